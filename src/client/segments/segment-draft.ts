import { uuidv7 } from '../../shared/ids';
import type { SegmentObjectType } from '../../shared/objects';
import { OPS_BY_KIND, type SegmentField, type SegmentFieldOptions } from '../../shared/segments/segment-fields';
import { validateSegment } from '../../shared/segments/segment-validate';
import { VALUELESS_OPS, type SegmentCondition, type SegmentDefinition, type SegmentMatch, type SegmentOp } from '../../shared/segments/segment.schema';

// The builder's working copy of a segment: conditions as typed (a number may have a comma, a value
// may be half done), turned into a definition for the live count and for saving. Pure, so the
// rules are the shared ones and the page only wires them up.

export interface DraftCondition {
  /** React's key: stable while rows are added and removed. */
  key: string;
  field: string;
  op: SegmentOp;
  value: string;
}

export interface SegmentDraft {
  name: string;
  match: SegmentMatch;
  conditions: DraftCondition[];
}

export const newCondition = (field: SegmentField | undefined): DraftCondition => ({
  key: uuidv7(),
  field: field?.id ?? '',
  op: field ? OPS_BY_KIND[field.kind][0]! : 'equals',
  value: field?.kind === 'flag' ? '1' : '',
});

export function draftOf(p: { name: string; definition: SegmentDefinition } | null, firstField: SegmentField | undefined): SegmentDraft {
  if (!p) return { name: '', match: 'all', conditions: [newCondition(firstField)] };
  return {
    name: p.name,
    match: p.definition.match,
    conditions: p.definition.conditions.map((c) => ({ key: uuidv7(), field: c.field, op: c.op, value: c.value ?? '' })),
  };
}

/** A condition as it will be saved: trimmed, a decimal comma made a dot, no value for valueless ops. */
export function conditionOf(c: DraftCondition, kind: SegmentField['kind'] | undefined): SegmentCondition {
  if (VALUELESS_OPS.includes(c.op)) return { field: c.field, op: c.op };
  const value = kind === 'number' ? c.value.trim().replace(',', '.') : c.value.trim();
  return { field: c.field, op: c.op, value };
}

export function definitionOf(d: SegmentDraft, fields: ReadonlyMap<string, SegmentField>): SegmentDefinition {
  return { match: d.match, conditions: d.conditions.map((c) => conditionOf(c, fields.get(c.field)?.kind)) };
}

/** The problems of each condition, by row: `{ field?, op?, value? }` messages from validateSegment. */
export function conditionErrors(object: SegmentObjectType, definition: SegmentDefinition, opts: SegmentFieldOptions): Record<string, string>[] {
  const byRow: Record<string, string>[] = definition.conditions.map(() => ({}));
  for (const issue of validateSegment(object, definition, opts)) {
    const m = /^conditions\.(\d+)\.(\w+)$/.exec(issue.path);
    if (m) byRow[Number(m[1])]![m[2]!] = issue.message;
  }
  return byRow;
}

/** The definition without its unfinished conditions: what the live count can already show. */
export function completePart(definition: SegmentDefinition, errors: readonly Record<string, string>[]): SegmentDefinition {
  return { match: definition.match, conditions: definition.conditions.filter((_, i) => Object.keys(errors[i] ?? {}).length === 0) };
}
