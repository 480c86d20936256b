import { expect } from 'vitest';
import type { ContractItem, ContractTemplateItem, ContractTemplateType, LibraryTemplate } from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { Client, Query, Response } from './test-app';

// Calls and fixtures of the contracts API tests (tests/api/contracts-*.test.ts): templates,
// contracts, policies, the preview and the Word conversion (software-contracts-push.md section 7,
// fleet-and-assets.md section 7).

export interface ContractDetail {
  data: ContractItem;
  contract_html: string;
  unfilled_shortcodes: string[];
}

export interface ShortcodeRow {
  shortcode: string;
  hashtag: string;
  group: string;
  label: string;
  custom: boolean;
  value: string | null;
  filled: boolean;
}

export interface HashtagRow {
  hashtag: string;
  shortcode: string;
  group: string;
  label: string;
}

/** A POST to the API (every contracts write is JSON). */
export const post = (c: Client, url: string, body: unknown): Promise<Response> => c.post(url, body);

/** A POST asserted to answer 200, as JSON. */
export async function postOk<T>(c: Client, url: string, body: unknown): Promise<T> {
  const res = await c.post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

/** A GET asserted to answer 200, as JSON. */
export async function getOk<T>(c: Client, url: string, query: Query = {}): Promise<T> {
  const res = await c.get(url, query);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

export const templatesApi = async (c: Client, type?: ContractTemplateType) =>
  (await getOk<{ data: ContractTemplateItem[] }>(c, '/api/contract_template/list', type ? { type } : {})).data;
export const templateDetailApi = async (c: Client, id: string) => (await getOk<{ data: ContractTemplateItem }>(c, `/api/contract_template/${id}/detail`)).data;
export const templateNamed = async (c: Client, name: string): Promise<ContractTemplateItem> => {
  const found = (await templatesApi(c)).find((t) => t.name === name);
  if (!found) throw new Error(`No template ${name}`);
  return found;
};

export const contractsApi = async (c: Client) => (await getOk<{ data: ContractItem[] }>(c, '/api/contract/list')).data;
export const employeeContractsApi = async (c: Client, employeeId: string) =>
  (await getOk<{ data: ContractItem[] }>(c, `/api/contract/employee/${employeeId}/list`)).data;
export const contractDetailApi = (c: Client, id: string) => getOk<ContractDetail>(c, `/api/contract/${id}/detail`);
export const shortcodesApi = async (c: Client, id: string) => (await getOk<{ data: ShortcodeRow[] }>(c, `/api/contracts/shortcodes/${id}/list`)).data;
export const hashtagsApi = async (c: Client) => (await getOk<{ data: HashtagRow[] }>(c, '/api/contract_template/hashtags')).data;
export const libraryApi = (c: Client, query: Query = {}) =>
  getOk<{ partner_name: string | null; data: LibraryTemplate[] }>(c, '/api/contract_template/public_library/list', query);

let made = 0;
/** A name no other test uses. */
export const uniqueName = (what: string) => `${what} ${++made} ${uuidv7().slice(-6)}`;

/** POST /api/contract_template/add, then /edit with the content (and any other field), asserted to succeed. */
export async function addTemplateApi(
  c: Client,
  over: { name?: string; type?: ContractTemplateType; content_html?: string; category?: string | null; tags?: string[] } = {},
): Promise<ContractTemplateItem> {
  const { name = uniqueName('Test template'), type = 'employment_contract', ...edit } = over;
  const added = await postOk<{ id: string; data: ContractTemplateItem }>(c, '/api/contract_template/add', { id: uuidv7(), name, type });
  if (Object.keys(edit).length === 0) return added.data;
  return (await postOk<{ data: ContractTemplateItem }>(c, '/api/contract_template/edit', { template_id: added.id, ...edit })).data;
}

/** POST /api/contracts/addToEmployee from a company template, asserted to succeed. */
export async function addContractApi(c: Client, employeeId: string, templateId: string, over: Record<string, unknown> = {}): Promise<ContractItem> {
  const body = { id: uuidv7(), employee_id: employeeId, contract_template_id: templateId, contract_name: uniqueName('Test contract'), ...over };
  return (await postOk<{ id: string; data: ContractItem }>(c, '/api/contracts/addToEmployee', body)).data;
}

/** A template with `html` as its content and a contract made from it for the person. */
export async function contractWithHtml(c: Client, employeeId: string, html: string, over: Record<string, unknown> = {}): Promise<ContractItem> {
  const template = await addTemplateApi(c, { content_html: html });
  return addContractApi(c, employeeId, template.id, over);
}

/**
 * What must never be in HTML the server stores or shows: a script, an event handler, a
 * javascript: or data: address, a picture that is not embedded, a frame, form or style. Escaped
 * text (`&lt;script&gt;`) is text, not markup, so each check looks inside tags only.
 */
export function expectInert(html: string, where = 'html'): void {
  expect(html, where).not.toMatch(/<script/i);
  expect(html, where).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html, where).not.toMatch(/<[^>]*javascript:/i);
  // A picture is embedded, or it is not there: a remote or relative address would be fetched.
  expect(html, where).not.toMatch(/<img(?![^>]*\ssrc="data:image\/(png|jpeg|gif|webp);base64,)[^>]*>/i);
  expect(html, where).not.toMatch(/<(iframe|object|embed|style|svg|math|form|input|base|meta|link)[\s>/]/i);
  expect(html, where).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(html, where).not.toMatch(/<[^>]*(href|src)\s*=\s*["']?\s*data:(?!image\/(png|jpeg|gif|webp);base64,)/i);
}
