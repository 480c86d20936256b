import { sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../shared/segments/segment-values';

// Text compared as the browser compares it: lower-cased with ICU (JavaScript's toLowerCase, 'É'
// to 'é', whatever the database's locale), then ordered by bytes (collate "C"), which is code
// point order as on the device. PGlite and any PostgreSQL server with ICU agree.

/** An expression folded for sorting and matching. */
export const foldSql = (expr: SQL) => sql`lower((${expr}) collate "und-x-icu") collate "C"`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expr` contains `term`, ignoring case as the device's search does. */
export const containsSql = (expr: SQL, term: string) => sql`${foldSql(expr)} like ${`%${escapeLike(foldText(term))}%`}`;
