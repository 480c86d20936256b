import { describe, expect, it } from 'vitest';
import { listCarsApi } from '../helpers/cars-api';
import { runImport } from '../helpers/import-api';
import { useApiTest } from '../helpers/api-test';

const { facts, admin } = useApiTest();

describe('importing vehicles', () => {
  it('creates the new ones, then changes nothing when the same rows come again, and the undo archives them', async () => {
    const person = facts.peopleOf('Demo Company')[3]!;
    const rows = [
      {
        type: 'Car',
        brand: 'Skoda',
        model: 'Octavia',
        plate: '1-IMP-001',
        fuel: 'Diesel',
        person: person.email!,
        pk: '150',
        is_utility_vehicle: 'No',
        date_commissioning: '01/03/2020',
        date_first_registration: '01/02/2020',
        catalogue_value: '35000,50',
      },
      {
        type: 'Car',
        brand: 'Volvo',
        model: 'XC40',
        plate: '1-IMP-002',
        fuel: 'Electric',
        person: '',
        pk: '',
        is_utility_vehicle: 'nee',
        date_commissioning: '2021-06-01',
        date_first_registration: '2021-05-04',
        catalogue_value: '45000',
      },
    ];
    const first = await runImport(admin, 'car', rows);
    expect(first, first.error ?? '').toMatchObject({ status: 'done', created_count: 2, updated_count: 0, processed_rows: 2 });
    const again = await runImport(admin, 'car', rows);
    expect(again).toMatchObject({ status: 'done', created_count: 0, unchanged_count: 2 });
    const list = await listCarsApi(admin, { search_term: '1-IMP-00' });
    expect(list.data.map((c) => c.plate).sort()).toEqual(['1-IMP-001', '1-IMP-002']);
    const undo = await admin.post(`/api/import/${first.id}/undo`, { import_id: first.id });
    expect(undo.statusCode, undo.body).toBe(200);
    const { finishedImport } = await import('../helpers/import-api');
    expect(await finishedImport(admin, first.id)).toMatchObject({ status: 'undone', undone_by_name: expect.any(String) });
    expect((await listCarsApi(admin, { search_term: '1-IMP-00' })).data).toEqual([]);
  });
});
