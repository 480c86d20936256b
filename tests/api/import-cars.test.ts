import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars } from '../../src/server/db/schema/fleet';
import { customValueKey } from '../../src/shared/custom-fields/custom-fields.schema';
import { useApiTest } from '../helpers/api-test';
import { listCarsApi } from '../helpers/cars-api';
import { fieldNamed, objectValuesOf } from '../helpers/custom-fields-api';
import { carRow, finishedImport, newPlate, runImport, undoImport } from '../helpers/import-api';

// Vehicles from a file: new ones made with the wizard's rules, existing ones (by plate) changed
// where the file differs, nothing twice, and an undo that gives everything back.
const { t, facts, admin } = useApiTest();

const carsWithPlates = (plates: string[]) => t.db.select().from(cars).where(inArray(cars.plate, plates));

describe('importing vehicles', () => {
  it('creates the new ones, then changes nothing when the same rows come again, and the undo archives them', async () => {
    const person = facts.peopleOf('Demo Company')[3]!;
    const [p1, p2] = [newPlate(), newPlate()];
    const rows = [
      carRow(p1, { person: person.email!, pk: '150', date_first_registration: '01/02/2020', date_commissioning: '01/03/2020' }),
      carRow(p2, { brand: 'Volvo', model: 'XC40', fuel: 'Electric', person: '', is_utility_vehicle: 'nee', catalogue_value: '45000' }),
    ];
    const first = await runImport(admin, 'car', rows);
    expect(first, first.error ?? '').toMatchObject({ status: 'done', created_count: 2, updated_count: 0, processed_rows: 2 });
    const made = await carsWithPlates([p1, p2]);
    expect(
      made.map((c) => [c.plate, c.brand, c.related_employee_id, c.catalogue_value, c.date_first_registration, c.insert_method, c.excel_import_id]).sort(),
    ).toEqual(
      [
        [p1, 'Skoda', person.id, '35000.50', '2020-02-01', 'import', first.id],
        [p2, 'Volvo', null, '45000.00', '2022-02-01', 'import', first.id],
      ].sort(),
    );
    const versions = made.map((c) => c.version).sort();

    const again = await runImport(admin, 'car', rows);
    expect(again).toMatchObject({ status: 'done', created_count: 0, updated_count: 0, unchanged_count: 2 });
    expect((await carsWithPlates([p1, p2])).map((c) => c.version).sort()).toEqual(versions);

    const undo = await undoImport(admin, first.id);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await finishedImport(admin, first.id)).toMatchObject({ status: 'undone', undone_by_name: 'Sophie Laurent', undone_at: expect.any(String) });
    expect((await carsWithPlates([p1, p2])).map((c) => c.deleted)).toEqual([1, 1]);
    expect((await listCarsApi(admin, { search_term: p1 })).data).toEqual([]);
  });

  it('changes an existing vehicle found by its plate (spaces, dashes and case aside) and gives the values back on undo', async () => {
    const plate = newPlate();
    await runImport(admin, 'car', [carRow(plate, { color: 'Grey' })]);
    const spaced = `${plate.slice(0, 3)} - ${plate.slice(3).toLowerCase()}`;
    const change = await runImport(admin, 'car', [{ plate: spaced, color: 'Blue', supplier: 'Arval', brand: '' }]);
    expect(change, change.error ?? '').toMatchObject({ status: 'done', updated_count: 1, created_count: 0 });
    const [changed] = await carsWithPlates([plate]);
    // A blank cell leaves the field as it is; the plate stays as it was written.
    expect(changed).toMatchObject({ plate, color: 'Blue', supplier: 'Arval', brand: 'Skoda', insert_method: 'import' });
    expect((await undoImport(admin, change.id)).statusCode).toBe(200);
    await finishedImport(admin, change.id);
    const [back] = await carsWithPlates([plate]);
    expect(back).toMatchObject({ color: 'Grey', supplier: null, deleted: 0 });
  });

  it('fills custom fields (a select option by its name), numbers new vehicles, and gives custom values back on undo', async () => {
    const lease = await fieldNamed(admin, 'car', 'Lease company');
    const spot = await fieldNamed(admin, 'car', 'Parking spot');
    const fleetNumber = await fieldNamed(admin, 'car', 'Fleet number');
    const plate = newPlate();
    const made = await runImport(admin, 'car', [carRow(plate, { [customValueKey(lease.id)]: 'arval', [customValueKey(spot.id)]: 'P-12' })]);
    expect(made, made.error ?? '').toMatchObject({ status: 'done', created_count: 1 });
    const [car] = await carsWithPlates([plate]);
    const values = await objectValuesOf(admin, 'car', car!.id);
    const valueOf = (id: string) => values.find((v) => v.id === id)?.value_name;
    expect(valueOf(lease.id)).toBe('Arval');
    expect(valueOf(spot.id)).toBe('P-12');
    expect(Number(values.find((v) => v.id === fleetNumber.id)?.value)).toBeGreaterThan(0);

    const change = await runImport(admin, 'car', [{ plate, [customValueKey(spot.id)]: 'P-99' }]);
    expect(change).toMatchObject({ updated_count: 1 });
    expect((await objectValuesOf(admin, 'car', car!.id)).find((v) => v.id === spot.id)?.value).toBe('P-99');
    await undoImport(admin, change.id);
    await finishedImport(admin, change.id);
    expect((await objectValuesOf(admin, 'car', car!.id)).find((v) => v.id === spot.id)?.value).toBe('P-12');

    const unknown = await runImport(admin, 'car', [carRow(newPlate(), { [customValueKey(lease.id)]: 'Nobody Leasing' })]);
    expect(unknown.status).toBe('failed');
    expect(unknown.error).toMatch(/Row 2: /);
  });

  it('writes nothing while a row is invalid, and imports the others when asked to skip them', async () => {
    const [good, twice] = [newPlate(), newPlate()];
    const rows = [
      carRow(good),
      carRow(''),
      carRow('TOOLONGPLATE'),
      carRow(newPlate(), { fuel: 'Stoom' }),
      carRow(newPlate(), { person: 'Nobody Known' }),
      carRow(newPlate(), { date_first_registration: '31/02/2024' }),
      carRow(twice),
      carRow(twice),
    ];
    const refused = await runImport(admin, 'car', rows);
    expect(refused.status).toBe('failed');
    expect(refused.error).toContain('6 rows have errors: nothing was imported.');
    expect(refused.error).toContain('Row 3: please fill plate');
    expect(refused.error).toContain('Row 4: plate must be at most 10 characters');
    expect(refused.error).toContain("Row 5: 'Stoom' is not one of");
    expect(refused.error).toContain("Row 6: No person 'Nobody Known' in the company");
    expect(await carsWithPlates([good, twice])).toEqual([]);

    const skipped = await runImport(admin, 'car', rows, { skip_invalid: true });
    expect(skipped).toMatchObject({ status: 'done', created_count: 2, skipped_count: 6 });
    expect((await carsWithPlates([good, twice])).map((c) => c.plate).sort()).toEqual([good, twice].sort());
  });

  it('reports a name two people share, and finds people by email or by name', async () => {
    const people = facts.peopleOf('Demo Company');
    const byName = new Map<string, number>();
    for (const p of people) byName.set(p.name, (byName.get(p.name) ?? 0) + 1);
    const shared = [...byName].find(([, n]) => n > 1)?.[0];
    const unique = people.find((p) => byName.get(p.name) === 1)!;
    const plate = newPlate();
    const found = await runImport(admin, 'car', [carRow(plate, { person: unique.name.toUpperCase() })]);
    expect(found.status).toBe('done');
    expect((await carsWithPlates([plate]))[0]?.related_employee_id).toBe(unique.id);
    if (shared) {
      const ambiguous = await runImport(admin, 'car', [carRow(newPlate(), { person: shared })]);
      expect(ambiguous.error).toContain(`people are called '${shared}': use their email`);
    }
    expect(await t.db.select({ id: cars.id }).from(cars).where(eq(cars.plate, plate))).toHaveLength(1);
  });
});
