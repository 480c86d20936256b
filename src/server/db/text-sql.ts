import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../shared/segments/segment-values';

// Text compared as the browser compares it: lower-cased with ICU (JavaScript's toLowerCase, 'É'
// to 'é', whatever the database's locale), then ordered by bytes (collate "C"), which is code
// point order as on the device. PGlite and any PostgreSQL server with ICU agree.

/**
 * A sort key as an expression no index is made of, for a searched list: its matches are few and
 * found through the trigram index, then sorted. Given an indexed key, the planner walks the index
 * testing every row, as if matches were spread evenly; a word found late in that order ('volvo' by
 * vehicle) then reads nearly every row, 130 ms at 100,000 cars against 30 ms.
 */
export const notFromIndex = (key: SQL, kind: 'text' | 'number') => (kind === 'text' ? sql`(${key} || '')` : sql`(${key} + 0)`);

/** An expression folded for sorting and matching. */
export const foldSql = (expr: SQL) => sql`lower((${expr}) collate "und-x-icu") collate "C"`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expr` contains `term`, ignoring case as the device's search does. */
export const containsSql = (expr: SQL, term: string) => sql`${foldSql(expr)} like ${`%${escapeLike(foldText(term))}%`}`;
