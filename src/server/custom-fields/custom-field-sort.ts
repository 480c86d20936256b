import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { inBackground } from '../db/background-work';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { customFieldSortKeys as keys } from '../db/schema/custom-fields';

// A list ordered by a custom field reads the field's sort keys (migration 0021) instead of every
// object's values: the objects with a value walk the keys' index in the order asked, then the
// objects without one follow in the list's own order, as the device orders them (empty values
// last in either direction). Reading the values of 100,000 cars to sort them took 0.9 s.

/** One part of such a list, given to the list's own query. */
export interface SortedPart {
  /** Join condition of the field's sort keys (an inner join), or null: no join. */
  keys: SQL | null;
  /** Added to the list's own conditions. */
  where: SQL | undefined;
  orderBy: SQL[];
}

export interface Paging {
  offset: number;
  limit: number;
}

/** A list's query (its table and joins, made `$dynamic()`) narrowed to a part: the keys joined when it reads them. */
export function narrowed<Q extends PgSelect>(query: Q, part: SortedPart, where: SQL | undefined): Q {
  if (part.keys) query.innerJoin(keys, part.keys);
  query.where(and(where, part.where));
  return query;
}

/** A narrowed query's rows in the part's order: one page, or all when `page` is null. */
export function partRows<Q extends PgSelect>(query: Q, part: SortedPart, page: Paging | null): Q {
  query.orderBy(...part.orderBy);
  if (page) query.limit(page.limit).offset(page.offset);
  return query;
}

/** A list's query in its own order, in the shape of one part: no join, no condition added. */
export const ownOrder = (orderBy: SQL[]): SortedPart => ({ keys: null, where: undefined, orderBy });

/** A built-in column's order: its key in the direction asked, empty values last, then the ties. */
const columnOrder = (direction: 'asc' | 'desc', key: SQL, then: SQL[]): SortedPart =>
  ownOrder([sql`${(direction === 'desc' ? desc : asc)(key)} nulls last`, ...then]);

/** count(*) as a selection, read back with `countIn`. */
export const COUNTED = { n: sql<number>`count(*)::int` };

/** The number a narrowed `COUNTED` query answers. */
export const countIn = async (query: PromiseLike<{ n: number }[]>): Promise<number> => Number((await query)[0]?.n ?? 0);

/**
 * The rows of a list ordered by custom field `field` of the objects `objectId`; `then`: the list's
 * tie-breaks. `read` runs the list's query for a part's page;
 * `count` counts a part's rows, asked only when a page starts after the last object with a value.
 */
async function sortedByCustomField<Row>(
  field: CustomFieldRow,
  objectId: AnyPgColumn,
  direction: 'asc' | 'desc',
  then: SQL[],
  page: Paging,
  read: (part: SortedPart, page: Paging | null) => Promise<Row[]>,
  count: (part: SortedPart) => Promise<number>,
): Promise<Row[]> {
  const dir = direction === 'desc' ? desc : asc;
  const valued: SortedPart = {
    keys: and(eq(keys.custom_field_id, field.id), eq(keys.object_id, objectId))!,
    where: undefined,
    orderBy: [dir(keys.key_num), dir(keys.key_date), dir(keys.key_text), ...then],
  };
  const empty: SortedPart = {
    keys: null,
    where: sql`not exists (select 1 from ${keys} where ${keys.custom_field_id} = ${field.id} and ${keys.object_id} = ${objectId})`,
    orderBy: then,
  };
  const first = await read(valued, page);
  if (first.length === page.limit) return first;
  const valuedRows = first.length > 0 ? page.offset + first.length : await count(valued);
  const rest = await read(empty, { offset: Math.max(0, page.offset - valuedRows), limit: page.limit - first.length });
  return [...first, ...rest];
}

/** How a list is ordered: by `field` when its column is a custom field's, else by the column's `key`; `then` breaks ties. */
export interface ListOrder {
  direction: 'asc' | 'desc';
  field: CustomFieldRow | null | undefined;
  key: SQL;
  then: SQL[];
}

/**
 * Rows per query when a list is read whole (an export): the embedded database answers one query at
 * a time, and one query of 20,000 rows held it (and every other request) for over a second; 500 rows, tens of ms.
 */
const WHOLE_LIST_PAGE_ROWS = 500;

/**
 * A list's rows in its order: one page, or all of them when `page` is null (`read` and `count` as
 * for sortedByCustomField), read page after page, the order being total (ties by id), so other
 * requests are answered between the pages, as between a user's pages of the list.
 */
export async function rowsInOrder<Row>(
  order: ListOrder,
  objectId: AnyPgColumn,
  page: Paging | null,
  read: (part: SortedPart, page: Paging | null) => Promise<Row[]>,
  count: (part: SortedPart) => Promise<number>,
): Promise<Row[]> {
  const onePage = (p: Paging) =>
    order.field
      ? sortedByCustomField(order.field, objectId, order.direction, order.then, p, read, count)
      : read(columnOrder(order.direction, order.key, order.then), p);
  return page ? onePage(page) : wholeList(onePage);
}

/** Every row of a list in its (total) order, read WHOLE_LIST_PAGE_ROWS at a time by `onePage`, other requests answered in between. */
export async function wholeList<Row>(onePage: (page: Paging) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += WHOLE_LIST_PAGE_ROWS) {
    // An export's pages are background work: a person's request waiting goes first.
    const next = await inBackground(() => onePage({ offset, limit: WHOLE_LIST_PAGE_ROWS }));
    rows.push(...next);
    if (next.length < WHOLE_LIST_PAGE_ROWS) return rows;
    // The embedded database answers without I/O, so without a turn of the event loop the next page
    // would follow at once and the requests waiting would still wait for the whole list.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
