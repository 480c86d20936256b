import { z } from 'zod';
import { UUID_PATTERN } from '../ids';
import { messages } from '../messages';
import type { SegmentObjectType } from '../objects';
import { BUILT_IN_SEGMENT_KEYS, builtInSegments, type BuiltInSegmentKey } from './built-in-segments';
import { SEGMENT_NAME_MAX_LENGTH, segmentDefinitionSchema, segmentObjectTypeSchema, type SegmentDefinition } from './segment.schema';
import { textInput } from '../input-schemas';

// The segments API (software-contracts-push.md section 7 getSegments; the builder's save and
// delete): inputs, the stored row as the pull, the mirror and every write carry it, and the name
// rule both the builder and the server apply. Definitions themselves live in segment.schema.ts.

const name = textInput(SEGMENT_NAME_MAX_LENGTH).min(1, messages.validation.required);

/** POST /api/segments/save: creates (id made by the client) or replaces a custom segment. */
export const segmentSaveBodySchema = z.object({
  id: z.uuid(),
  object_type: segmentObjectTypeSchema,
  name,
  definition: segmentDefinitionSchema,
});
export type SegmentSaveBody = z.output<typeof segmentSaveBodySchema>;

/** POST /api/segments/delete */
export const segmentDeleteBodySchema = z.object({ id: z.uuid() });

/** GET /api/segments/list?object_type= (getSegments) */
export const segmentsListQuerySchema = z.object({ object_type: segmentObjectTypeSchema });

/** A custom segment as stored and mirrored. */
export interface SegmentRow {
  id: string;
  object_type: SegmentObjectType;
  name: string;
  definition: SegmentDefinition;
  version: number;
}

/** An entry of getSegments: a built-in one (its key as id) or a custom one. */
export interface SegmentListItem {
  id: string;
  name: string;
  object_type: SegmentObjectType;
  definition: SegmentDefinition;
  built_in: boolean;
}

export const isBuiltInSegmentId = (id: string): id is BuiltInSegmentKey => (BUILT_IN_SEGMENT_KEYS as readonly string[]).includes(id);

/** `segment_id` of the list endpoints: a built-in key ('all', 'archived') or a custom segment's id. */
export const segmentIdParamSchema = z
  .string()
  .max(36)
  .refine((v) => isBuiltInSegmentId(v) || UUID_PATTERN.test(v), messages.segments.badId);

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
