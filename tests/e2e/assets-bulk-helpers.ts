import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The bulk assign as a person does it, and what the server holds afterwards.

export interface ServerAsset {
  id: string;
  asset_name: string;
  owner_employee_id: string | null;
  owner_employee_name: string | null;
  price: string | null;
  insert_method: string;
}

export interface TeamMember {
  id: string;
  name: string;
}

/** Every asset of the company as the server has them (base: another server's origin). */
export async function serverAssets(request: APIRequestContext, base = ''): Promise<ServerAsset[]> {
  const res = await request.get(`${base}/api/assets/list?per_page=2000`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ServerAsset[] }).data;
}

/** The bulk assets of one run: the price is chosen so no demo asset has it. */
export const bulkAssetsPriced = async (request: APIRequestContext, price: string, base = '') =>
  (await serverAssets(request, base)).filter((a) => a.insert_method === 'bulk' && Number(a.price) === Number(price));

/** The active people of the named teams, each once, as the server lists them. */
export async function teamMembers(request: APIRequestContext, teamNames: readonly string[], base = ''): Promise<TeamMember[]> {
  const teams = ((await (await request.get(`${base}/api/teams/list`)).json()) as { data: { id: string; name: string }[] }).data;
  const found = new Map<string, TeamMember>();
  for (const name of teamNames) {
    const team = teams.find((t) => t.name === name);
    expect(team, `team ${name}`).toBeTruthy();
    const res = await request.get(`${base}/api/employees/listByTeam?team_id=${team!.id}`);
    expect(res.ok()).toBe(true);
    for (const p of ((await res.json()) as { data: TeamMember[] }).data) found.set(p.id, { id: p.id, name: p.name });
  }
  return [...found.values()];
}

/** Step 1: the type through its search, and the price as typed. */
export async function chooseAsset(page: Page, typeName: string, price: string): Promise<void> {
  const type = page.getByRole('combobox', { name: 'Asset' });
  await type.click();
  await type.fill(typeName);
  await page
    .getByRole('option', { name: new RegExp(`^${typeName}`) })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Price excluding VAT' }).fill(price);
}

export const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();

export async function pickTeams(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check();
}

/** Step 3's 'x of y', from the progress bar. */
export const progressText = (page: Page) => page.getByRole('progressbar', { name: 'Assets sent' }).getAttribute('aria-valuetext');

export const itemRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'People and the state of their asset' }).getByRole('listitem').filter({ hasText: name });
