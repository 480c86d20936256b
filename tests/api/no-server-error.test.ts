import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customValueKey, type CustomFieldWithValue } from '../../src/shared/custom-fields/custom-fields.schema';
import { isApiErrorBody } from '../../src/shared/errors';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';
import { requestsFor, routeInputs, toInject, type OpenApiDocument, type RequestParts, type RouteInput } from '../helpers/generated-requests';
import { requestContext, SAMPLE_REQUESTS, type RequestContext } from '../helpers/route-requests';

// No input gives a 500 (docs/architecture.md section 4): generated requests, starting from a
// well-formed one, go to every route the app documents that takes input, and none may answer 5xx;
// every refusal is in the API's error shape.
// The routes come from the app's own OpenAPI document, so a new area is covered without editing
// this file. FC_SEED=<seed> repeats a run whose failure printed that seed.

const { t, admin } = useApiTest();

/** Runs per route: about 1,500 requests in all, a few seconds on PGlite. FC_RUNS=500 searches harder. */
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS ?? 25);
/** Routes with nothing to vary that would end the admin's session. */
const LEFT_OUT = new Set(['POST /api/auth/logout', 'POST /api/auth/impersonate/stop']);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A well-formed request of the route: route-requests.ts's sample, else random ids and an empty body. */
function sampleOf(route: RouteInput, ctx: RequestContext, extra: Partial<Record<string, RequestParts>>): RequestParts {
  const key = `${route.method} ${route.url}`;
  const own = extra[key];
  if (own) return own;
  const sample = SAMPLE_REQUESTS[key]?.(ctx) ?? {};
  const params = Object.fromEntries(Object.keys(route.params).map((name) => [name, sample.params?.[name] ?? uuidv7()]));
  return { params, query: sample.query ?? {}, body: sample.body ?? (route.body ? {} : undefined), headers: sample.headers ?? {} };
}

describe('generated input', () => {
  it('never answers 5xx on any route that takes input', { timeout: 10_000 * RUNS_PER_ROUTE }, async () => {
    const doc = (await admin.get('/api/docs')).json<OpenApiDocument>();
    const ctx = await requestContext(admin);
    // Custom-field values have keys the document cannot name: a person's own fields, as they are.
    const values = (await admin.get(`/api/custom_fields/employee/${ctx.personId}/values`)).json<{ data: CustomFieldWithValue[] }>().data;
    // A template and a contract of the admin's, so HTML reaches the sanitizer and the database.
    const [template] = (await admin.get('/api/contract_template/list')).json<{ data: { id: string }[] }>().data;
    const contract = (await admin.get('/api/contract/list')).json<{ data: { id: string; status: string }[] }>().data.find((c) => c.status === 'draft');
    const body = (b: unknown): RequestParts => ({ params: {}, query: {}, headers: {}, body: b });
    const extra: Partial<Record<string, RequestParts>> = {
      'POST /api/custom_fields/setCustomFieldValue': body({
        object_type: 'employee',
        object_id: ctx.personId,
        ...Object.fromEntries(values.map((f) => [customValueKey(f.id), f.value])),
      }),
      'POST /api/contract_template/edit': body({ template_id: template?.id ?? uuidv7(), content_html: '<p>Fuzz</p>' }),
      'POST /api/contracts/edit': body({ contract_id: contract?.id ?? uuidv7(), content_html: '<p>Fuzz</p>' }),
      // A row with cells by column name, so its cells and column names vary (one row: the job is quick).
      'POST /api/import/:kind': {
        ...body({
          id: uuidv7(),
          file_name: 'fuzz.csv',
          file_hash: 'a'.repeat(64),
          skip_invalid: true,
          rows: [{ product: 'Fuzz', person: 'nobody@example.test' }],
        }),
        params: { kind: 'software' },
      },
    };

    const routes = routeInputs(doc).filter(
      (r) => !LEFT_OUT.has(`${r.method} ${r.url}`) && (Object.keys(r.params).length || Object.keys(r.query).length || r.body),
    );
    // CI repeats one seed, so a run that lands is reproducible; elsewhere every run tries new input.
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 1 : Date.now();
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(requestsFor(route, sampleOf(route, ctx, extra)), async (parts) => {
          const res = await t.app.inject(toInject(route, parts, admin.cookie ?? ''));
          sent++;
          if (res.statusCode >= 500) {
            serverErrors++;
            console.warn(`${res.statusCode} from ${route.method} ${route.url}: ${res.body.slice(0, 300)}`);
          }
          // Every refusal in the API's one shape, the router's own (a bad path) included.
          const shaped = res.statusCode < 400 || isApiErrorBody(parsed(res.body));
          if (!shaped) console.warn(`${res.statusCode} not in the API's shape from ${route.method} ${route.url}: ${res.body.slice(0, 300)}`);
          return res.statusCode < 500 && shaped;
        }),
        { numRuns: RUNS_PER_ROUTE, seed },
      );
      if (result.failed) {
        const request = JSON.stringify(result.counterexample?.[0]);
        const thrown = result.errorInstance instanceof Error ? ` threw ${result.errorInstance.message}` : '';
        failures.push(`${route.method} ${route.url}: ${request}${thrown}`);
      }
    }
    console.info(`generated input: ${sent} requests to ${routes.length} routes, ${serverErrors} answered 5xx (seed ${seed})`);
    expect(routes.length).toBeGreaterThan(40);
    expect(failures, `seed ${seed}`).toEqual([]);
  });
});
