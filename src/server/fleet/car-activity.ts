import type { FieldChange } from '../../shared/activity/activity.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { ActivityEvent } from '../activity/record-activity';

// What a change to a vehicle writes into the activity feed: its own fields as one car_updated
// item, and a change of its person as car_assigned / car_unassigned / car_owner_changed on the car
// and as car_assigned / car_unassigned on each person concerned.

/** The fields whose changes the feed lists; the person is told apart below. */
export const CAR_ACTIVITY_FIELDS = ['type', 'brand', 'model', 'plate', 'color', 'fuel', 'is_pool_vehicle'] as const satisfies readonly (keyof CarListItem)[];

const normal = (v: unknown) => (v === '' || v === undefined ? null : v);

export const carLabel = (c: Pick<CarListItem, 'brand' | 'model' | 'plate'>) => [c.brand, c.model].filter(Boolean).join(' ') + (c.plate ? ` (${c.plate})` : '');

export function carFieldChanges(before: CarListItem, after: CarListItem): FieldChange[] {
  return CAR_ACTIVITY_FIELDS.filter((f) => normal(before[f]) !== normal(after[f])).map((f) => ({ field: f, old: normal(before[f]), new: normal(after[f]) }));
}

function ownerEvents(before: CarListItem, after: CarListItem): ActivityEvent[] {
  const [from, to] = [before.related_employee_id, after.related_employee_id];
  if (from === to) return [];
  const car = { related_object: 'car' as const, related_object_id: after.id };
  const carInfo = { car_id: after.id, car_name: carLabel(after) };
  const events: ActivityEvent[] = [];
  if (from && to) {
    const info = { old_employee_id: from, old_employee_name: before.person_name, new_employee_id: to, new_employee_name: after.person_name };
    events.push({ ...car, event_type: 'car_owner_changed', event_info_json: info });
  } else if (to) {
    events.push({ ...car, event_type: 'car_assigned', event_info_json: { employee_id: to, employee_name: after.person_name } });
  } else if (from) {
    events.push({ ...car, event_type: 'car_unassigned', event_info_json: { employee_id: from, employee_name: before.person_name } });
  }
  if (from) events.push({ related_object: 'employee', related_object_id: from, event_type: 'car_unassigned', event_info_json: carInfo });
  if (to) events.push({ related_object: 'employee', related_object_id: to, event_type: 'car_assigned', event_info_json: carInfo });
  return events;
}

/** The feed items of one change to a car, given the car before and after it (list shape). */
export function carChangeEvents(before: CarListItem, after: CarListItem): ActivityEvent[] {
  const changes = carFieldChanges(before, after);
  const fields: ActivityEvent[] = changes.length ? [{ related_object: 'car', related_object_id: after.id, event_type: 'car_updated', event_info_json: { changes } }] : [];
  return [...fields, ...ownerEvents(before, after)];
}
