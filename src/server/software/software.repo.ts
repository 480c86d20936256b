import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { productNameKey } from '../../shared/software/software-rules';
import type { LicenseItem, ProductItem } from '../../shared/software/software.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { employees } from '../db/schema/people';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import { foldSql } from '../db/text-sql';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import {
  licenseListColumns,
  licensePersonName,
  productColumns,
  toLicenseListItem,
  toProductItem,
  type LicenseListItem,
  type ProductHolder,
  type RawLicenseListRow,
  type RawProduct,
} from './software-columns';

// One product or licence as every answer carries it (details, writes, conflicts), and the small
// reads the writes check against.

export interface ChangedBy {
  id: string | null;
  name: string | null;
}

/** A team-only manager sees the licences of the people in their teams; everyone else all of the company's. */
export const licenseVisibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, softwareLicenses.employee_id);

/** Licences of the company the scope may see, with `extra` conditions. */
export const licenseScopeCondition = (scope: PeopleScope, ...extra: (SQL | undefined)[]): SQL =>
  and(eq(softwareLicenses.company_id, scope.companyId), licenseVisibleCondition(scope), ...extra)!;

/** One product of the company (deleted ones too) with who changed it last, or null. */
export async function getProduct(db: Db, companyId: string, id: string): Promise<{ product: ProductItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...productColumns, updated_by: softwareProducts.updated_by, updated_by_name: users.name })
    .from(softwareProducts)
    .leftJoin(users, eq(users.id, softwareProducts.updated_by))
    .where(and(eq(softwareProducts.company_id, companyId), eq(softwareProducts.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...product } = row;
  return { product: toProductItem(product as RawProduct), changedBy: { id: updated_by, name: updated_by_name } };
}

export async function savedProduct(db: Db, companyId: string, id: string): Promise<ProductItem> {
  const found = await getProduct(db, companyId, id);
  if (!found) throw new Error(`Product ${id} was not saved`);
  return found.product;
}

/** The company's product of this name (as software-rules.ts productNameKey compares names) that is not deleted, other than `exceptId`. */
export async function productWithName(db: Db, companyId: string, name: string, exceptId?: string): Promise<ProductItem | null> {
  const [row] = await db
    .select(productColumns)
    .from(softwareProducts)
    .where(
      and(
        eq(softwareProducts.company_id, companyId),
        eq(softwareProducts.deleted, 0),
        sql`${foldSql(sql`btrim(${softwareProducts.name})`)} = ${productNameKey(name)}::text`,
        exceptId ? ne(softwareProducts.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(softwareProducts.created_at), asc(softwareProducts.id))
    .limit(1);
  return row ? toProductItem(row as RawProduct) : null;
}

export async function productIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: softwareProducts.id }).from(softwareProducts).where(eq(softwareProducts.id, id));
  return row !== undefined;
}

export async function licenseIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: softwareLicenses.id }).from(softwareLicenses).where(eq(softwareLicenses.id, id));
  return row !== undefined;
}

/** One licence the scope may see, in the list's shape, with who changed it last; or null. */
export async function getLicense(db: Db, scope: PeopleScope, id: string): Promise<{ license: LicenseListItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...licenseListColumns, updated_by: softwareLicenses.updated_by, updated_by_name: users.name })
    .from(softwareLicenses)
    .innerJoin(employees, eq(employees.id, softwareLicenses.employee_id))
    .innerJoin(softwareProducts, eq(softwareProducts.id, softwareLicenses.product_id))
    .leftJoin(users, eq(users.id, softwareLicenses.updated_by))
    .where(licenseScopeCondition(scope, eq(softwareLicenses.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...license } = row;
  return { license: toLicenseListItem(license as RawLicenseListRow), changedBy: { id: updated_by, name: updated_by_name } };
}

/** The mirror's row of a list item (what writes answer and conflicts carry). */
export function mirrorLicense(l: LicenseListItem): LicenseItem {
  const { name: _n, url: _u, logo: _l, product: _p, person: _pe, person_id: _pi, ...row } = l;
  return row;
}

/** A licence just written, as its answer carries it. */
export async function savedLicense(db: Db, companyId: string, id: string): Promise<LicenseItem> {
  const found = await getLicense(db, { companyId, teamIds: null }, id);
  if (!found) throw new Error(`Licence ${id} was not saved`);
  return mirrorLicense(found.license);
}

/** Whether the person holds an active licence of the product (in any scope: the rule is the company's). */
export async function hasActiveLicense(db: Db, companyId: string, productId: string, employeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: softwareLicenses.id })
    .from(softwareLicenses)
    .where(
      and(
        eq(softwareLicenses.company_id, companyId),
        eq(softwareLicenses.product_id, productId),
        eq(softwareLicenses.employee_id, employeeId),
        eq(softwareLicenses.active, 1),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The spec's product `employees`: the people of the scope holding a licence of each product (an
 * active one unless `active` says otherwise), by name.
 */
export async function productHolders(db: Db, scope: PeopleScope, productIds: readonly string[], active: 0 | 1 = 1): Promise<Map<string, ProductHolder[]>> {
  const out = new Map<string, ProductHolder[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ product_id: softwareLicenses.product_id, id: employees.id, name: licensePersonName, avatar: employees.avatar })
    .from(softwareLicenses)
    .innerJoin(employees, eq(employees.id, softwareLicenses.employee_id))
    .where(licenseScopeCondition(scope, inArray(softwareLicenses.product_id, [...productIds]), eq(softwareLicenses.active, active)))
    .orderBy(foldSql(licensePersonName), asc(employees.id));
  for (const r of rows) {
    const holders = out.get(r.product_id)!;
    if (!holders.some((h) => h.id === r.id)) holders.push({ id: r.id, name: r.name, avatar: r.avatar });
  }
  return out;
}
