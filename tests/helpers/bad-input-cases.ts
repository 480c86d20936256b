import type { z } from 'zod';

// Builds the bad inputs of one route from its zod object schema; bad-input.ts sends them.

export type QueryValue = string | string[];
export type Sent =
  | { kind: 'json'; body: unknown }
  | { kind: 'raw'; payload: string; contentType: string }
  | { kind: 'none' }
  | { kind: 'query'; query: Record<string, QueryValue> };

export interface BadInputCase {
  name: string;
  /** The one field at fault, which the answer's `error.fields` must name. */
  field?: string;
  sent: Sent;
}

export type FieldKind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** What a field holds once optional/default/pipe wrappers are peeled off; enums list their values. */
export function fieldKind(s: z.ZodType): { kind: FieldKind; values?: string[] } {
  const def = defOf(s);
  if (def.innerType) return fieldKind(def.innerType);
  if (def.type === 'pipe' && def.in) return fieldKind(def.in);
  if (def.type === 'enum') return { kind: 'enum', values: Object.values(def.entries ?? {}).map(String) };
  if (def.type === 'literal') return { kind: 'enum', values: (def.values ?? []).map(String) };
  if (def.type === 'union') {
    const parts = (def.options ?? []).map(fieldKind);
    if (parts.length && parts.every((p) => p.kind === 'enum')) return { kind: 'enum', values: parts.flatMap((p) => p.values ?? []) };
    return { kind: 'other' };
  }
  if (['string', 'number', 'boolean', 'array', 'object'].includes(def.type)) return { kind: def.type as FieldKind };
  if (def.type === 'int' || def.type === 'bigint') return { kind: 'number' };
  return { kind: 'other' };
}

export const HUGE = 10_000;
const UNKNOWN_ENUM = 'not_a_known_value';

const jsonWrongTypes: [string, unknown][] = [
  ['a number', 12345],
  ['a string', 'some text'],
  ['an object', { value: 'x' }],
  ['an array', ['x']],
  ['null', null],
  ['a boolean', true],
];
const jsonOutOfRange: [string, unknown][] = [
  ['negative', -1],
  ['a fraction', 1.5],
  ['huge number', 1e15],
];
/** A query carries only text: wrong types are text where a number or choice is due, or a repeated key. */
function queryWrongValues(kind: FieldKind): [string, QueryValue][] {
  const common: [string, QueryValue][] = [
    ['empty', ''],
    ['text', 'some text'],
    ['repeated (array)', ['1', '2']],
  ];
  const numeric: [string, QueryValue][] = [
    ['negative', '-1'],
    ['zero', '0'],
    ['a fraction', '1.5'],
    ['huge number', '1000000000000000'],
  ];
  return kind === 'number' ? [...common, ...numeric] : common;
}

export interface CaseOptions {
  schema: z.ZodObject;
  valid: Record<string, unknown>;
  where: 'body' | 'query';
  /** String fields allowed to take 10,000 characters (long texts); every other string must refuse. */
  allowLong?: readonly string[];
}

const toWire = (v: unknown): QueryValue => (Array.isArray(v) ? v.map(String) : String(v));

/** A valid input as a query string carries it: strings, or repeated keys for arrays. */
export const toQueryInput = (valid: Record<string, unknown>): Record<string, QueryValue> =>
  Object.fromEntries(
    Object.entries(valid)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toWire(v)]),
  );

/**
 * Every bad input of the route. A generated input the schema itself accepts (null for a nullable
 * field, '5' for a coerced number) is not bad and is dropped, except over-long strings: a string
 * field without a maximum is a finding, so those are always sent.
 */
export function badInputCases(o: CaseOptions): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const rejects = (input: unknown) => !o.schema.safeParse(input).success;
  const base = o.where === 'query' ? toQueryInput(o.valid) : o.valid;
  const withField = (field: string, value: unknown) => ({ ...base, [field]: value });
  const send = (input: Record<string, unknown>): Sent =>
    o.where === 'query' ? { kind: 'query', query: input as Record<string, QueryValue> } : { kind: 'json', body: input };
  const add = (name: string, field: string | undefined, input: Record<string, unknown>, always = false) => {
    if (always || rejects(input)) cases.push({ name, ...(field ? { field } : {}), sent: send(input) });
  };

  for (const [field, fieldSchema] of Object.entries(o.schema.shape) as [string, z.ZodType][]) {
    const { kind, values } = fieldKind(fieldSchema);
    const rest = Object.fromEntries(Object.entries(base).filter(([k]) => k !== field));
    add(`${field}: missing`, field, rest);
    const wrong = o.where === 'query' ? queryWrongValues(kind) : [...jsonWrongTypes, ...(kind === 'number' ? jsonOutOfRange : [])];
    for (const [label, value] of wrong) add(`${field}: ${label}`, field, withField(field, value));
    if (kind === 'string' && !o.allowLong?.includes(field)) {
      const start = typeof o.valid[field] === 'string' ? (o.valid[field] as string) : '';
      add(`${field}: ${HUGE.toLocaleString('en')} characters`, field, withField(field, start + 'x'.repeat(HUGE)), true);
    }
    if (kind === 'enum') add(`${field}: unknown value (allowed: ${(values ?? []).join(', ')})`, field, withField(field, UNKNOWN_ENUM));
  }

  if (o.where === 'query') {
    add('empty query', undefined, {});
  } else {
    add('empty object', undefined, {});
    if (rejects(undefined)) cases.push({ name: 'no body at all', sent: { kind: 'none' } });
    cases.push({ name: 'empty JSON body', sent: { kind: 'raw', payload: '', contentType: 'application/json' } });
    const firstKey = Object.keys(o.schema.shape)[0] ?? 'x';
    cases.push({ name: 'malformed JSON', sent: { kind: 'raw', payload: `{"${firstKey}": `, contentType: 'application/json' } });
    if (rejects([o.valid])) cases.push({ name: 'a JSON array instead of an object', sent: { kind: 'json', body: [o.valid] } });
    if (rejects(null)) cases.push({ name: 'JSON null', sent: { kind: 'raw', payload: 'null', contentType: 'application/json' } });
  }
  return cases;
}
