import type { SegmentObjectType } from '../objects';
import { canUseCustomSegments, OPS_BY_KIND, segmentFieldsFor, type SegmentField, type SegmentFieldOptions } from './segment-fields';
import { VALUELESS_OPS, type SegmentCondition, type SegmentDefinition, type SegmentOp } from './segment.schema';
import { storableText, valueFits } from './segment-values';

// Whether a parsed definition fits an object type's fields. The server checks every definition it
// stores or runs; the builder shows the same messages next to the condition they concern.

export const OP_LABELS: Record<SegmentOp, string> = {
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  empty: 'is empty',
  not_empty: 'is not empty',
  before: 'is before',
  after: 'is after',
  greater: 'is greater than',
  less: 'is less than',
  in_team: 'is in team',
};

export const segmentMessages = {
  noCustomSegments: 'Custom segments are not available with light access.',
  unknownField: (field: string) => `Unknown field "${field}".`,
  fieldNotVisible: (label: string) => `You may not filter on "${label}".`,
  opNotAllowed: (label: string, op: SegmentOp, allowed: readonly SegmentOp[]) =>
    `"${label}" cannot use "${OP_LABELS[op]}"; choose one of: ${allowed.map((o) => `"${OP_LABELS[o]}"`).join(', ')}.`,
  valueMissing: (label: string) => `"${label}" needs a value.`,
  notADate: (label: string) => `"${label}" needs a date as YYYY-MM-DD, e.g. 2024-03-31.`,
  notANumber: (label: string) => `"${label}" needs a number with a dot for decimals, e.g. 12.50.`,
  notAFlag: (label: string) => `"${label}" needs 1 (yes) or 0 (no).`,
  notATeam: (label: string) => `"${label}" needs a team.`,
  notAnOption: (label: string, options: readonly string[]) => `"${label}" must be one of: ${options.join(', ')}.`,
  badCharacter: (label: string) => `"${label}" contains a character that cannot be stored.`,
};

/** One problem, at the API's field path (`conditions.2.value`) so a 400 can name it. */
export interface SegmentIssue {
  path: string;
  message: string;
}

const kindProblem: Record<SegmentField['kind'], ((label: string) => string) | null> = {
  date: segmentMessages.notADate,
  number: segmentMessages.notANumber,
  flag: segmentMessages.notAFlag,
  team: segmentMessages.notATeam,
  enum: null,
  text: null,
};

/** Checks a value against its field's kind (the same rule the evaluator applies); null when fine. */
function valueProblem(field: SegmentField, op: SegmentOp, value: string | undefined): string | null {
  if (VALUELESS_OPS.includes(op)) return null;
  if (value === undefined || value === '') return segmentMessages.valueMissing(field.label);
  if (!storableText(value)) return segmentMessages.badCharacter(field.label);
  if (!valueFits(field.kind, value)) return kindProblem[field.kind]?.(field.label) ?? segmentMessages.valueMissing(field.label);
  if (field.options && !field.options.includes(value)) return segmentMessages.notAnOption(field.label, field.options);
  return null;
}

function conditionProblem(fields: ReadonlyMap<string, SegmentField>, hidden: ReadonlyMap<string, SegmentField>, c: SegmentCondition): SegmentIssue | null {
  const field = fields.get(c.field);
  if (!field) {
    const guarded = hidden.get(c.field);
    return { path: 'field', message: guarded ? segmentMessages.fieldNotVisible(guarded.label) : segmentMessages.unknownField(c.field) };
  }
  const allowed = OPS_BY_KIND[field.kind];
  if (!allowed.includes(c.op)) return { path: 'op', message: segmentMessages.opNotAllowed(field.label, c.op, allowed) };
  const problem = valueProblem(field, c.op, c.value);
  return problem ? { path: 'value', message: problem } : null;
}

/**
 * Problems of a definition for this object type (empty when it may be saved and run). With a
 * viewer, light access refuses custom segments and guarded fields count as not available.
 */
export function validateSegment(object: SegmentObjectType, definition: SegmentDefinition, opts: SegmentFieldOptions = {}): SegmentIssue[] {
  if (opts.viewer && !canUseCustomSegments(opts.viewer)) return [{ path: 'conditions', message: segmentMessages.noCustomSegments }];
  const fields = new Map(segmentFieldsFor(object, opts).map((f) => [f.id, f]));
  const hidden = new Map(segmentFieldsFor(object, { ...opts, viewer: undefined }).map((f) => [f.id, f]));
  const issues: SegmentIssue[] = [];
  definition.conditions.forEach((c, i) => {
    const issue = conditionProblem(fields, hidden, c);
    if (issue) issues.push({ path: `conditions.${i}.${issue.path}`, message: issue.message });
  });
  return issues;
}
