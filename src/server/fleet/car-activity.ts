import type { FieldChange } from '../../shared/activity/activity.schema';
import type { CarListItem } from '../../shared/fleet/fleet.schema';
import type { ActivityEvent } from '../activity/record-activity';

// What a change to a vehicle writes into the activity feed: its own fields as one car_updated
// item, and a change of its person as car_assigned / car_unassigned / car_owner_changed on the car
// and as car_assigned / car_unassigned on each person concerned, with the dates the edit gave.

/** The fields whose changes the feed lists (every car field but the person, told apart below). */
export const CAR_ACTIVITY_FIELDS = [
  'type',
  'brand',
  'model',
  'plate',
  'chassis_number',
  'color',
  'pk',
  'fuel',
  'is_pool_vehicle',
  'usage_type',
  'date_first_registration',
  'date_commissioning',
  'order_date',
  'co2_g_km',
  'co2_g_km_wltp',
  'is_utility_vehicle',
  'catalogue_value',
  'contract_type',
  'cost_yearly',
  'operational_cost_yearly',
  'own_contribution',
  'own_contribution_payment_type',
  'supplier',
  'specifics',
] as const satisfies readonly (keyof CarListItem)[];

/** The dates of a change of person (POST /api/cars/edit's start_date_new_employee and end_date_previously_assigned_employee). */
export interface OwnerDates {
  start_date?: string | null;
  end_date?: string | null;
}

const normal = (v: unknown) => (v === '' || v === undefined ? null : v);

export const carLabel = (c: Pick<CarListItem, 'brand' | 'model' | 'plate'>) => [c.brand, c.model].filter(Boolean).join(' ') + (c.plate ? ` (${c.plate})` : '');

export function carFieldChanges(before: CarListItem, after: CarListItem): FieldChange[] {
  return CAR_ACTIVITY_FIELDS.filter((f) => normal(before[f]) !== normal(after[f])).map((f) => ({ field: f, old: normal(before[f]), new: normal(after[f]) }));
}

function ownerEvents(before: Pick<CarListItem, 'related_employee_id' | 'person_name'>, after: CarListItem, dates: OwnerDates): ActivityEvent[] {
  const [from, to] = [before.related_employee_id, after.related_employee_id];
  if (from === to) return [];
  const start = dates.start_date ? { start_date: dates.start_date } : {};
  const end = dates.end_date ? { end_date: dates.end_date } : {};
  const car = { related_object: 'car' as const, related_object_id: after.id };
  const carInfo = { car_id: after.id, car_name: carLabel(after) };
  const events: ActivityEvent[] = [];
  if (from && to) {
    const info = { old_employee_id: from, old_employee_name: before.person_name, new_employee_id: to, new_employee_name: after.person_name, ...start, ...end };
    events.push({ ...car, event_type: 'car_owner_changed', event_info_json: info });
  } else if (to) {
    events.push({ ...car, event_type: 'car_assigned', event_info_json: { employee_id: to, employee_name: after.person_name, ...start } });
  } else if (from) {
    events.push({ ...car, event_type: 'car_unassigned', event_info_json: { employee_id: from, employee_name: before.person_name, ...end } });
  }
  if (from) events.push({ related_object: 'employee', related_object_id: from, event_type: 'car_unassigned', event_info_json: { ...carInfo, ...end } });
  if (to) events.push({ related_object: 'employee', related_object_id: to, event_type: 'car_assigned', event_info_json: { ...carInfo, ...start } });
  return events;
}

/** The feed items of one change to a car, given the car before and after it (list shape). */
export function carChangeEvents(before: CarListItem, after: CarListItem, dates: OwnerDates = {}): ActivityEvent[] {
  const changes = carFieldChanges(before, after);
  const fields: ActivityEvent[] = changes.length
    ? [{ related_object: 'car', related_object_id: after.id, event_type: 'car_updated', event_info_json: { changes } }]
    : [];
  return [...fields, ...ownerEvents(before, after, dates)];
}

/** The feed items of a new car: car_added, and car_assigned on the car and its person when it has one. */
export function carAddedEvents(car: CarListItem): ActivityEvent[] {
  const added: ActivityEvent = { related_object: 'car', related_object_id: car.id, event_type: 'car_added', event_info_json: { car_name: carLabel(car) } };
  return [added, ...ownerEvents({ related_employee_id: null, person_name: null }, car, {})];
}
