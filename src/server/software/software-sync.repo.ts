import { asc, eq } from 'drizzle-orm';
import type { ProductItem } from '../../shared/software/software.schema';
import type { Db } from '../db/database';
import { employees } from '../db/schema/people';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import type { PeopleScope } from '../people/people-scope';
import { sqlRowSelection, inWindow, type ChangeWindow, type SqlRowsQuery } from '../sync/changes';
import { jsonArraySql } from '../db/json-row-sql';
import { licenseColumns, productColumns, toProductItem, type RawProduct } from './software-columns';
import { licenseVisibleCondition } from './software.repo';

/** Products are the company's list: everyone of the company mirrors them all (the list, the pickers). */
export async function productChanges(db: Db, companyId: string, w: ChangeWindow): Promise<ProductItem[]> {
  const rows = await db
    .select(productColumns)
    .from(softwareProducts)
    .where(inWindow(softwareProducts, companyId, w))
    .orderBy(asc(softwareProducts.version))
    .limit(w.limit);
  return rows.map((r) => toProductItem(r as RawProduct));
}

/** Licences changed after the cursor, in version order, in the mirror's shape (column form); a team-only manager's device holds its teams' people's only. */
export function licenseChanges(db: Db, scope: PeopleScope, w: ChangeWindow): SqlRowsQuery {
  const visible = licenseVisibleCondition(scope);
  const query = db
    .select(sqlRowSelection(jsonArraySql(licenseColumns), softwareLicenses, visible))
    .from(softwareLicenses)
    .innerJoin(employees, eq(employees.id, softwareLicenses.employee_id))
    .where(inWindow(softwareLicenses, scope.companyId, w, visible))
    .orderBy(asc(softwareLicenses.version))
    .limit(w.limit);
  return { cols: Object.keys(licenseColumns), query };
}
