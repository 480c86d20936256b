import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { LICENSE_SEARCH, PRODUCT_SEARCH } from '../../shared/software/software.search';
import type { LicenseColumn } from '../../shared/software/software.schema';
import type { Db } from '../db/database';
import { wholeList } from '../custom-fields/custom-field-sort';
import { employees } from '../db/schema/people';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import { listSearchSql } from '../db/search-sql';
import { foldSql } from '../db/text-sql';
import type { PeopleScope } from '../people/people-scope';
import {
  licenseListColumns,
  licensePersonName,
  productColumns,
  toLicenseListItem,
  toProductItem,
  type LicenseListItem,
  type ProductListItem,
  type RawLicenseListRow,
  type RawProduct,
} from './software-columns';
import { licenseScopeCondition, licenseVisibleCondition, productHolders } from './software.repo';

// The product and licence lists: scope, search (src/shared/list-search.ts), order (text folded as
// the device folds it, empty values last, ties by id) and paging.

const LICENSE_SORT: Record<LicenseColumn, SQL> = {
  product: foldSql(sql`${softwareProducts.name}`),
  person: foldSql(licensePersonName),
  username: foldSql(sql`nullif(${softwareLicenses.username}, '')`),
  date_enabled: sql`${softwareLicenses.date_enabled}`,
  date_deactivated: sql`${softwareLicenses.date_deactivated}`,
};

export interface Paging {
  page: number;
  per_page: number;
  /** No paging: every matching row (the Excel export). */
  all?: boolean;
}

export interface LicenseListQuery extends Paging {
  search: string;
  orderby_column: LicenseColumn;
  orderby_direction: 'asc' | 'desc';
  /** Only active (1) or deactivated (0) licences. */
  active?: 0 | 1 | undefined;
  productId?: string;
  employeeId?: string;
  /** The licence custom fields the search reads. */
  searchFields?: readonly CustomFieldRow[];
  /** A custom segment's condition (segments/segment-filter.ts listSegmentWhere). */
  segment?: SQL;
}

export async function listLicenses(db: Db, scope: PeopleScope, q: LicenseListQuery): Promise<{ data: LicenseListItem[]; count: number }> {
  const search = listSearchSql(
    LICENSE_SEARCH,
    { product: sql`${softwareProducts.name}`, person: licensePersonName, username: sql`coalesce(${softwareLicenses.username}, '')` },
    q.search,
    { fields: q.searchFields ?? [], objectId: softwareLicenses.id, companyId: scope.companyId },
  );
  const where = licenseScopeCondition(
    scope,
    q.active === undefined ? undefined : eq(softwareLicenses.active, q.active),
    q.productId ? eq(softwareLicenses.product_id, q.productId) : undefined,
    q.employeeId ? eq(softwareLicenses.employee_id, q.employeeId) : undefined,
    search,
    q.segment,
  );
  const order = q.orderby_direction === 'desc' ? desc : asc;
  const query = () =>
    db
      .select(licenseListColumns)
      .from(softwareLicenses)
      .innerJoin(employees, eq(employees.id, softwareLicenses.employee_id))
      .innerJoin(softwareProducts, eq(softwareProducts.id, softwareLicenses.product_id))
      .where(where)
      .orderBy(
        sql`${order(LICENSE_SORT[q.orderby_column])} nulls last`,
        foldSql(sql`${softwareProducts.name}`),
        foldSql(licensePersonName),
        asc(softwareLicenses.id),
      );
  // The export reads every licence a page at a time, as the other lists' exports (wholeList).
  const rows = q.all
    ? await wholeList((p) => query().limit(p.limit).offset(p.offset))
    : await query()
        .limit(q.per_page)
        .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(softwareLicenses)
    .innerJoin(employees, eq(employees.id, softwareLicenses.employee_id))
    .innerJoin(softwareProducts, eq(softwareProducts.id, softwareLicenses.product_id))
    .where(where);
  return { data: rows.map((r) => toLicenseListItem(r as RawLicenseListRow)), count: Number(total?.n ?? 0) };
}

export interface ProductListQuery extends Paging {
  search: string;
  orderby_direction: 'asc' | 'desc';
  /** Only products with a licence in this state that the scope sees; its holders are then those of that state. */
  active?: 0 | 1 | undefined;
  searchFields?: readonly CustomFieldRow[];
}

/** The company's products that are not deleted, by name, each with its holders (the spec's `employees`). */
export async function listProducts(db: Db, scope: PeopleScope, q: ProductListQuery): Promise<{ data: ProductListItem[]; count: number }> {
  const search = listSearchSql(PRODUCT_SEARCH, { name: sql`${softwareProducts.name}`, url: sql`${softwareProducts.url}` }, q.search, {
    fields: q.searchFields ?? [],
    objectId: softwareProducts.id,
    companyId: scope.companyId,
  });
  const withState =
    q.active === undefined
      ? undefined
      : sql`exists (select 1 from ${softwareLicenses} where ${softwareLicenses.product_id} = ${softwareProducts.id} and ${softwareLicenses.active} = ${q.active} and ${licenseVisibleCondition(scope)})`;
  const where = and(eq(softwareProducts.company_id, scope.companyId), eq(softwareProducts.deleted, 0), search, withState)!;
  const order = q.orderby_direction === 'desc' ? desc : asc;
  const query = () =>
    db
      .select(productColumns)
      .from(softwareProducts)
      .where(where)
      .orderBy(order(foldSql(sql`${softwareProducts.name}`)), asc(softwareProducts.id));
  // Every product, when asked, a page at a time (wholeList).
  const rows = q.all
    ? await wholeList((p) => query().limit(p.limit).offset(p.offset))
    : await query()
        .limit(q.per_page)
        .offset(q.page * q.per_page);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(softwareProducts)
    .where(where);
  const products = rows.map((r) => toProductItem(r as RawProduct));
  const holders = await productHolders(
    db,
    scope,
    products.map((p) => p.id),
    q.active ?? 1,
  );
  return {
    data: products.map((p) => {
      const people = holders.get(p.id) ?? [];
      return { ...p, employees: people, license_count: people.length };
    }),
    count: Number(total?.n ?? 0),
  };
}
