import { z } from 'zod';
import { backPathSchema } from '../back-path';
import { SEGMENT_OBJECT_TYPES } from '../objects';
import { textInput } from '../input-schemas';

// Segments: saved list filters per object type. A definition is a flat list of conditions joined
// by one `match` (all = AND, any = OR). It is stored as JSON, evaluated on the mirror by
// ../segments/evaluate.ts and translated to SQL by src/server/segments/segment-sql.ts; the two must
// agree row for row (tests/segments/segment-equivalence.test.ts). Whether a definition fits an
// object's fields is checked by segment-validate.ts, since that depends on the object and viewer.

export const SEGMENT_OPS = ['equals', 'not_equals', 'contains', 'empty', 'not_empty', 'before', 'after', 'greater', 'less', 'in_team'] as const;
export type SegmentOp = (typeof SEGMENT_OPS)[number];

/** Ops that look at no value; a value sent with them is ignored. */
export const VALUELESS_OPS: readonly SegmentOp[] = ['empty', 'not_empty'];

export const SEGMENT_MATCHES = ['all', 'any'] as const;
export type SegmentMatch = (typeof SEGMENT_MATCHES)[number];

export const MAX_SEGMENT_CONDITIONS = 20;
export const SEGMENT_VALUE_MAX_LENGTH = 200;
export const SEGMENT_NAME_MAX_LENGTH = 100;
const FIELD_ID_MAX_LENGTH = 100;

/** Field id of a custom field in a condition: `custom_field_{id}`. */
export const CUSTOM_FIELD_PREFIX = 'custom_field_';
export const customFieldKey = (id: string) => `${CUSTOM_FIELD_PREFIX}${id}`;

// Values travel as strings (numbers as decimal strings, like money in the API) so that a value
// keeps its exact digits; a JSON number is accepted and turned into its string. Trimmed, so that a
// stray space typed in the builder never silently makes a condition match nothing.
const conditionValue = z.union([textInput(SEGMENT_VALUE_MAX_LENGTH), z.number()]).transform(String);

export const segmentConditionSchema = z.object({
  field: z.string().min(1).max(FIELD_ID_MAX_LENGTH),
  op: z.enum(SEGMENT_OPS),
  value: conditionValue.optional(),
});
export type SegmentCondition = z.output<typeof segmentConditionSchema>;

export const segmentDefinitionSchema = z.object({
  match: z.enum(SEGMENT_MATCHES),
  conditions: z.array(segmentConditionSchema).max(MAX_SEGMENT_CONDITIONS, `A segment has at most ${MAX_SEGMENT_CONDITIONS} conditions.`),
});
/** A definition as parsed: values are trimmed strings. Check it against the object's fields before use. */
export type SegmentDefinition = z.output<typeof segmentDefinitionSchema>;
export type SegmentDefinitionInput = z.input<typeof segmentDefinitionSchema>;

export const segmentObjectTypeSchema = z.enum(SEGMENT_OBJECT_TYPES);

/** The query of /settings/segments/builder?id=&object=&back= (id absent for a new segment). */
export const segmentBuilderQuerySchema = z.object({
  id: z.string().max(FIELD_ID_MAX_LENGTH).optional(),
  object: segmentObjectTypeSchema,
  back: backPathSchema.optional(),
});
