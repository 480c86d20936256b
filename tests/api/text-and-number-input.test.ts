import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { softwareProducts } from '../../src/server/db/schema/software';
import type { ContractTemplateItem } from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import { messages } from '../../src/shared/messages';
import { useApiTest } from '../helpers/api-test';
import { validCar } from '../helpers/cars-api';
import { addContractApi, addTemplateApi, contractDetailApi, postOk, templateDetailApi } from '../helpers/contracts-api';
import { importBody, runImport } from '../helpers/import-api';
import { importRows, imports } from '../../src/server/db/schema/import';
import { importMessages } from '../../src/shared/import/import.messages';
import { IMPORT_MAX_COLUMNS } from '../../src/shared/import/import.schema';
import { errorOf } from '../helpers/test-app';

// What the API does with control characters, dates it cannot store and loose numbers
// (src/shared/input-schemas.ts); the generated-input test covers every route, these say the rule.
const { t, facts, admin } = useApiTest();

const training = (over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  name: 'Input training',
  cost: '10',
  is_visible_for_employees: 1,
  is_price_visible_for_employees: 1,
  selected_teams: '',
  falls_under_fla: 0,
  ...over,
});

describe('control characters', () => {
  it('are removed from the texts of a car, which is saved', async () => {
    const car = validCar({ brand: 'Sko\u0000da', color: 'Gr\u0001ey', specifics: 'line 1\nline\u0000 2' });
    const res = await admin.post('/api/cars/add', car);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({ brand: 'Skoda', color: 'Grey', specifics: 'line 1\nline 2' });
  });

  it('are removed from a search, on lists and exports alike', async () => {
    for (const url of ['/api/cars/list', '/api/cars/list/excel', '/api/assets/list', '/api/trainings/list', '/api/employees/list']) {
      const res = await admin.request({ method: 'GET', url: `${url}?search_term=%00` });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('are removed from a training’s name', async () => {
    const res = await admin.post('/api/trainings/add', training({ name: 'First\u0000 aid' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { name: string } }>().data.name).toBe('First aid');
  });
});

describe('control characters in HTML and in an import’s rows', () => {
  it('are removed from a template’s and a contract’s HTML, which are saved without them', async () => {
    const person = facts.peopleOf('Demo Company')[20]!;
    const template = await addTemplateApi(admin, { content_html: '<p>Start</p>' });
    const edited = await postOk<{ data: ContractTemplateItem }>(admin, '/api/contract_template/edit', {
      template_id: template.id,
      content_html: '<p>Dear\u0000 {{person.first_name}},\u0001 welcome\ud800.</p>',
    });
    expect(edited.data.content_html).toBe('<p>Dear {{person.first_name}}, welcome.</p>');
    expect((await templateDetailApi(admin, template.id)).content_html).toBe('<p>Dear {{person.first_name}}, welcome.</p>');

    const contract = await addContractApi(admin, person.id, template.id);
    const res = await admin.post('/api/contracts/edit', { contract_id: contract.id, content_html: '<p>Signed\u0000 here</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await contractDetailApi(admin, contract.id)).data.content_html).toBe('<p>Signed here</p>');
  });

  it('are removed from an import’s cells and column names: the import is taken and its product named without them', async () => {
    const [first, second] = [facts.peopleOf('Demo Company')[21]!, facts.peopleOf('Demo Company')[22]!];
    const name = `Nul${uuidv7().slice(-6)}`;
    const done = await runImport(admin, 'software', [
      { product: `${name}\u0000 app`, url: 'nul.example\u0000', person: first.email!, username: 'y\ud800' },
      { 'prod\u0000uct': `${name} a\u0000pp`, url: 'nul.example', person: second.email!, 'user\ud800name': 'x\udc00' },
    ]);
    expect(done.status, done.error ?? '').toBe('done');
    const made = await t.db
      .select({ name: softwareProducts.name })
      .from(softwareProducts)
      .where(eq(softwareProducts.name, `${name} app`));
    expect(made).toEqual([{ name: `${name} app` }]);
  });

  it('refuses a row that is not cells of text, or too wide, and stores nothing of the file', async () => {
    const wide = Object.fromEntries(Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, i) => [`c${i}`, 'x']));
    for (const [row, field, message] of [
      [['a'], 'rows.1', importMessages.rowNotObject],
      [{ product: 3 }, 'rows.1.product', importMessages.cellNotText],
      [wide, 'rows.1', importMessages.tooManyColumns(IMPORT_MAX_COLUMNS)],
      [{ ['c'.repeat(101)]: 'x' }, 'rows.1', messages.validation.tooLong(100)],
    ] as const) {
      const body = importBody([{ product: 'Fine', url: 'fine.example' }, row as never]);
      const res = await admin.post('/api/import/software', body);
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res).fields, field).toEqual({ [field]: message });
      expect(await t.db.select().from(imports).where(eq(imports.id, body.id))).toEqual([]);
      expect(await t.db.select().from(importRows).where(eq(importRows.import_id, body.id))).toEqual([]);
    }
  });
});

describe('dates', () => {
  it('sent as dd/mm/yyyy or of year 0000 are refused with the form the API takes', async () => {
    for (const date of ['01/05/2022', '0000-01-01']) {
      const res = await admin.post('/api/trainings/add', training({ date }));
      expect(res.statusCode, date).toBe(400);
      expect(errorOf(res).fields).toEqual({ date: messages.validation.isoDate });
    }
    expect(messages.validation.isoDate).toMatch(/yyyy-mm-dd/);
  });
});

describe('number flags', () => {
  it('refuse null, empty text, booleans and arrays instead of storing them as 0 or 1', async () => {
    for (const value of [null, '', true, [2]]) {
      const res = await admin.post('/api/trainings/add', training({ is_visible_for_employees: value }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(errorOf(res).fields?.is_visible_for_employees, JSON.stringify(value)).toBe(messages.validation.unknownValue(['0', '1', '2']));
    }
    expect((await admin.post('/api/trainings/add', training({ is_visible_for_employees: '1' }))).statusCode).toBe(200);
  });
});
