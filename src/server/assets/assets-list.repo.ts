import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AssetListColumn, AssetsListQuery } from '../../shared/assets/assets.schema';
import { CUSTOM_COLUMN_PREFIX, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { ASSET_SEARCH, searchTerms } from '../../shared/list-search';
import { COUNTED, countIn, narrowed, ownOrder, partRows, rowsInOrder, type Paging, type SortedPart } from '../custom-fields/custom-field-sort';
import type { Db } from '../db/database';
import { listCount } from '../db/list-count';
import { listSearchSql } from '../db/search-sql';
import { foldSearchSql } from '../db/search-text';

import { notFromIndex } from '../db/text-sql';
import { assets, assetTypes, indexedAssetSorts } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import { personNamed, type PeopleScope } from '../people/people-scope';
import { assetListColumns, toAssetItem, type RawAsset } from './assets-columns';
import { assetScopeCondition } from './assets.repo';

// GET /api/assets/list and its export: scope, segment, search, order (text folded as the device
// folds it, ties by id, empty values last) and paging.

const own = { stored: assets.search_text };
const SEARCHED = {
  type: {
    via: assets.asset_type_id,
    ids: (p: string) => sql`select ${assetTypes.id} from ${assetTypes} where ${foldSearchSql(sql`${assetTypes.name}`)} like ${p}`,
  },
  person: personNamed(assets.owner_employee_id),
  serial_number: own,
  vendor: own,
};

const BUILT_IN_SORT: Record<AssetListColumn, SQL> = indexedAssetSorts(assets);

/**
 * The sort expression of a built-in column (a cf_{id} column sorts by custom-field-sort.ts; without
 * its field, by id alone); `searched`: the list has a search, so its few matches are sorted
 * (text-sql.ts notFromIndex).
 */
export function assetSortSql(column: string, searched = false): SQL {
  if (column.startsWith(CUSTOM_COLUMN_PREFIX)) return sql`null`;
  const key = BUILT_IN_SORT[column as AssetListColumn] ?? BUILT_IN_SORT.asset;
  return searched ? notFromIndex(key, 'text') : key;
}

/** `segment`: which assets of the scope (segments/segment-filter.ts); without it, show_deleted_only alone decides. */
function listWhere(
  scope: PeopleScope,
  q: Pick<AssetsListQuery, 'show_deleted_only' | 'search_term'>,
  segment: SQL | undefined,
  searchFields: readonly CustomFieldRow[],
): SQL {
  const search = listSearchSql(ASSET_SEARCH, SEARCHED, q.search_term, { fields: searchFields, objectId: assets.id, companyId: scope.companyId });
  return and(assetScopeCondition(scope), segment ?? eq(assets.deleted, q.show_deleted_only === '1' ? 1 : 0), search)!;
}

export interface AssetsListOptions {
  /** The custom field of a cf_{id} orderby_column. */
  sortField?: CustomFieldRow | null;
  /** No paging: every matching row (the Excel export). */
  all?: boolean;
  /** The custom fields the search reads (custom-fields/list-custom-columns.ts searchedCustomFields). */
  searchFields?: readonly CustomFieldRow[];
}

export async function listAssets(db: Db, scope: PeopleScope, q: AssetsListQuery, segment?: SQL, o: AssetsListOptions = {}) {
  const where = listWhere(scope, q, segment, o.searchFields ?? []);
  // The joins applied in place (drizzle's builders change themselves), typed by the selection alone.
  const joined = <Q extends PgSelect>(query: Q): Q => {
    query.innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id)).leftJoin(employees, eq(employees.id, assets.owner_employee_id));
    return query;
  };
  // Each page shaped as it comes: shaping 20,000 rows at the end held the server's thread 110 ms.
  const read = async (part: SortedPart, page: Paging | null) =>
    ((await partRows(narrowed(joined(db.select(assetListColumns).from(assets).$dynamic()), part, where), part, page)) as RawAsset[]).map(toAssetItem);
  // Counted from the asset alone, as cars are (fleet/cars.repo.ts): every asset has its type, and
  // conditions reach the type and the person through subqueries.
  const countOf = (part: SortedPart) => countIn(narrowed(db.select(COUNTED).from(assets).$dynamic(), part, where));
  const page = o.all ? null : { offset: q.page * q.per_page, limit: q.per_page };
  const key = assetSortSql(q.orderby_column, searchTerms(q.search_term).length > 0);
  const rows = await rowsInOrder({ direction: q.orderby_direction, field: o.sortField, key, then: [asc(assets.id)] }, assets.id, page, read, countOf);
  const count = await listCount(db, where, () => countOf(ownOrder([])));
  return { data: rows, count };
}
