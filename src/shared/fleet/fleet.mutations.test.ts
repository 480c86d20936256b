import { describe, expect, it } from 'vitest';
import { carAdd, carArchive, carEdit, carUnarchive } from './fleet.mutations';

// What the device shows before the server answers: the same normalised values the server stores.
describe('fleet mutations applied on the device', () => {
  const id = '0190d8a0-0000-7000-8000-0000000000d1';
  // eslint-disable-next-line prefer-spread -- a mutation's apply, not Function.prototype.apply
  const added = carAdd.apply(
    null,
    carAdd.args.parse({ id, type: 'bicycle', brand: ' Cowboy ', model: '4', plate: 'X', fuel: 'diesel', cost_yearly: '1200,5' }),
  )!;

  it('adds a row with its id, defaults and a bicycle cleared', () => {
    expect(added).toMatchObject({
      id,
      type: 'bicycle',
      brand: 'Cowboy',
      plate: null,
      fuel: null,
      cost_yearly: '1200.5',
      deleted: 0,
      is_utility_vehicle: -1,
      usage_type: 'private_and_commute',
    });
  });

  it('edits only the fields sent, forcing the pool flag off with a person', () => {
    const pool = { ...added, type: 'car' as const, is_pool_vehicle: 1 as const };
    const person = '0190d8a0-0000-7000-8000-0000000000e1';
    const args = carEdit.args.parse({ car_id: id, related_employee_id: person, start_date_new_employee: '2026-11-23' });
    expect(carEdit.changedFields!(args)).toEqual(['related_employee_id']);
    expect(carEdit.apply(pool, args)).toMatchObject({ related_employee_id: person, is_pool_vehicle: 0, brand: 'Cowboy', person_name: null });
  });

  it('archives with the end date and unarchives', () => {
    const archived = carArchive.apply(added, { car_id: id, date_end: '2026-12-31' })!;
    expect([archived.deleted, archived.date_end]).toEqual([1, '2026-12-31']);
    expect(carUnarchive.apply(archived, { car_id: id })!.deleted).toBe(0);
  });
});
