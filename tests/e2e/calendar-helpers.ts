import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import { uuidv7 } from '../../src/shared/ids';

// The days-off push specs' own objects: requests made through the API for people of the demo's
// payroll service with nothing else in the month, and the payroll sandbox the run's server pushes to
// (playwright.config.ts starts it on E2E_PORT + 1219).

export const SANDBOX = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1219}`;

export interface SandboxDay {
  external_id: string;
  employee_ref: string;
  date: string;
  part: string;
  payroll_type_id: string;
}

export async function sandboxDays(request: APIRequestContext): Promise<SandboxDay[]> {
  const res = await request.get(`${SANDBOX}/__sandbox/days`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: SandboxDay[] }).data;
}

export async function sandboxMode(request: APIRequestContext, mode: string, times?: number): Promise<void> {
  const res = await request.post(`${SANDBOX}/__sandbox/mode`, { data: times ? { mode, times } : { mode } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Next month (offered by the push) and its second week's Monday. */
export function nextMonth(today = new Date()) {
  const first = startOfMonth(addMonths(today, 1));
  let monday = addDays(first, 7);
  while (monday.getDay() !== 1) monday = addDays(monday, 1);
  const day = (n: number) => format(addDays(monday, n), 'yyyy-MM-dd');
  return { year: first.getFullYear(), month: first.getMonth() + 1, from: format(first, 'yyyy-MM-dd'), to: format(addMonths(first, 1), 'yyyy-MM-dd'), day };
}

interface Integration {
  id: string;
  name: string;
}
interface Person {
  employee_id: string;
  name: string;
  link_source_app: string | null;
  iban: string | null;
}

export async function payrollService(request: APIRequestContext): Promise<Integration> {
  const res = await request.get('/api/integrations/list');
  const { data } = (await res.json()) as { data: Integration[] };
  return data.find((i) => i.name === 'Payroll service')!;
}

/** People of the integration with a payroll id and an IBAN and no request in [from, to], from the end of the list (other specs take none). */
export async function quietPeople(request: APIRequestContext, integrationId: string, m: { from: string; to: string }, count: number): Promise<Person[]> {
  const { data } = (await (await request.get(`/api/integrations/${integrationId}/people`)).json()) as { data: Person[] };
  // Not the caller's own person: nobody approves their own request.
  const me = (await (await request.get('/api/me')).json()) as { user: { employee_id: string | null } };
  const found: Person[] = [];
  for (const p of data.filter((d) => d.link_source_app && d.iban && d.employee_id !== me.user.employee_id).reverse()) {
    const res = await request.get(`/api/calendar/requests/list?employee_id=${p.employee_id}&from=${m.from}&to=${m.to}`);
    if (((await res.json()) as { count: number }).count === 0) found.push(p);
    if (found.length === count) break;
  }
  return found;
}

/**
 * A person of the integration not linked in the payroll (the demo leaves a few), one without a
 * request in [from, to] if there is: only the link spec takes them, and it links them for good.
 */
export async function unlinkedPerson(request: APIRequestContext, integrationId: string, m: { from: string; to: string }): Promise<Person> {
  const { data } = (await (await request.get(`/api/integrations/${integrationId}/people`)).json()) as { data: Person[] };
  const unlinked = data.filter((d) => !d.link_source_app);
  for (const p of unlinked) {
    const res = await request.get(`/api/calendar/requests/list?employee_id=${p.employee_id}&from=${m.from}&to=${m.to}`);
    if (((await res.json()) as { count: number }).count === 0) return p;
  }
  if (!unlinked[0]) throw new Error('The demo has nobody unlinked in the payroll service');
  return unlinked[0];
}

export async function typeId(request: APIRequestContext, alias: string): Promise<string> {
  const { data } = (await (await request.get('/api/calendar/types/list')).json()) as { data: { id: string; alias: string }[] };
  return data.find((t) => t.alias === alias)!.id;
}

export async function addRequest(
  request: APIRequestContext,
  r: { employee_id: string; day_off_type_id: string; start_date: string; end_date: string },
): Promise<string> {
  const id = uuidv7();
  const res = await request.post('/api/calendar/requests/add', { data: { id, ...r, details: 'Made by the push spec' } });
  expect(res.ok(), await res.text()).toBe(true);
  return id;
}

export async function approve(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.post(`/api/calendar/requests/${id}/approve`, { data: { request_id: id } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** On the push page's first step: nobody chosen, then these people. */
export async function choosePeople(page: Page, names: string[]): Promise<void> {
  const all = page.getByLabel(/Choose everyone shown/);
  // Everyone linked is chosen at first: everyone, then nobody.
  await all.check();
  await all.uncheck();
  await expect(page.getByText('0 chosen')).toBeVisible();
  for (const name of names) {
    await page.getByLabel('Search people').fill(name);
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await page.getByLabel('Search people').fill('');
  await expect(page.getByText(`${names.length} chosen`)).toBeVisible();
}
