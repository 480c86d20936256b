// GET /api/assets/list on the server: p50 and p95 over a few orderings (the type's name, the
// owner's name, serial number, a custom field) and searches, as server-list-bench.ts does for cars.
import type { APIRequestContext } from '@playwright/test';
import { CUSTOM_COLUMN_PREFIX } from '../src/shared/custom-fields/custom-fields.schema';
import { BENCH_ASSET_CUSTOM_FIELD } from './asset-list-bench';
import { customFieldId, timeListQueries, type ServerListFigures } from './server-list-bench';

export async function benchAssetServerList(request: APIRequestContext, runs: number, timeoutMs: number): Promise<ServerListFigures> {
  const cfId = await customFieldId(request, 'asset', BENCH_ASSET_CUSTOM_FIELD);
  const cf = `${CUSTOM_COLUMN_PREFIX}${cfId}`;
  const queries: [string, string][] = [
    ['asset (default)', ''],
    ['person', 'orderby_column=person'],
    ['serial number, desc', 'orderby_column=serial_number&orderby_direction=desc'],
    [`custom field (${BENCH_ASSET_CUSTOM_FIELD})`, `orderby_column=${cf}&requested_cf_ids=${cfId}`],
    ['search "laptop"', 'search_term=laptop'],
    ['search "dell", by the custom field', `search_term=dell&orderby_column=${cf}&orderby_direction=desc&requested_cf_ids=${cfId}`],
    ['archived', 'show_deleted_only=1'],
    ['page 500 by person', 'orderby_column=person&page=500'],
  ];
  return timeListQueries(request, '/api/assets/list', queries, runs, timeoutMs);
}
