import { describe, expect, it } from 'vitest';
import { PRICE_EXCL_VAT_HEADER } from '../../src/server/assets/assets-excel';
import { ASSET_COLUMN_LABELS, assetsListQuerySchema } from '../../src/shared/assets/assets.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { useAssetsTest, listAssetsApi } from '../helpers/assets-api';
import { fieldsOf } from '../helpers/custom-fields-api';
import { exportedWorkbook } from '../helpers/excel-api';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client, type Query } from '../helpers/test-app';

// GET /api/assets/list/excel: a real .xlsx of the list's rows for the same filters, read back
// with exceljs as a spreadsheet program would.
const s = useAssetsTest();

const exported = (c: Client, query: Query = {}) => exportedWorkbook(c, '/api/assets/list/excel', query);

describe('the export', () => {
  it('has Asset, Person, Serial number, the price excluding VAT as a number, Vendor and the requested custom fields; rows in the list’s order', async () => {
    const fields = await fieldsOf(s.admin, 'asset');
    const query = { orderby_column: 'person', orderby_direction: 'desc', requested_cf_ids: fields.map((f) => f.id).join(',') } as const;
    const { file_name, sheet, header, rows } = await exported(s.admin, query);
    expect(file_name).toMatch(/^assets-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(header).toEqual([
      ASSET_COLUMN_LABELS.asset,
      ASSET_COLUMN_LABELS.person,
      ASSET_COLUMN_LABELS.serial_number,
      PRICE_EXCL_VAT_HEADER,
      'Vendor',
      ...fields.map((f) => f.name),
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const list = await listAssetsApi(s.admin, { ...query, per_page: 2000 });
    expect(rows).toBe(list.count);
    list.data.forEach((a, i) => {
      const row = sheet.getRow(i + 2);
      expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value, row.getCell(5).value], `row ${i}`).toEqual([
        a.asset_name,
        a.owner_employee_name,
        a.serial_number,
        a.vendor,
      ]);
      expect(row.getCell(4).value).toBe(a.price === null ? null : Number(a.price));
    });
    const inventory = fields.find((f) => f.name === 'Inventory number')!;
    expect(typeof sheet.getRow(2).getCell(header.indexOf(inventory.name) + 1).value).toBe('number');
  });

  it('takes the search and the archived switch', async () => {
    const { rows } = await exported(s.admin, { search_term: 'laptop' });
    expect(rows).toBe((await listAssetsApi(s.admin, { search_term: 'laptop' })).count);
    const archived = await exported(s.admin, { show_deleted_only: '1' });
    expect(archived.file_name).toMatch(/^archived-assets-/);
    expect(archived.rows).toBe((await listAssetsApi(s.admin, { show_deleted_only: '1' })).count);
  });

  it('needs the export right; a team-only manager exports their teams’ assets only', async () => {
    const readonly = await s.t.as(DEMO_EMAILS.readonly);
    expect((await readonly.get('/api/assets/list/excel')).statusCode).toBe(403);
    const manager = await s.t.as(DEMO_EMAILS.manager);
    expect((await exported(manager)).rows).toBe((await listAssetsApi(manager)).count);
    await setRights(s.t.db, DEMO_EMAILS.manager, ['documents']);
    expect((await manager.get('/api/assets/list/excel')).statusCode).toBe(403);
    await setRights(s.t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('refuses every malformed query with 400', async () => {
    await expectBadInputRejected({
      app: s.t.app,
      cookie: s.admin.cookie,
      method: 'GET',
      url: '/api/assets/list/excel',
      schema: assetsListQuerySchema,
      valid: { search_term: 'mouse' },
      minCases: 20,
    });
  });
});
