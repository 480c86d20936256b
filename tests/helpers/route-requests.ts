import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '../../src/server/http/access';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { uuidv7 } from '../../src/shared/ids';
import { samplePhoto } from '../../src/server/documents/sample-files';
import { validCar } from './cars-api';
import { toQueryString, DEMO_EMAILS, type Client, type Query } from './test-app';

// A well-formed request for any route, so that the permission matrix tests authorisation and not
// input validation. Routes without an entry get a random UUID for each path parameter and an
// empty JSON object as body; add an entry when a route needs more to pass validation.

/** Ids the caller may see, for filling path parameters and queries. */
export interface RequestContext {
  personId: string;
  teamId: string;
  /** A vehicle the caller may see; a random id when they see none (or no fleet at all). */
  carId?: string;
  /** An active asset the caller may see, and an asset type of their company (random ids when none). */
  assetId?: string;
  assetTypeId?: string;
  /** A single training of the caller's company and one of its participants the caller sees (random ids when none). */
  trainingId?: string;
  participantId?: string;
  /** A product of the caller's company and a licence the caller sees (random ids when none). */
  productId?: string;
  licenseId?: string;
}

interface Sample {
  params?: Record<string, string>;
  query?: Query;
  /** JSON, or a Buffer sent as is (give its content-type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
}

export const SAMPLE_REQUESTS: Record<string, (ctx: RequestContext) => Sample> = {
  'POST /api/auth/login': () => ({ body: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD } }),
  // Random: authorised callers get 404, and no impersonation starts.
  'POST /api/auth/impersonate': () => ({ body: { user_id: uuidv7() } }),
  'GET /api/employees/:id/detail': (ctx) => ({ params: { id: ctx.personId } }),
  'GET /api/employees/listByTeam': (ctx) => ({ query: { team_id: ctx.teamId } }),
  'GET /api/cars/list': () => ({ query: { per_page: 5, orderby_column: 'plate' } }),
  'GET /api/cars/:id/detail': (ctx) => ({ params: { id: ctx.carId ?? uuidv7() } }),
  'POST /api/cars/edit': (ctx) => ({ body: { car_id: ctx.carId ?? uuidv7(), color: 'Blue' } }),
  'GET /api/cars/list/excel': () => ({ query: { search_term: 'a' } }),
  'GET /api/car_types/list': () => ({ query: { keyword: 'golf' } }),
  // Each allowed caller adds one car that passes its company's rules.
  'POST /api/cars/add': () => ({ body: validCar() }),
  'POST /api/cars/car_exists': () => ({ body: { plate: '1-ABC-123' } }),
  // Archived, then (the next route) unarchived again: the caller's first car ends as it was.
  'POST /api/cars/delete': (ctx) => ({ body: { car_id: ctx.carId ?? uuidv7(), date_end: '2026-01-31' } }),
  'POST /api/cars/undelete': (ctx) => ({ body: { car_id: ctx.carId ?? uuidv7() } }),
  // Random: the support user gets 404, and nothing is deleted for good.
  'POST /api/cars/delete-permanently': () => ({ body: { car_id: uuidv7() } }),
  'GET /api/assets/list': () => ({ query: { per_page: 5, orderby_column: 'person', search_term: 'a' } }),
  'GET /api/assets/list/excel': () => ({ query: { search_term: 'laptop' } }),
  'GET /api/assets/:id/detail': (ctx) => ({ params: { id: ctx.assetId ?? uuidv7() } }),
  'GET /api/assets/employee/:id/pendingAssets': (ctx) => ({ params: { id: ctx.personId } }),
  'GET /api/asset_types/list': () => ({ query: { keyword: 'lap', page: 0 } }),
  // Each allowed caller assigns one asset to its first person (400 when that person has left).
  'POST /api/assets/add': (ctx) => ({ body: { id: uuidv7(), asset_type_id: ctx.assetTypeId ?? uuidv7(), owner_employee_id: ctx.personId, price: '99.00' } }),
  'POST /api/assets/edit': (ctx) => ({ body: { asset_id: ctx.assetId ?? uuidv7(), vendor: 'Matrix' } }),
  // Archived, then (the next route, admins only) unarchived again.
  'POST /api/assets/delete': (ctx) => ({ body: { asset_id: ctx.assetId ?? uuidv7() } }),
  'POST /api/assets/undelete': (ctx) => ({ body: { asset_id: ctx.assetId ?? uuidv7() } }),
  'GET /api/trainings/list': () => ({ query: { per_page: 5, orderby_column: 'people', search_term: 'a', trainings_filter: 'trainings' } }),
  'GET /api/trainings/:id/detail': (ctx) => ({ params: { id: ctx.trainingId ?? uuidv7() } }),
  'GET /api/trainings/:id/participants': (ctx) => ({ params: { id: ctx.trainingId ?? uuidv7() }, query: { per_page: 5, search_term: 'a' } }),
  'GET /api/trainings/participants/:id': (ctx) => ({ params: { id: ctx.participantId ?? uuidv7() } }),
  'GET /api/trainings/employee/:id': (ctx) => ({ params: { id: ctx.personId } }),
  // Each allowed caller adds one program and one training, and edits its first training.
  'POST /api/trainings/programs/add': () => ({ body: { id: uuidv7(), program_name: 'Matrix programme' } }),
  'POST /api/trainings/add': () => ({
    body: {
      id: uuidv7(),
      name: 'Matrix training',
      cost: '10',
      is_visible_for_employees: 1,
      is_price_visible_for_employees: 1,
      selected_teams: '',
      falls_under_fla: 0,
    },
  }),
  'POST /api/trainings/edit': (ctx) => ({ body: { training_id: ctx.trainingId ?? uuidv7(), leverancier: 'Matrix' } }),
  // Random: allowed callers get 404, and the demo trainings stay.
  'POST /api/trainings/delete': () => ({ body: { training_id: uuidv7() } }),
  'POST /api/trainings/remove_from_program': () => ({ body: { training_id: uuidv7() } }),
  'POST /api/trainings/add_to_program': () => ({ body: { training_id: uuidv7(), program_id: uuidv7() } }),
  'POST /api/trainings/participants/remove': () => ({ body: { training_id: uuidv7(), employee_id: uuidv7() } }),
  // The caller's first person joins its first training (or is told they already take part).
  'POST /api/trainings/participants/add': (ctx) => ({ body: { id: uuidv7(), training_id: ctx.trainingId ?? uuidv7(), employee_id: ctx.personId } }),
  'POST /api/trainings/participants/status': (ctx) => ({ body: { participant_id: ctx.participantId ?? uuidv7(), status: 'followed' } }),
  'POST /api/trainings/participants/result': (ctx) => ({ body: { participant_id: ctx.participantId ?? uuidv7(), result: 'passed' } }),
  'POST /api/asset_types/add': () => ({ body: { id: uuidv7(), name: `Matrix ${uuidv7()}`, picture: 'other' } }),
  'GET /api/software/licenses/list': () => ({ query: { per_page: 5, search: 'a' } }),
  'GET /api/software/licenses/list/grouped': () => ({ query: { segment_id: 'active', per_page: 5, search_term: 'a', orderby_column: 'person' } }),
  'GET /api/software/licenses/list/excel': () => ({ query: { segment_id: 'inactive', search_term: 'slack' } }),
  'GET /api/software/products/:id/detail': (ctx) => ({ params: { id: ctx.productId ?? uuidv7() } }),
  'GET /api/software/products/:id/custom-fields': (ctx) => ({ params: { id: ctx.productId ?? uuidv7() } }),
  'GET /api/software/licenses/:id/detail': (ctx) => ({ params: { id: ctx.licenseId ?? uuidv7() } }),
  'GET /api/software/licenses/product/:id/list': (ctx) => ({ params: { id: ctx.productId ?? uuidv7() }, query: { keyword: 'a' } }),
  'GET /api/software/licenses/employee/:employee_id/list': (ctx) => ({ params: { employee_id: ctx.personId } }),
  'GET /api/software/companies/suggest': () => ({ query: { query: 'slack', url: 'slack.com' } }),
  // Each allowed caller adds one product of its own name.
  'POST /api/software/products/add': () => ({ body: { id: uuidv7(), name: `Matrix ${uuidv7()}`, url: 'matrix.example.com' } }),
  // Random: allowed callers get 404, and the demo products stay.
  'POST /api/software/products/edit': () => ({ body: { product_id: uuidv7(), url: 'matrix.example.com' } }),
  'POST /api/software/products/delete': () => ({ body: { product_id: uuidv7() } }),
  // The caller's first person gets its first product (or is told they already hold one).
  'POST /api/software/licenses/add': (ctx) => ({ body: { id: uuidv7(), product_id: ctx.productId ?? uuidv7(), employee_id: ctx.personId } }),
  'POST /api/software/licenses/delete': () => ({ body: { license_id: uuidv7() } }),
  'POST /api/software/licenses/reactivate': () => ({ body: { license_id: uuidv7() } }),
  'POST /api/software/licenses/edit': (ctx) => ({ body: { license_id: ctx.licenseId ?? uuidv7(), username: 'matrix' } }),
  'GET /api/sync/pull': () => ({ query: { cursor: 0 } }),
  // A person: everyone signed in sees some. Each allowed caller adds one note.
  'GET /api/activity/:relatedObject/:relatedObjectId': (ctx) => ({ params: { relatedObject: 'employee', relatedObjectId: ctx.personId } }),
  'POST /api/activity/addNote': (ctx) => ({
    body: { id: uuidv7(), related_object: 'employee', related_object_id: ctx.personId, text: 'A note from the permission matrix' },
  }),
  'GET /api/tags/:object/:id/list': (ctx) => ({ params: { object: 'employee', id: ctx.personId } }),
  'GET /api/tags/:object/suggest': () => ({ params: { object: 'car' }, query: { keyword: 'a' } }),
  'GET /api/tags/:object/listUsedTags': () => ({ params: { object: 'car' } }),
  'POST /api/tags/updateTags': (ctx) => ({ body: { related_object: 'employee', related_object_id: ctx.personId, tag_names: ['Matrix'] } }),
  // People: every signed-in caller may see some (a type they may not see answers 403, tested apart).
  'GET /api/segments/list': () => ({ query: { object_type: 'employee' } }),
  // Each allowed caller saves a licence segment of its own name (no conditions: licences have no fields yet).
  'POST /api/segments/save': () => ({
    body: { id: uuidv7(), object_type: 'license', name: `Matrix ${uuidv7()}`, definition: { match: 'all', conditions: [] } },
  }),
  // Random: allowed callers get 404.
  'POST /api/segments/delete': () => ({ body: { id: uuidv7() } }),
  'GET /api/custom_fields/getCustomFields': () => ({ query: { object_type: 'employee' } }),
  // Random: allowed callers get 404.
  'GET /api/custom_fields/getCustomFieldOptions': () => ({ query: { custom_field_id: uuidv7() } }),
  'GET /api/custom_fields/:object/:id/values': (ctx) => ({ params: { object: 'employee', id: ctx.personId } }),
  // No value keys: allowed callers get the person's values row back unchanged.
  'POST /api/custom_fields/setCustomFieldValue': (ctx) => ({ body: { object_type: 'employee', object_id: ctx.personId } }),
  // Each allowed caller defines a field on licences, a type no other test looks at.
  'POST /api/custom_fields/save': () => ({ body: { id: uuidv7(), object_type: 'license', name: `Matrix ${uuidv7()}`, type: 'textfield' } }),
  'POST /api/custom_fields/delete': () => ({ body: { id: uuidv7() } }),
  // Files on a person (files on cars are out of reach for light access, whatever the right).
  'GET /api/documents/:object/:id/list': (ctx) => ({ params: { object: 'employee', id: ctx.personId } }),
  // Each allowed caller uploads one small photo.
  'POST /api/documents/:object/:id/upload': (ctx) => ({
    params: { object: 'employee', id: ctx.personId },
    query: { doc_id: uuidv7(), filename: 'Matrix photo.png', document_type: 'photo' },
    body: samplePhoto(8, 8),
    headers: { 'content-type': 'image/png' },
  }),
  // Random files: allowed callers get 404.
  'GET /api/documents/:object/:id/:docId/download': (ctx) => ({ params: { object: 'employee', id: ctx.personId } }),
  'POST /api/documents/:object/:id/:docId/delete': (ctx) => ({ params: { object: 'employee', id: ctx.personId } }),
};

/** The ids a caller may see: the first person of their people list and their first team. */
export async function requestContext(client: Client): Promise<RequestContext> {
  const people = await client.get('/api/employees/list');
  const teams = await client.get('/api/teams/list');
  const cars = await client.get('/api/cars/list');
  const assets = await client.get('/api/assets/list');
  const assetTypes = await client.get('/api/asset_types/list');
  const trainings = await client.get('/api/trainings/list', { trainings_filter: 'trainings', orderby_column: 'people', orderby_direction: 'desc' });
  const first = (res: typeof people) => (res.statusCode === 200 ? res.json<{ data: { id: string }[] }>().data[0]?.id : undefined);
  const trainingId = first(trainings);
  const participants = trainingId ? await client.get(`/api/trainings/${trainingId}/participants`) : undefined;
  const products = await client.get('/api/software/products/list');
  const licenses = await client.get('/api/software/licenses/list', { per_page: 1 });
  return {
    personId: first(people) ?? uuidv7(),
    teamId: first(teams) ?? uuidv7(),
    carId: first(cars) ?? uuidv7(),
    assetId: first(assets) ?? uuidv7(),
    assetTypeId: first(assetTypes) ?? uuidv7(),
    trainingId: trainingId ?? uuidv7(),
    participantId: (participants && first(participants)) ?? uuidv7(),
    productId: first(products) ?? uuidv7(),
    licenseId: first(licenses) ?? uuidv7(),
  };
}

export function requestFor(route: RouteAccess, ctx: RequestContext, cookie: string | undefined): InjectOptions {
  const sample = SAMPLE_REQUESTS[`${route.method} ${route.url}`]?.(ctx) ?? {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? uuidv7()));
  const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: `${path}${toQueryString(sample.query)}`,
    headers: { ...sample.headers, ...(cookie ? { cookie } : {}) },
    ...(hasBody ? { payload: (sample.body ?? {}) as InjectOptions['payload'] } : {}),
  };
}

/**
 * The same route with input that cannot be valid: a path parameter that is no id, an empty body,
 * no query. Authentication and authorisation must still answer first (401, 403).
 */
export function invalidRequestFor(route: RouteAccess, cookie: string | undefined): InjectOptions {
  const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: route.url.replace(/:(\w+)/g, 'not-an-id'),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  };
}
