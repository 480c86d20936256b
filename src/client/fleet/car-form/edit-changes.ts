import { PAYROLL_LOCKED_FIELDS, draftOf, normalizeCar, type CarDraft } from '../../../shared/fleet/car-rules';
import { CAR_FIELDS, isOverADayOld, type CarField, type CarFields, type CarListItem } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import type { CarFormLocks } from './car-form-types';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an edit changes, compared as saved (so '45000,5' against '45000.50' is no change,
 * and a car turned into a bicycle also clears its plate and fuel), with their new values.
 */
export function carChanges(before: CarListItem, draft: CarDraft): { changed: CarField[]; values: Partial<CarFields> } {
  const was = normalizeCar(draftOf(before));
  const now = normalizeCar(draft);
  const changed = CAR_FIELDS.filter((f) => !same(was[f], now[f]));
  return { changed, values: Object.fromEntries(changed.map((f) => [f, now[f]])) as Partial<CarFields> };
}

/**
 * What the edit page shows read-only, with the reason: brand and model once the car is over a day
 * old (unless impersonating, or while they are empty), the payroll fields once payroll used the car.
 */
export function carLocks(car: CarListItem, impersonating: boolean, now = Date.now()): CarFormLocks {
  const locks: CarFormLocks = {};
  if (!impersonating && isOverADayOld(car, now)) {
    if (car.brand.trim()) locks.brand = messages.fleet.brandModelLocked;
    if (car.model.trim()) locks.model = messages.fleet.brandModelLocked;
  }
  if (car.payroll_processed === 1) for (const f of PAYROLL_LOCKED_FIELDS) locks[f] = messages.fleet.payrollLocked;
  return locks;
}
