// GET /api/cars/list on the server: p50 and p95 of the answer time for a few orderings (a money,
// a date, a custom-field column) and searches, timed from Node through the signed-in context's
// session (loopback HTTP included; the browser is not involved).
import { performance } from 'node:perf_hooks';
import type { APIRequestContext } from '@playwright/test';
import { within } from './bench-env';
import { CUSTOM_COLUMN_PREFIX } from '../src/shared/custom-fields/custom-fields.schema';

export interface QueryFigures {
  name: string;
  query: string;
  p50: number;
  p95: number;
  /** Rows the filter matched (the answer's `count`). */
  count: number;
  runs: number[];
}

export interface ServerListFigures {
  /** Every timed request of every query together. */
  p50: number;
  p95: number;
  requests: number;
  queries: QueryFigures[];
}

/** The custom field the list benchmarks sort by (a money field of the demo, filled for 70 % of cars). */
export const BENCH_CUSTOM_FIELD = 'Monthly lease';
const WARM_UP = 2;

/** The nearest-rank percentile `p` (0-100] of `xs`. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 10) / 10;

export async function customFieldId(request: APIRequestContext, objectType: 'car' | 'asset', name: string): Promise<string> {
  const res = await request.get(`/api/custom_fields/getCustomFields?object_type=${objectType}`);
  if (!res.ok()) throw new Error(`custom fields: ${res.status()}`);
  const field = ((await res.json()) as { data: { id: string; name: string }[] }).data.find((f) => f.name === name);
  if (!field) throw new Error(`No ${objectType} custom field named ${name}`);
  return field.id;
}

/** `runs` timed requests per query after a short warm-up; every request bounded by `timeoutMs`. */
export async function benchServerList(request: APIRequestContext, runs: number, timeoutMs: number): Promise<ServerListFigures> {
  const cfId = await customFieldId(request, 'car', BENCH_CUSTOM_FIELD);
  const cf = `${CUSTOM_COLUMN_PREFIX}${cfId}`;
  const queries: [string, string][] = [
    ['vehicle (default)', ''],
    ['person', 'orderby_column=person'],
    ['catalogue value, desc', 'orderby_column=catalogue_value&orderby_direction=desc'],
    ['total cost', 'orderby_column=total_cost'],
    ['first registration date, desc', 'orderby_column=date_first_registration&orderby_direction=desc'],
    [`custom field (${BENCH_CUSTOM_FIELD})`, `orderby_column=${cf}&requested_cf_ids=${cfId}`],
    ['search "volvo"', 'search_term=volvo'],
    ['search "black", by the custom field', `search_term=black&orderby_column=${cf}&orderby_direction=desc&requested_cf_ids=${cfId}`],
    ['page 500 by plate', 'orderby_column=plate&page=500'],
  ];
  return timeListQueries(request, '/api/cars/list', queries, runs, timeoutMs);
}

/** GET `path`?per_page=10&… for each named query: `runs` timed requests after a short warm-up. */
export async function timeListQueries(
  request: APIRequestContext,
  path: string,
  queries: [string, string][],
  runs: number,
  timeoutMs: number,
): Promise<ServerListFigures> {
  const figures: QueryFigures[] = [];
  for (const [name, query] of queries) {
    const url = `${path}?per_page=10${query ? `&${query}` : ''}`;
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < WARM_UP + runs; i++) {
      const t0 = performance.now();
      const res = await within(timeoutMs, `GET ${url}`, request.get(url, { timeout: timeoutMs }));
      const body = (await res.json()) as { count?: number };
      const ms = performance.now() - t0;
      if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${JSON.stringify(body)}`);
      count = body.count ?? 0;
      if (i >= WARM_UP) times.push(ms);
    }
    figures.push({ name, query: url, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), count, runs: times.map(round) });
  }
  const all = figures.flatMap((f) => f.runs);
  return { p50: round(percentile(all, 50)), p95: round(percentile(all, 95)), requests: all.length, queries: figures };
}
