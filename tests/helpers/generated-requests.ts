import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

// Generated requests for any route of the app, read from its OpenAPI document (GET /api/docs), so a
// new route is covered without naming it. A request starts from a well-formed sample (the route
// reaches its rules and the database) and changes one to three of its values: a path parameter, a
// query parameter or a field anywhere in the body, to a value of the type the schema asks for or of
// any other, with the texts that have hurt before (NUL, lone surrogates, control characters, in
// HTML too, year 0000 ...), a key of any text in an open object (an import row's column name),
// bodies nested thousands deep, and path parameters badly percent-encoded or over-long.

/** The part of a JSON schema the generator reads. */
interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One route as the document describes its input; `url` in Fastify's form (`/api/cars/:id/detail`). */
export interface RouteInput {
  method: string;
  url: string;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body's schema; undefined when the route takes none (or a file, not JSON). */
  body: JsonSchema | undefined;
}

export function routeInputs(doc: OpenApiDocument): RouteInput[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const of = (where: 'path' | 'query') => Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        params: of('path'),
        query: of('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A request's parts before it is sent; the body is JSON, or a Buffer sent as is. */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}

const MISSING = Symbol('missing');
type Path = readonly (string | number)[];

/** Texts that reached the database unchecked before: NUL, control characters, impossible dates. */
const NASTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0001\u0008\u000b\u001f\u007f',
  '\ud800',
  '\udc00x',
  '\uffff',
  '<p>a\u0000b</p>',
  '<p>\ud800</p><h2>\u0001</h2>',
  '0000-01-01',
  '0000-12-31',
  '9999-12-31',
  '10000-01-01',
  '2024-02-30',
  '01/05/2022',
  '2024-13-01T00:00:00Z',
  '-1',
  '1e999',
  'NaN',
  '',
  ' ',
  "'; select 1; --",
  '\\',
  '%',
  '_',
  'null',
  'true',
  '[2]',
];

/**
 * A value nested this many arrays deep: written into the JSON text by toInject (JSON.stringify
 * itself could not), so deep nesting can stand anywhere in a body, or be the whole body.
 */
const DEEP_MARK = '\u0001deep\u0001';
const deepNesting: fc.Arbitrary<string> = fc.constantFrom(64, 10_000).map((n) => `${DEEP_MARK}${n}`);
const writeDeepNesting = (json: string) =>
  json.replace(new RegExp(`"${DEEP_MARK.replaceAll('\u0001', '\\\\u0001')}(\\d+)"`, 'g'), (_, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)));

/** Path segments sent as they are, not percent-encoded: bad encoding the router must refuse in the API's shape. */
const RAW_MARK = '\u0001raw\u0001';
const rawSegment: fc.Arbitrary<string> = fc.constantFrom('%ff', '%', '%c0%af', '%e2%82').map((raw) => `${RAW_MARK}${raw}`);
/** A path parameter longer than the router takes (Fastify's maxParamLength, 100). */
const overLongParam: fc.Arbitrary<string> = fc.integer({ min: 101, max: 400 }).map((n) => 'a'.repeat(n));

const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** Any text: full Unicode (lone surrogates too), with the nasty ones and date-like ones often. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 10 }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`) },
  { weight: 2, arbitrary: dateLike },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })).map(String) },
);

const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 1, 2, -1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(null, true, false, '', [], {}, [2]), fc.jsonValue({ maxDepth: 2 }), anyText, anyNumber);

/** A text near the schema's limit, for the few bytes past it that a check forgets. */
const nearLimit = (max: number) =>
  fc.tuple(fc.integer({ min: Math.min(Math.max(0, max - 2), 8000), max: Math.min(max + 2, 8000) }), anyText).map(([n, s]) => (s + 'x'.repeat(n)).slice(0, n));

/**
 * A value of the type the schema names, or sometimes of any other. `names`: the property names
 * around it, which an open object's keys are often drawn from (an edit's `base` is keyed by the
 * edit's own fields, and only those keys reach the code that reads it).
 */
function valueFor(schema: JsonSchema | undefined, depth = 0, names: readonly string[] = []): fc.Arbitrary<unknown> {
  const typed: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum) typed.push(fc.constantFrom(...schema.enum));
  for (const option of schema?.anyOf ?? []) typed.push(valueFor(option, depth + 1, names));
  if (schema?.nullable) typed.push(fc.constant(null));
  switch (schema?.type) {
    case 'string':
      typed.push(anyText, ...(schema.maxLength !== undefined ? [nearLimit(schema.maxLength)] : []), ...(schema.format === 'uuid' ? [fc.uuid()] : []));
      break;
    case 'number':
    case 'integer':
      typed.push(anyNumber, ...(schema.minimum !== undefined ? [fc.constant(schema.minimum), fc.constant(schema.minimum - 1)] : []));
      break;
    case 'boolean':
      typed.push(fc.boolean());
      break;
    case 'array':
      if (depth < 3) typed.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }));
      break;
    case 'object':
      if (depth < 3 && schema.properties)
        typed.push(
          fc.record(Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, valueFor(s, depth + 1, Object.keys(schema.properties!))])), {
            requiredKeys: [],
          }),
        );
      // An open object (an edit's `base`: fields' values before): keys of any text or of the fields around it, values of its schema or of none.
      if (depth < 3 && schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
        const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        const key = names.length ? fc.oneof(anyText, fc.constantFrom(...names)) : anyText;
        typed.push(fc.dictionary(key, valueFor(value, depth + 1), { maxKeys: 3 }));
      }
      break;
  }
  const other = fc.oneof({ weight: 6, arbitrary: anyJson }, { weight: 1, arbitrary: deepNesting });
  return typed.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...typed) }, { weight: 1, arbitrary: other }) : other;
}

/** What a path parameter or a query parameter can be: a text, or (query) a repeated key. */
function wireValueFor(schema: JsonSchema, repeatable: boolean): fc.Arbitrary<unknown> {
  const text = valueFor(schema).map((v) => (typeof v === 'string' && !v.startsWith(DEEP_MARK) ? v : (JSON.stringify(v) ?? '')));
  if (repeatable) return fc.oneof({ weight: 6, arbitrary: text }, { weight: 1, arbitrary: fc.array(anyText, { minLength: 2, maxLength: 3 }) });
  return fc.oneof({ weight: 8, arbitrary: text }, { weight: 1, arbitrary: rawSegment }, { weight: 1, arbitrary: overLongParam });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

function childSchema(schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  if (!schema) return undefined;
  const options = [schema, ...(schema.anyOf ?? [])];
  for (const s of options) {
    if (typeof key === 'number' && s.items) return s.items;
    if (typeof key === 'string' && s.properties?.[key]) return s.properties[key];
    if (typeof key === 'string' && typeof s.additionalProperties === 'object') return s.additionalProperties;
  }
  return undefined;
}

/** Every place of a body that can change: each value in the sample and each property the schema names. */
interface BodyPlace {
  path: Path;
  schema: JsonSchema | undefined;
  /** The property names of the object it stands in. */
  names: string[];
  /** An open object (a record: an import row's cells by column name): a key of any text added to it. */
  newKeyOf?: { sample: Record<string, unknown>; value: JsonSchema };
}

function bodyPaths(sample: unknown, schema: JsonSchema | undefined, prefix: Path = []): BodyPlace[] {
  const out: BodyPlace[] = [];
  const keys = new Set<string | number>();
  if (isPlainObject(sample)) for (const k of Object.keys(sample)) keys.add(k);
  if (Array.isArray(sample)) sample.forEach((_, i) => keys.add(i));
  if (!Array.isArray(sample)) for (const k of Object.keys(schema?.properties ?? {})) keys.add(k);
  const open = [schema, ...(schema?.anyOf ?? [])].find((x) => typeof x?.additionalProperties === 'object')?.additionalProperties;
  if (isPlainObject(sample) && typeof open === 'object') out.push({ path: prefix, schema, names: [], newKeyOf: { sample, value: open } });
  const names = [...keys].filter((k): k is string => typeof k === 'string');
  for (const key of keys) {
    const path = [...prefix, key];
    const s = childSchema(schema, key);
    out.push({ path, schema: s, names });
    const child = isPlainObject(sample) ? sample[key as string] : Array.isArray(sample) ? (sample as unknown[])[key as number] : undefined;
    if (typeof child === 'object' && child !== null) out.push(...bodyPaths(child, s, path));
  }
  return out;
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy = (Array.isArray(target) ? [...(target as unknown[])] : isPlainObject(target) ? { ...target } : {}) as Record<string | number, unknown>;
  const next = setAt(copy[key], rest, value);
  if (next === MISSING) delete copy[key];
  else copy[key] = next;
  return copy;
}

/**
 * Requests for one route: its sample with one to three values changed, or now and then a body that
 * is any JSON at all. Shrinks towards fewer and simpler changes, so a failure names the value at fault.
 */
export function requestsFor(route: RouteInput, sample: RequestParts): fc.Arbitrary<RequestParts> {
  const places: { path: Path; value: fc.Arbitrary<unknown> }[] = [
    ...Object.entries(route.params).map(([name, s]) => ({ path: ['params', name], value: wireValueFor(s, false) })),
    ...Object.entries(route.query).map(([name, s]) => ({ path: ['query', name], value: wireValueFor(s, true) })),
  ];
  const jsonBody = route.body !== undefined && !Buffer.isBuffer(sample.body);
  if (jsonBody)
    for (const p of bodyPaths(sample.body, route.body)) {
      const added = p.newKeyOf;
      const value = added ? fc.tuple(anyText, valueFor(added.value)).map(([k, v]) => ({ ...added.sample, [k]: v })) : valueFor(p.schema, 0, p.names);
      places.push({ path: ['body', ...p.path], value });
    }
  if (!places.length) return fc.constant(sample);
  // Mostly one change, so the rest of the request stays good and the changed value reaches the database.
  const some = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...places).map((p) => [p]) },
    { weight: 1, arbitrary: fc.subarray(places, { minLength: 1, maxLength: Math.min(3, places.length) }) },
  );
  const changed = some.chain((chosen) =>
    fc
      .tuple(...chosen.map((c) => fc.oneof({ weight: 6, arbitrary: c.value }, { weight: 1, arbitrary: fc.constant<unknown>(MISSING) })))
      .map((values) => chosen.reduce<unknown>((parts, c, i) => setAt(parts, c.path, values[i]), sample) as RequestParts),
  );
  if (!jsonBody) return changed;
  const anyBody = fc.oneof(anyJson, deepNesting);
  return fc.oneof({ weight: 12, arbitrary: changed }, { weight: 1, arbitrary: anyBody.map((body) => ({ ...sample, body })) });
}

/** A path segment percent-encoded; a lone surrogate, which encodeURIComponent refuses, as the bytes a careless client sends. */
function pathSegment(text: string): string {
  if (text.startsWith(RAW_MARK)) return text.slice(RAW_MARK.length);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** The request as app.inject takes it. */
export function toInject(route: RouteInput, parts: RequestParts, cookie: string): InjectOptions {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => pathSegment(parts.params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(parts.query)) for (const item of [v].flat()) if (item !== undefined) query.append(k, String(item));
  const search = query.toString();
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const raw = Buffer.isBuffer(parts.body);
  return {
    method: route.method as InjectOptions['method'],
    url: `${path}${search ? `?${search}` : ''}`,
    headers: { ...parts.headers, cookie, ...(hasBody && !raw ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: raw ? (parts.body as Buffer) : writeDeepNesting(JSON.stringify(parts.body) ?? 'null') } : {}),
  };
}
