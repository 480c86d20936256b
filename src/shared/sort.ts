// The orders the server's SQL gives and the device must give alike (lists, sessions, a person's
// trainings): one definition each, so a page sorted on the device matches the API's pages.

/** Ids and other exact texts by code unit, as PostgreSQL's collate "C" orders them. */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Names in the order the server's foldSql gives them: case ignored, then by code unit. */
export const compareFolded = (a: string, b: string): number => compareCodeUnits(a.toLowerCase(), b.toLowerCase());

/** ISO dates in the given direction, with no date last either way (SQL's `nulls last`). */
export function compareDatesNullsLast(a: string | null, b: string | null, direction: 'asc' | 'desc' = 'asc'): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (direction === 'asc' ? 1 : -1) * compareCodeUnits(a, b);
}
