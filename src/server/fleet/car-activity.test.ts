import { describe, expect, it } from 'vitest';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import { carListItem } from '../../../tests/helpers/cars-api';
import { carChangeEvents } from './car-activity';

const car: CarListItem = carListItem({ id: 'car-1', brand: 'Skoda', model: 'Octavia', plate: '1-ABC-123', fuel: 'diesel' });
const anna = { related_employee_id: 'anna', person_name: 'Anna Peeters' };
const bart = { related_employee_id: 'bart', person_name: 'Bart Claes' };
const types = (before: CarListItem, after: CarListItem) =>
  carChangeEvents(before, after).map((e) => `${e.related_object}:${e.related_object_id}:${e.event_type}`);

describe('what a change to a car writes into the feed', () => {
  it('one car_updated item with each changed field; an emptied text counts as null', () => {
    const events = carChangeEvents({ ...car, color: '' }, { ...car, color: null, brand: 'Cupra', version: 2 });
    expect(events).toEqual([
      {
        related_object: 'car',
        related_object_id: 'car-1',
        event_type: 'car_updated',
        event_info_json: { changes: [{ field: 'brand', old: 'Skoda', new: 'Cupra' }] },
      },
    ]);
    expect(carChangeEvents(car, { ...car, version: 5 })).toEqual([]);
  });

  it('a person given, taken away or changed: on the car and on each person', () => {
    expect(types(car, { ...car, ...anna })).toEqual(['car:car-1:car_assigned', 'employee:anna:car_assigned']);
    expect(types({ ...car, ...anna }, car)).toEqual(['car:car-1:car_unassigned', 'employee:anna:car_unassigned']);
    expect(types({ ...car, ...anna }, { ...car, ...bart })).toEqual([
      'car:car-1:car_owner_changed',
      'employee:anna:car_unassigned',
      'employee:bart:car_assigned',
    ]);
    const [changed] = carChangeEvents({ ...car, ...anna }, { ...car, ...bart });
    expect(changed!.event_info_json).toEqual({
      old_employee_id: 'anna',
      old_employee_name: 'Anna Peeters',
      new_employee_id: 'bart',
      new_employee_name: 'Bart Claes',
    });
  });
});
