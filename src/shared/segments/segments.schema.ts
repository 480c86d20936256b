import { z } from 'zod';
import { UUID_PATTERN } from '../ids';
import { messages } from '../messages';
import type { SegmentObjectType } from '../objects';
import { isBuiltInSegmentId } from './segment-keys';
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

/** `segment_id` of the list endpoints: a built-in key ('all', 'archived') or a custom segment's id. */
export const segmentIdParamSchema = z
  .string()
  .max(36)
  .refine((v) => isBuiltInSegmentId(v) || UUID_PATTERN.test(v), messages.segments.badId);
