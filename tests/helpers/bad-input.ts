/**
 * Bad input must never hurt: every route answers it with 400 and a readable message, never 500,
 * and changes nothing (docs/architecture.md section 4).
 *
 * Use it once per route that takes a body or a query, with the route's own zod object schema
 * from src/shared (the same one the server validates with), a valid input, and a snapshot of the
 * rows the route could change:
 *
 *   it('refuses bad input to POST /api/cars/create and changes nothing', async () => {
 *     await expectBadInputRejected({
 *       app: t.app,
 *       cookie: (await t.as('admin@demo.test')).cookie,
 *       method: 'POST',
 *       url: '/api/cars/create',
 *       schema: carCreateSchema,                 // a z.object(...)
 *       valid: { plate: '1-ABC-123', co2: 120 },  // accepted as is
 *       snapshot: () => t.db.select().from(cars),  // or a row count
 *       allowLong: ['note'],                       // strings that may take 10,000 characters
 *     });
 *   });
 *
 * GET routes send the cases as the query string (`where: 'query'` is the default for GET). For
 * each top-level field of the schema it sends: the field missing, each wrong type (number, string, object, array, null,
 * boolean; for a query: empty, text, negative, zero, fraction, huge, repeated key), 10,000
 * characters for strings, an unknown value for enums; plus an empty object, no body, an empty
 * JSON body, malformed JSON, an array and null (body routes) or an empty query. Inputs the schema
 * itself accepts are skipped. Each answer must be 400 with `error.code` 'invalid_input', a
 * non-empty `error.message` and, where one field is at fault, `error.fields[field]`; the snapshot
 * must not change. Last, the valid input is sent and must succeed (2xx, or `validStatus`; `false`
 * to skip), which proves the bad answers were about the input and not the route or the session.
 * All failures are reported together, one line per case. `runBadInput` answers them instead of
 * asserting, for routes that need a custom check.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { badInputCases, toQueryInput, type BadInputCase, type Sent } from './bad-input-cases';

export interface BadInputSpec {
  app: FastifyInstance;
  /** Cookie header of a session allowed to use the route; none for public routes. */
  cookie?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with real ids in it, e.g. `/api/cars/${id}/edit`. */
  url: string;
  schema: z.ZodObject;
  valid: Record<string, unknown>;
  where?: 'body' | 'query';
  /** Rows the route could change, compared before and after every case. */
  snapshot?: () => Promise<unknown>;
  allowLong?: readonly string[];
  validStatus?: number | false;
}

export interface BadInputReport {
  cases: BadInputCase[];
  failures: string[];
}

function injectOptions(spec: BadInputSpec, sent: Sent): InjectOptions {
  const headers: Record<string, string> = spec.cookie ? { cookie: spec.cookie } : {};
  const base = { method: spec.method, url: spec.url, headers };
  switch (sent.kind) {
    case 'json':
      return { ...base, payload: JSON.stringify(sent.body), headers: { ...headers, 'content-type': 'application/json' } };
    case 'raw':
      return { ...base, payload: sent.payload, headers: { ...headers, 'content-type': sent.contentType } };
    case 'none':
      return base;
    case 'query': {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(sent.query)) for (const item of [v].flat()) params.append(k, item);
      return { ...base, url: `${spec.url}?${params.toString()}` };
    }
  }
}

function problemsOf(c: BadInputCase, status: number, text: string): string[] {
  if (status !== 400) return [`answered ${status} instead of 400: ${text.slice(0, 200)}`];
  let body: { error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return [`answer is not JSON: ${text.slice(0, 200)}`];
  }
  const problems: string[] = [];
  if (body.error?.code !== 'invalid_input') problems.push(`error.code is ${String(body.error?.code)}, not invalid_input`);
  if (typeof body.error?.message !== 'string' || !body.error.message.trim()) problems.push('error.message is empty');
  if (c.field) {
    const entry = Object.entries(body.error?.fields ?? {}).find(([k]) => k === c.field || k.startsWith(`${c.field}.`));
    if (!entry || typeof entry[1] !== 'string' || !entry[1].trim())
      problems.push(`error.fields does not name ${c.field}: ${JSON.stringify(body.error?.fields)}`);
  }
  return problems;
}

/** Sends every bad input of the route and answers what went wrong (nothing, when all is well). */
export async function runBadInput(spec: BadInputSpec): Promise<BadInputReport> {
  const where = spec.where ?? (spec.method === 'GET' ? 'query' : 'body');
  const cases = badInputCases({ schema: spec.schema, valid: spec.valid, where, ...(spec.allowLong ? { allowLong: spec.allowLong } : {}) });
  const failures: string[] = [];
  const before = spec.snapshot ? await spec.snapshot() : undefined;
  for (const c of cases) {
    const res = await spec.app.inject(injectOptions(spec, c.sent));
    for (const p of problemsOf(c, res.statusCode, res.body)) failures.push(`${c.name}: ${p}`);
    if (spec.snapshot && !isDeepStrictEqual(await spec.snapshot(), before)) failures.push(`${c.name}: changed the data`);
  }
  if (spec.validStatus !== false) {
    const validSent: Sent = where === 'query' ? { kind: 'query', query: toQueryInput(spec.valid) } : { kind: 'json', body: spec.valid };
    const res = await spec.app.inject(injectOptions(spec, validSent));
    const ok = spec.validStatus === undefined ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === spec.validStatus;
    if (!ok) failures.push(`the valid input answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  return { cases, failures };
}

/** runBadInput, asserting that no case failed and that at least `minCases` were sent. */
export async function expectBadInputRejected(spec: BadInputSpec & { minCases?: number }): Promise<BadInputCase[]> {
  const { cases, failures } = await runBadInput(spec);
  expect(failures, `${spec.method} ${spec.url}`).toEqual([]);
  expect(cases.length).toBeGreaterThanOrEqual(spec.minCases ?? 1);
  return cases;
}
