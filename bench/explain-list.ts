// EXPLAIN ANALYZE of the slowest GET /api/cars/list query of a run (by p95), read from the stopped
// server's own database: the query is built by the same listCars the route calls, and its SQL
// taken as it reaches PGlite, so the plan is the one the server ran.
import { sql } from 'drizzle-orm';
import { listFields } from '../src/server/custom-fields/custom-fields.repo';
import { newPglite, openPglite } from '../src/server/db/database';
import { listCars } from '../src/server/fleet/cars.repo';
import { CUSTOM_COLUMN_PREFIX } from '../src/shared/custom-fields/custom-fields.schema';
import { carsListQuerySchema } from '../src/shared/fleet/fleet.schema';
import type { ServerListFigures } from './server-list-bench';

export interface ListPlan {
  /** The query's name in the bench, its p95 and its URL. */
  name: string;
  p95: number;
  query: string;
  /** The page query's EXPLAIN (ANALYZE, BUFFERS) lines, then the count's. */
  page: string[];
  count: string[];
}

type Sent = [string, unknown[]];

export async function explainSlowest(dataDir: string, figures: ServerListFigures, company = 'Demo Company'): Promise<ListPlan> {
  const slowest = [...figures.queries].sort((a, b) => b.p95 - a.p95)[0]!;
  const client = newPglite({ dataDir: `${dataDir}/pglite` });
  try {
    const { db } = await openPglite(client);
    const sent: Sent[] = [];
    const query = client.query.bind(client);
    // Every statement listCars sends, kept to be explained.
    Object.assign(client, {
      query: (text: string, params?: unknown[], options?: object) => {
        sent.push([text, params ?? []]);
        return query(text, params as never, options as never);
      },
    });
    const [found] = await db.execute(sql`select id from companies where name = ${company}`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const fields = await listFields(db, found!.id, 'car');
    const q = carsListQuerySchema.parse(Object.fromEntries(new URL(slowest.query, 'http://bench').searchParams));
    const sortField = fields.find((f) => q.orderby_column === `${CUSTOM_COLUMN_PREFIX}${f.id}`) ?? null;
    await listCars(db, { companyId: found!.id, teamIds: null }, q, undefined, { sortField, searchFields: q.search_term.trim() ? fields : [] });
    const explain = async ([text, params]: Sent) => {
      const res = await query(`explain (analyze, buffers) ${text}`, params as never);
      return (res.rows as Record<string, string>[]).map((r) => r['QUERY PLAN']!);
    };
    const page = sent.find(([text]) => / limit \$\d+/.test(text));
    const count = sent.find(([text]) => text.startsWith('select count(*)'));
    return {
      name: slowest.name,
      p95: slowest.p95,
      query: slowest.query,
      page: page ? await explain(page) : [],
      count: count ? await explain(count) : ['(none: the count was kept from an earlier request)'],
    };
  } finally {
    await client.close();
  }
}
