import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api-test';
import { employees } from '../../src/server/db/schema/people';
import { softwareLicenses } from '../../src/server/db/schema/software';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import {
  LICENSE_COLUMN_LABELS,
  groupedListQuerySchema,
  licensesListQuerySchema,
  personLicensesQuerySchema,
  productLicensesQuerySchema,
} from '../../src/shared/software/software.schema';
import { uuidv7 } from '../../src/shared/ids';
import { expectBadInputRejected } from '../helpers/bad-input';
import { managerScope } from '../helpers/demo-facts';
import { exportedWorkbook } from '../helpers/excel-api';
import { savedSegment } from '../helpers/segments-api';
import { getOk, productNamed, type LicenseListItem, type ProductListItem } from '../helpers/software-api';
import { changedIds, pullAll } from '../helpers/sync-api';

// The licence lists of software-contracts-push.md section 7: /list, /list/grouped with its
// segments, /list/excel, a product's and a person's licences; and the pull of both tables.
const { t, facts, admin, manager, readonly, light, other } = useApiTest();

type Grouped = { segment_id: string; grouped_by: 'product' | null; data: (ProductListItem | LicenseListItem)[]; count: number };
const grouped = (c = admin, q: Record<string, string | number> = {}) => getOk<Grouped>(c, '/api/software/licenses/list/grouped', q);
const licenses = (g: Grouped) => g.data as LicenseListItem[];

describe('GET /api/software/licenses/list/grouped', () => {
  it('answers products grouped by product for all, licences for active and inactive', async () => {
    const all = await grouped(admin, { per_page: 100 });
    expect(all).toMatchObject({ segment_id: 'all', grouped_by: 'product' });
    expect((all.data as ProductListItem[]).map((p) => p.name)).toContain('Slack');
    const active = await grouped(admin, { segment_id: 'active', per_page: 50 });
    expect(active.grouped_by).toBeNull();
    expect(licenses(active).every((l) => l.active === 1)).toBe(true);
    const inactive = await grouped(admin, { segment_id: 'inactive', per_page: 50 });
    expect(inactive.count).toBeGreaterThan(0);
    expect(licenses(inactive).every((l) => l.active === 0 && l.date_deactivated !== null)).toBe(true);
    expect((await grouped(admin, { segment_id: 'active', active_state_filter: '0' })).count).toBe(0);
    const withInactive = await grouped(admin, { segment_id: 'all', active_state_filter: '0', per_page: 100 });
    expect((withInactive.data as ProductListItem[]).every((p) => p.employees.length > 0)).toBe(true);
  });

  it('searches and sorts the licences, and pages them', async () => {
    const found = await grouped(admin, { segment_id: 'active', search_term: 'figma', per_page: 100 });
    expect(found.count).toBeGreaterThan(0);
    expect(licenses(found).every((l) => l.name === 'Figma' || /figma/i.test(`${l.employee_name} ${l.username}`))).toBe(true);
    const byPerson = await grouped(admin, { segment_id: 'active', orderby_column: 'person', orderby_direction: 'desc', per_page: 20 });
    const names = licenses(byPerson).map((l) => l.employee_name!.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const second = await grouped(admin, { segment_id: 'active', orderby_column: 'person', orderby_direction: 'desc', per_page: 20, page: 1 });
    expect(second.count).toBe(byPerson.count);
    expect(licenses(second).map((l) => l.id)).not.toContain(licenses(byPerson)[0]!.id);
  });

  it('filters by a custom licence segment, which light access may not use; an unknown one is 404', async () => {
    const id = await savedSegment(admin, {
      object_type: 'license',
      definition: {
        match: 'all',
        conditions: [
          { field: 'product', op: 'equals', value: 'Slack' },
          { field: 'active', op: 'equals', value: '0' },
        ],
      },
    });
    const slackOff = await grouped(admin, { segment_id: id, per_page: 150 });
    expect(slackOff.grouped_by).toBeNull();
    expect(slackOff.count).toBeGreaterThan(0);
    expect(licenses(slackOff).every((l) => l.product.name === 'Slack' && l.active === 0)).toBe(true);
    // The same rows as the inactive view searched for Slack, licence for licence.
    const inactive = licenses(await grouped(admin, { segment_id: 'inactive', search_term: 'Slack', per_page: 150 })).filter((l) => l.product.name === 'Slack');
    expect(
      licenses(slackOff)
        .map((l) => l.id)
        .sort(),
    ).toEqual(inactive.map((l) => l.id).sort());
    expect((await light.get('/api/software/licenses/list/grouped', { segment_id: id })).statusCode).toBe(403);
    expect((await admin.get('/api/software/licenses/list/grouped', { segment_id: uuidv7() })).statusCode).toBe(404);
    // A car segment is no licence segment.
    const carSegment = await savedSegment(admin);
    expect((await admin.get('/api/software/licenses/list/grouped', { segment_id: carSegment })).statusCode).toBe(404);
  });

  it('shows the team-only manager only their teams’ licences', async () => {
    const { members } = managerScope(facts);
    const mine = await grouped(manager, { segment_id: 'active', per_page: 150 });
    expect(mine.count).toBeGreaterThan(0);
    expect(licenses(mine).every((l) => members.has(l.employee_id))).toBe(true);
    expect(mine.count).toBeLessThan((await grouped(admin, { segment_id: 'active' })).count);
  });

  it('refuses bad input with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/software/licenses/list/grouped',
      schema: groupedListQuerySchema,
      valid: { segment_id: 'active' },
    });
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/software/licenses/list',
      schema: licensesListQuerySchema,
      valid: { search: 'slack' },
    });
  });
});

describe('GET /api/software/licenses/list', () => {
  it('answers every licence the caller sees with the spec’s fields, and keeps companies apart', async () => {
    const { data, count } = await getOk<{ data: LicenseListItem[]; count: number }>(admin, '/api/software/licenses/list', { per_page: 5 });
    expect(count).toBeGreaterThan(1000);
    expect(data[0]).toMatchObject({ product: { id: data[0]!.product_id }, person_id: data[0]!.employee_id, person: { name: data[0]!.employee_name } });
    const theirs = await getOk<{ data: LicenseListItem[]; count: number }>(other, '/api/software/licenses/list', { per_page: 150 });
    const demoPeople = new Set(facts.peopleOf('Demo Company', { includeFormer: true }).map((p) => p.id));
    expect(theirs.count).toBeGreaterThan(0);
    expect(theirs.data.some((l) => demoPeople.has(l.employee_id))).toBe(false);
  });
});

describe('a product’s and a person’s licences', () => {
  it('answers a product’s licences as { data, total }, page size 5, searchable by keyword', async () => {
    const slack = await productNamed(admin, 'Slack');
    const page = await getOk<{ data: LicenseListItem[]; total: number }>(admin, `/api/software/licenses/product/${slack.id}/list`);
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(150);
    expect(page.data.every((l) => l.product_id === slack.id)).toBe(true);
    const someone = page.data[0]!.employee_name!.split(' ')[1]!;
    const found = await getOk<{ data: LicenseListItem[]; total: number }>(admin, `/api/software/licenses/product/${slack.id}/list`, {
      keyword: someone,
      per_page: 50,
    });
    expect(found.data.every((l) => l.employee_name!.includes(someone) || (l.username ?? '').toLowerCase().includes(someone.toLowerCase()))).toBe(true);
    expect((await admin.get(`/api/software/licenses/product/${uuidv7()}/list`)).statusCode).toBe(404);
  });

  it('answers a person’s licences as { data }, page size 10; a person outside the manager’s teams is 404', async () => {
    const me = facts.peopleOf('Demo Company').find((p) => p.email === 'admin@demo.test')!;
    const { data } = await getOk<{ data: LicenseListItem[] }>(admin, `/api/software/licenses/employee/${me.id}/list`);
    expect(data.map((l) => l.name)).toEqual(expect.arrayContaining(['Slack', 'Microsoft 365', '1Password']));
    expect(data.length).toBeLessThanOrEqual(10);
    const outside = facts.peopleOf('Demo Company').find((p) => !managerScope(facts).members.has(p.id))!;
    expect((await manager.get(`/api/software/licenses/employee/${outside.id}/list`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const slack = await productNamed(admin, 'Slack');
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: `/api/software/licenses/product/${slack.id}/list`,
      schema: productLicensesQuerySchema,
      valid: { keyword: 'a' },
    });
    const me = facts.peopleOf('Demo Company')[0]!;
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: `/api/software/licenses/employee/${me.id}/list`,
      schema: personLicensesQuerySchema,
      valid: { search_term: 'a' },
    });
  });
});

describe('GET /api/software/licenses/list/excel', () => {
  it('is a real .xlsx of the segment’s licences', async () => {
    const count = (await grouped(admin, { segment_id: 'inactive' })).count;
    const { file_name, header, rows, sheet } = await exportedWorkbook(admin, '/api/software/licenses/list/excel', { segment_id: 'inactive' });
    expect(file_name).toMatch(/^software-licences-inactive-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(header.slice(0, 3)).toEqual([LICENSE_COLUMN_LABELS.product, 'Web address', LICENSE_COLUMN_LABELS.person]);
    expect(rows).toBe(count);
    expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date);
  });

  it('ends with the licence custom fields, each licence with its own values', async () => {
    const { header, sheet } = await exportedWorkbook(admin, '/api/software/licenses/list/excel', { segment_id: 'active' });
    expect(header.slice(-2)).toEqual(['Seat number', 'Licence key']);
    const first = await grouped(admin, { segment_id: 'active', per_page: 1 });
    const detail = await getOk<{ custom_fields: { name: string; value: string | null }[] }>(admin, `/api/software/licenses/${licenses(first)[0]!.id}/detail`);
    const seat = detail.custom_fields.find((f) => f.name === 'Seat number')!.value;
    expect(seat).not.toBeNull();
    expect(sheet.getRow(2).getCell(header.length - 1).value).toBe(Number(seat));
  });

  it('needs the export right: the read-only and the light user get 403', async () => {
    expect((await readonly.get('/api/software/licenses/list/excel')).statusCode).toBe(403);
    expect((await light.get('/api/software/licenses/list/excel')).statusCode).toBe(403);
  });
});

describe('the pull', () => {
  it('sends every product to everyone and a team-only manager only their teams’ licences', async () => {
    const { members } = managerScope(facts);
    const pages = await pullAll(manager);
    expect(changedIds(pages, 'software_products')).toContain((await productNamed(admin, 'Slack')).id);
    const rows = pages.flatMap((p) => p.changes.software_licenses ?? []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => members.has(l.employee_id))).toBe(true);
  });

  it('sends a person’s licences again when their name changes', async () => {
    const before = (await pullAll(admin)).at(-1)!;
    const slack = await productNamed(admin, 'Slack');
    const holder = slack.employees[0]!;
    const companyId = facts.companyId('Demo Company');
    await withCompanyWrite(t.db, { companyId, userId: null }, (tx) => tx.update(employees).set({ last_name: 'Renamed' }).where(eq(employees.id, holder.id)));
    const after = await pullAll(admin, { cursor: before.cursor, scope: before.scope });
    const theirs = await t.db
      .select({ id: softwareLicenses.id })
      .from(softwareLicenses)
      .where(and(eq(softwareLicenses.employee_id, holder.id)));
    expect(changedIds(after, 'software_licenses').sort()).toEqual(theirs.map((r) => r.id).sort());
    expect(after.flatMap((p) => p.changes.software_licenses ?? []).every((l) => l.employee_name!.endsWith(' Renamed'))).toBe(true);
  });
});
