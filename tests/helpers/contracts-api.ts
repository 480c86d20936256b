import { deflateRawSync } from 'node:zlib';
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

// A .docx is a zip of XML parts. This writes one without compression libraries: each part
// deflated with node:zlib, with its CRC-32, local headers, a central directory and its end.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zip archive of these files (name → content), deflated. */
export function zipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(raw);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph of a Word document: runs of text, some bold; a heading when `heading` is set. */
export interface WordParagraph {
  heading?: 1 | 2;
  /** Runs of text; one with `href` is a hyperlink to that (external) address. */
  runs: { text: string; bold?: boolean; href?: string }[];
}

/** A minimal but complete .docx (content types, relationships, styles and the document). */
export function docxOf(paragraphs: WordParagraph[]): Buffer {
  const links: string[] = [];
  const body = paragraphs
    .map((p) => {
      const style = p.heading ? `<w:pPr><w:pStyle w:val="Heading${p.heading}"/></w:pPr>` : '';
      const runs = p.runs
        .map((r) => {
          const run = `<w:r>${r.bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
          if (r.href === undefined) return run;
          links.push(r.href);
          return `<w:hyperlink r:id="rLink${links.length}">${run}</w:hyperlink>`;
        })
        .join('');
      return `<w:p>${style}${runs}</w:p>`;
    })
    .join('');
  const linkRels = links
    .map(
      (href, i) =>
        `<Relationship Id="rLink${i + 1}" Type="${OFFICE_RELS}/hyperlink" Target="${escapeXml(href).replace(/"/g, '&quot;')}" TargetMode="External"/>`,
    )
    .join('');
  const headingStyle = (n: number) =>
    `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/><w:basedOn w:val="Normal"/><w:qFormat/></w:style>`;
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">` +
      `<Relationship Id="rId1" Type="${OFFICE_RELS}/styles" Target="styles.xml"/>${linkRels}</Relationships>`,
    'word/styles.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">` +
      '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
      `${headingStyle(1)}${headingStyle(2)}</w:styles>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${OFFICE_RELS}"><w:body>${body}</w:body></w:document>`,
  });
}
