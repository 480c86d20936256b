import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomFieldRow } from '../../src/shared/custom-fields/custom-fields.schema';
import { CAR_COLUMN_LABELS } from '../../src/shared/fleet/car-labels';
import { CAR_LIST_COLUMNS, carsListQuerySchema } from '../../src/shared/fleet/fleet.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { listCarsApi } from '../helpers/cars-api';
import { fieldsOf } from '../helpers/custom-fields-api';
import { exportedWorkbook } from '../helpers/excel-api';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, type Client, type Query } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// GET /api/cars/list/excel: a real .xlsx of the list's rows for the same filters, read back here
// with exceljs as a spreadsheet program would.
const { t, admin } = useApiTest();
let fields: CustomFieldRow[];
beforeAll(async () => {
  fields = await fieldsOf(admin, 'car');
});

const exported = (c: Client, query: Query = {}) => exportedWorkbook(c, '/api/cars/list/excel', query);

describe('the export', () => {
  it('has the 13 column labels and the requested custom fields by name, a bold frozen header, one row per listed vehicle', async () => {
    const asked = fields.filter((f) => ['money', 'date', 'select_option'].includes(f.type));
    const query = { orderby_column: 'cost_yearly', orderby_direction: 'desc', requested_cf_ids: asked.map((f) => f.id).join(',') } as const;
    const { file_name, sheet, header, rows } = await exported(admin, query);
    expect(file_name).toMatch(/^vehicles-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(header).toEqual([...CAR_LIST_COLUMNS.map((c) => CAR_COLUMN_LABELS[c]), ...asked.map((f) => f.name)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const list = await listCarsApi(admin, { ...query, per_page: 100 });
    expect(rows).toBe(list.count);

    // Row 2 is the list's first row: same plate, money as numbers, dates as dates, labels for enums.
    const first = list.data[0]!;
    const cell = (label: string) => sheet.getRow(2).getCell(header.indexOf(label) + 1);
    expect(cell('Plate').value).toBe(first.plate);
    expect(cell('Yearly cost').value).toBe(Number(first.cost_yearly));
    expect(cell('Yearly cost').numFmt).toContain('0.00');
    expect(cell('Catalogue value').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('First registration date').value).toEqual(new Date(`${first.date_first_registration}T00:00:00Z`));
    expect(cell('Contract type').value).toBe(
      { op_lease: 'Operational lease', fin_lease: 'Financial lease', buy: 'Bought', hire: 'Hire' }[first.contract_type!],
    );
    const money = asked.find((f) => f.type === 'money')!;
    const moneyCells = Array.from({ length: rows }, (_, i) => sheet.getRow(i + 2).getCell(header.indexOf(money.name) + 1).value).filter((v) => v !== null);
    expect(moneyCells.length).toBeGreaterThan(0);
    for (const v of moneyCells) expect(typeof v).toBe('number');
  });

  it('honours the list’s filters: search, archived, segment', async () => {
    for (const query of [{ search_term: 'tesla' }, { show_deleted_only: '1' }, { segment_id: 'archived' }, { search_term: 'no such vehicle' }] as Query[]) {
      const { rows, file_name } = await exported(admin, query);
      expect(rows, JSON.stringify(query)).toBe((await listCarsApi(admin, query)).count);
      if (query.show_deleted_only) expect(file_name).toMatch(/^archived-vehicles-/);
    }
  });

  it('takes every matching row, past a page of the list', async () => {
    const { rows } = await exported(admin, { per_page: 5 });
    expect(rows).toBe((await listCarsApi(admin)).count);
  });

  it('needs the fleet and the export rights', async () => {
    // Read-only has fleet but not export; the manager has export but not fleet.
    for (const email of [DEMO_EMAILS.readonly, DEMO_EMAILS.manager, DEMO_EMAILS.light])
      expect((await (await t.as(email)).get('/api/cars/list/excel')).statusCode, email).toBe(403);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'fleet']);
    expect((await (await t.as(DEMO_EMAILS.manager)).get('/api/cars/list/excel')).statusCode).toBe(200);
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('refuses bad queries with 400', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'GET',
      url: '/api/cars/list/excel',
      schema: carsListQuerySchema,
      valid: { orderby_column: 'plate' },
    });
  });
});
