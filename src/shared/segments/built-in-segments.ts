import { SHARED_AREAS } from '../areas';
import type { SegmentObjectType } from '../objects';
import type { SegmentDefinition } from './segment.schema';
import type { BuiltInSegmentKey } from './segment-keys';
import type { SegmentListItem, SegmentRow } from './segments.schema';

// The segments every object type has and every user (light access too) may use: "All" and
// "Archived" (or "Inactive" for people). They are definitions like the custom ones, so the list
// pages, the mirror and the SQL treat them alike; their keys stand in for a stored segment's id.

export interface BuiltInSegment {
  key: BuiltInSegmentKey;
  label: string;
  definition: SegmentDefinition;
}

const flagIs = (field: string, value: '0' | '1'): SegmentDefinition => ({ match: 'all', conditions: [{ field, op: 'equals', value }] });

const builtIns: Partial<Record<SegmentObjectType, readonly BuiltInSegment[]>> = {
  car: [
    { key: 'all', label: 'All vehicles', definition: flagIs('deleted', '0') },
    { key: 'archived', label: 'Archived', definition: flagIs('deleted', '1') },
  ],
  asset: [
    { key: 'all', label: 'All assets', definition: flagIs('deleted', '0') },
    { key: 'archived', label: 'Archived', definition: flagIs('deleted', '1') },
  ],
  // Every participant: the list then shows one row per participant (trainings.md section 2's row links).
  training_participant: [{ key: 'all', label: 'All participants', definition: { match: 'all', conditions: [] } }],
  employee: [
    // "All" is the people list's default view: the active people (show_all=0).
    { key: 'all', label: 'All people', definition: flagIs('is_active', '1') },
    { key: 'archived', label: 'Inactive', definition: flagIs('is_active', '0') },
  ],
};

/** The built-in segments of an object type: those above, or its area's (SharedArea.segments). */
export function builtInSegments(object: SegmentObjectType): readonly BuiltInSegment[] {
  return builtIns[object] ?? SHARED_AREAS.find((a) => a.segments?.[object])?.segments?.[object]?.builtIns ?? [];
}

export function builtInSegment(object: SegmentObjectType, key: string): BuiltInSegment | undefined {
  return builtInSegments(object).find((s) => s.key === key);
}

/** The built-ins of a type as list entries, first in every segment list. */
export const builtInSegmentItems = (object: SegmentObjectType): SegmentListItem[] =>
  builtInSegments(object).map((s) => ({ id: s.key, name: s.label, object_type: object, definition: s.definition, built_in: true }));

/**
 * Names are unique per object type, ignoring case and surrounding spaces, and may not repeat a
 * built-in's label (two 'Archived' entries in one selector could not be told apart).
 */
export function segmentNameTaken(name: string, others: readonly Pick<SegmentRow, 'id' | 'name'>[], object: SegmentObjectType, ownId: string): boolean {
  const key = name.trim().toLowerCase();
  if (builtInSegments(object).some((s) => s.label.toLowerCase() === key)) return true;
  return others.some((s) => s.id !== ownId && s.name.trim().toLowerCase() === key);
}
