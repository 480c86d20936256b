import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, sessions } from '../../src/server/db/schema/auth';
import { employees } from '../../src/server/db/schema/people';
import { impersonateBodySchema, loginBodySchema } from '../../src/shared/auth/auth.schema';
import { employeesListQuerySchema } from '../../src/shared/people/people.schema';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { expectBadInputRejected } from '../helpers/bad-input';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';
import { routeInputs, type OpenApiDocument } from '../helpers/generated-requests';
import { requestContext } from '../helpers/route-requests';
import { cars } from '../../src/server/db/schema/fleet';
import { documents } from '../../src/server/db/schema/documents';
import { MAX_JSON_DEPTH, MAX_PATH_PARAM_LENGTH } from '../../src/shared/limits';
import { messages } from '../../src/shared/messages';

// Bad input is refused with 400, a message and the field at fault, never 500, and changes nothing.
const { t, facts } = useApiTest();

const authRows = async () => ({
  sessions: await t.db.select().from(sessions).orderBy(sessions.token_hash),
  failures: await t.db.select().from(loginFailures).orderBy(loginFailures.key),
});

describe('bad input', () => {
  it('POST /api/auth/login refuses every malformed sign-in without counting it as a failed attempt', async () => {
    const cases = await expectBadInputRejected({
      app: t.app,
      method: 'POST',
      url: '/api/auth/login',
      schema: loginBodySchema,
      valid: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD },
      snapshot: authRows,
      validStatus: false,
      minCases: 15,
    });
    expect(cases.map((c) => c.name)).toContain('password: 10,000 characters');
  });

  it('POST /api/auth/login still signs in with the valid input afterwards', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('GET /api/employees/list refuses bad paging, sorting, flags and team ids', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const cases = await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/employees/list',
      schema: employeesListQuerySchema,
      valid: {
        search_term: 'a',
        show_all: '1',
        page: 0,
        per_page: 10,
        orderby_column: 'name',
        orderby_direction: 'desc',
        team_id: facts.teamId('Demo Company', 'Sales'),
      },
      snapshot: () => t.db.select({ id: employees.id, version: employees.version }).from(employees).orderBy(employees.id),
      minCases: 20,
    });
    const names = cases.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['per_page: huge number', 'page: negative', 'search_term: 10,000 characters', 'team_id: text']));
    expect(names.some((n) => n.startsWith('orderby_column: unknown value'))).toBe(true);
  });

  it('POST /api/auth/impersonate refuses bad user ids and leaves the session as it was', async () => {
    const support = t.client(await t.login(DEMO_EMAILS.support));
    await expectBadInputRejected({
      app: t.app,
      cookie: support.cookie,
      method: 'POST',
      url: '/api/auth/impersonate',
      schema: impersonateBodySchema,
      valid: { user_id: facts.userId(DEMO_EMAILS.manager) },
      snapshot: authRows,
      minCases: 10,
    });
    // The valid input was sent last: it started acting as the manager.
    expect((await support.me()).user.email).toBe(DEMO_EMAILS.manager);
  });
});

/** A JSON value nested `levels` deep: arrays in arrays. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('a body nested deeper than the API takes', () => {
  const tooDeep = { code: 'invalid_input', message: messages.http.tooDeep(MAX_JSON_DEPTH) };
  const postRaw = (url: string, payload: string, cookie: string | undefined) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: cookie ?? '', 'content-type': 'application/json' } });

  it('is refused with 400 in the API’s shape on every edit the fuzzer found, and the car stays as it was', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const ctx = await requestContext(admin);
    const carBefore = await t.db.select().from(cars).where(eq(cars.id, ctx.carId!));
    const deep = nested(10_000);
    const bodies: [string, string][] = [
      ['/api/cars/edit', `{"car_id":"${ctx.carId}","color":"Deep","base":{"color":${deep}}}`],
      ['/api/assets/edit', `{"asset_id":"${ctx.assetId}","vendor":"Deep","base":{"vendor":${deep}}}`],
      ['/api/trainings/edit', `{"training_id":"${ctx.trainingId}","name":"Deep","base":${deep}}`],
      ['/api/trainings/participants/status', `{"participant_id":"${ctx.participantId}","base":${deep}}`],
      ['/api/trainings/reminders/edit', `{"base":${deep}}`],
      ['/api/software/products/edit', `{"product_id":"${ctx.productId}","name":"Deep","base":${deep}}`],
      ['/api/software/licenses/edit', `{"license_id":"${ctx.licenseId}","base":${deep}}`],
      ['/api/contract_template/edit', `{"base":${deep}}`],
      ['/api/contracts/edit', `{"base":${deep}}`],
      ['/api/contracts/editName', `{"base":${deep}}`],
      // The import's batch, whose body is read in a worker thread.
      ['/api/import/car', `{"file_name":"deep.csv","rows":[{"plate":${deep}}]}`],
      // Just past the limit: the bound, not only a stack's size, decides.
      ['/api/cars/edit', `{"car_id":"${ctx.carId}","color":"Deep","base":${nested(MAX_JSON_DEPTH)}}`],
    ];
    for (const [url, body] of bodies) {
      const res = await postRaw(url, body, admin.cookie);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(errorOf(res), url).toEqual(tooDeep);
    }
    expect(await t.db.select().from(cars).where(eq(cars.id, ctx.carId!))).toEqual(carBefore);
  });

  it('is refused on a document’s delete, whatever the body, and the document stays', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const [doc] = await t.db.select().from(documents).orderBy(documents.id).limit(1);
    const url = `/api/documents/${doc!.related_object}/${doc!.related_object_id}/${doc!.id}/delete`;
    const res = await postRaw(url, nested(10_000), admin.cookie);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(errorOf(res)).toEqual(tooDeep);
    expect(await t.db.select().from(documents).where(eq(documents.id, doc!.id))).toEqual([doc]);
  });

  it('is taken at the depth the app sends (a body of objects in arrays a few levels deep)', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const ctx = await requestContext(admin);
    const res = await admin.post('/api/cars/edit', { car_id: ctx.carId, color: 'Graphite', base: { color: null, note: [[[{ a: [1] }]]] } });
    expect(res.statusCode, res.body.slice(0, 200)).not.toBe(500);
    expect(errorOf(res).message).not.toBe(tooDeep.message);
  });
});

describe('an address the router cannot read', () => {
  it('answers in the API’s shape: 400 for bad percent-encoding, 414 for a parameter longer than any id', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const cases: [string, string, number, string][] = [
      ['GET', '/api/cars/%ff/detail', 400, messages.http.badUrl],
      ['POST', '/api/calendar/requests/%ff/approve', 400, messages.http.badUrl],
      ['GET', `/api/cars/${'a'.repeat(MAX_PATH_PARAM_LENGTH + 1)}/detail`, 414, messages.http.paramTooLong],
      ['GET', `/api/sign/${'t'.repeat(MAX_PATH_PARAM_LENGTH + 20)}`, 414, messages.http.paramTooLong],
    ];
    for (const [method, url, status, message] of cases) {
      const res = await admin.request({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${url.slice(0, 60)}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.json(), url.slice(0, 60)).toEqual({ error: { code: 'invalid_input', message } });
    }
  });
});

describe('answers no cache may keep', () => {
  it('every GET of the API without a path parameter (the lists of people, licences, participants, contracts, days off, the session) says no-store', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    const doc = (await admin.get('/api/docs')).json<OpenApiDocument>();
    const lists = routeInputs(doc).filter((r) => r.method === 'GET' && !Object.keys(r.params).length);
    expect(lists.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/me', '/api/employees/list', '/api/software/licenses/list', '/api/contract/list']));
    for (const route of lists) {
      const res = await admin.request({ method: 'GET', url: route.url });
      expect(res.headers['cache-control'], `${route.url} (${res.statusCode})`).toBe('no-store');
    }
  });

  it('the signing link’s API says no-store, for an unknown link too', async () => {
    const res = await t.anonymous.get(`/api/sign/${'x'.repeat(40)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
