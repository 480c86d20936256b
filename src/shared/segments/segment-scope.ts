import type { SegmentObjectType } from '../objects';
import { builtInSegment } from './built-in-segments';
import { compileSegment, type RowPredicate, type SegmentAccess } from './evaluate';
import type { SegmentDefinition } from './segment.schema';

// Which rows a segment picks on a list: one rule, used by the pages filtering the mirror and by
// the list endpoints filtering in SQL, so both show the same rows.
//
// A list shows the active rows (what 'All' shows: cars not archived, people active today), and a
// segment narrows them, UNLESS one of the segment's conditions is on the archived flag (cars
// `deleted`, people `is_active`): such a segment says itself which rows it wants and picks from all
// of them. So 'Electric' shows active electric cars (as 'All' would show them), while 'Archived',
// 'Inactive' or 'Archived electric' (deleted is yes AND fuel is electric) work as their names say.
// Conditions are taken as written: 'fuel is electric OR archived' picks from every row.
//
// `includeArchived` lifts the active-rows restriction where a list has its own switch for that
// (the people list's show_all, 'Show former employees'); 'All' then means every row.

/** The flag that archives an object of each type (segment field ids). */
export const ARCHIVE_FLAG_FIELD: Partial<Record<SegmentObjectType, string>> = { car: 'deleted', asset: 'deleted', employee: 'is_active' };

/** Whether a definition has a condition on its object type's archived flag. */
export function speaksOfArchive(object: SegmentObjectType, definition: SegmentDefinition): boolean {
  const flag = ARCHIVE_FLAG_FIELD[object];
  return flag !== undefined && definition.conditions.some((c) => c.field === flag);
}

export interface ListSegment {
  /** A built-in key ('all', 'archived') or a custom segment's id. */
  id: string;
  definition: SegmentDefinition;
}

/** The definitions every row of the list must match (all of them), by the rule above. */
export function listSegmentDefinitions(object: SegmentObjectType, segment: ListSegment, opts: { includeArchived?: boolean } = {}): SegmentDefinition[] {
  const active = builtInSegment(object, 'all')?.definition;
  // 'All' is the active rows themselves: nothing more to ask, nothing at all with includeArchived.
  if (segment.id === 'all') return active && !opts.includeArchived ? [active] : [];
  if (!active || opts.includeArchived || speaksOfArchive(object, segment.definition)) return [segment.definition];
  return [active, segment.definition];
}

/** A list's row test for a segment, by the rule above: each definition compiled once. */
export function compileListSegment<Row>(
  object: SegmentObjectType,
  segment: ListSegment,
  access: SegmentAccess<Row>,
  opts: { includeArchived?: boolean } = {},
): RowPredicate<Row> {
  const tests = listSegmentDefinitions(object, segment, opts).map((d) => compileSegment(d, access));
  if (tests.length === 1) return tests[0]!;
  return (row) => tests.every((t) => t(row));
}
