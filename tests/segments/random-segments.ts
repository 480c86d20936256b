import type { SegmentAccess } from '../../src/shared/segments/evaluate';
import { OPS_BY_KIND, type SegmentField } from '../../src/shared/segments/segment-fields';
import { SEGMENT_OPS, segmentDefinitionSchema, type SegmentDefinition, type SegmentDefinitionInput } from '../../src/shared/segments/segment.schema';
import type { Random } from './random';
import { DATES, EDGE_NEEDLES, NUMBERS, shiftDate, TEXTS } from './random-values';

// Random segment definitions whose values come mostly from the rows themselves (re-cased,
// sliced, shifted by a day, re-spelled with other digits), so conditions match some rows and not
// others, plus a share of edge values and of conditions that do not apply (unknown field, op of
// another kind, bad value), which both sides must answer alike too.

export interface SegmentWorld<Row> {
  fields: readonly SegmentField[];
  rows: readonly Row[];
  access: SegmentAccess<Row>;
  teamIds: readonly string[];
}

function sample<Row>(rnd: Random, w: SegmentWorld<Row>, field: string): unknown {
  return w.access.value(rnd.pick(w.rows), field);
}

function textValue(rnd: Random, seen: unknown, contains: boolean): string {
  const base = typeof seen === 'string' && seen !== '' ? seen : rnd.pick(TEXTS);
  if (!contains) return rnd.recase(base);
  if (rnd.chance(0.25)) return rnd.pick(EDGE_NEEDLES);
  const chars = Array.from(base);
  const start = rnd.int(0, Math.max(0, chars.length - 1));
  return rnd.recase(chars.slice(start, start + rnd.int(1, 4)).join(''));
}

function numberValue(rnd: Random, seen: unknown): string {
  const base = typeof seen === 'string' && seen !== '' ? seen : rnd.pick(NUMBERS);
  if (rnd.chance(0.2)) return base.includes('.') ? `${base}0` : `${base}.00`;
  return rnd.chance(0.2) ? rnd.pick(NUMBERS) : base;
}

function valueFor<Row>(rnd: Random, w: SegmentWorld<Row>, field: SegmentField, op: string): string | undefined {
  if (rnd.chance(0.03)) return rnd.pick([undefined, '', 'not a value', '2024-02-30', '12,50']);
  const seen = sample(rnd, w, field.id);
  switch (field.kind) {
    case 'text':
      return textValue(rnd, seen, op === 'contains');
    case 'enum':
      return rnd.chance(0.2) ? rnd.recase(rnd.pick(field.options ?? ['x'])) : rnd.pick(field.options ?? ['x']);
    case 'date':
      return shiftDate(typeof seen === 'string' ? seen : rnd.pick(DATES), rnd.pick([0, 0, -1, 1]));
    case 'number':
      return numberValue(rnd, seen);
    case 'flag':
      return rnd.pick(['0', '1']);
    case 'team': {
      const team = rnd.chance(0.1) ? rnd.uuid() : rnd.pick(w.teamIds);
      return rnd.chance(0.2) ? team.toUpperCase() : team;
    }
  }
}

function randomCondition<Row>(rnd: Random, w: SegmentWorld<Row>): SegmentDefinitionInput['conditions'][number] {
  if (rnd.chance(0.03)) return { field: rnd.pick(['nope', 'custom_field_gone', 'team_ids']), op: rnd.pick(SEGMENT_OPS), value: 'x' };
  const field = rnd.pick(w.fields);
  const op = rnd.chance(0.05) ? rnd.pick(SEGMENT_OPS) : rnd.pick(OPS_BY_KIND[field.kind]);
  const value = op === 'empty' || op === 'not_empty' ? undefined : valueFor(rnd, w, field, op);
  return value === undefined ? { field: field.id, op } : { field: field.id, op, value };
}

/** A random definition of 0 to 4 conditions, parsed by the schema as a saved one would be. */
export function randomDefinition<Row>(rnd: Random, w: SegmentWorld<Row>): SegmentDefinition {
  const count = rnd.chance(0.03) ? 0 : rnd.int(1, 4);
  const input: SegmentDefinitionInput = {
    match: rnd.pick(['all', 'any'] as const),
    conditions: Array.from({ length: count }, () => randomCondition(rnd, w)),
  };
  return segmentDefinitionSchema.parse(input);
}
