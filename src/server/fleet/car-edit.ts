import { sameValue } from '../../shared/edit-changes';
import { carFieldKind, carOptions, draftOf, editErrors, normalizeCar, type CarDraft } from '../../shared/fleet/car-rules';
import { describeCar } from '../../shared/fleet/fleet.mutations';
import { plateKey } from '../../shared/fleet/plate-key';
import { CAR_FIELDS, type CarEditBody, type CarField, type CarListItem } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import type { Db } from '../db/database';
import { badRequest, notFound, ruleError } from '../http/errors';
import { personInScope } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { sentFields, staleFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { carChangeEvents } from './car-activity';
import { CAR_EDIT } from './car-values';
import { carWithPlate, updateCar } from './car-writes.repo';
import { getCar, savedCar } from './cars.repo';

/**
 * POST /api/cars/edit. The body's fields are merged over the car as it is now and checked by the
 * shared rules (car-rules.ts editErrors). With `base` (sent from the outbox) the edit applies only
 * if each field it names still holds that value, so two people editing different fields both
 * land; without it (API users) the last write wins.
 */
export async function editCar(tx: Db, write: WriteInfo, body: CarEditBody): Promise<WriteAnswer<CarListItem>> {
  const { viewer } = write;
  const scope = peopleScope(viewer);
  const found = await getCar(tx, scope, body.car_id);
  if (!found) throw notFound(messages.fleet.carNotFound);
  const { car, changedBy } = found;
  if (car.deleted !== 0) throw badRequest(messages.fleet.onlyActiveEditable);
  if (body.base && staleFields(CAR_EDIT, car, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(describeCar(car, car.id), changedBy.name), car, changedBy);
  }

  const sent = sentFields<CarDraft>(body, CAR_FIELDS);
  const before = draftOf(car);
  const after: CarDraft = { ...before, ...sent };
  const changed = (Object.keys(sent) as CarField[]).filter((f) => !sameValue(carFieldKind(f), sent[f], before[f]));
  const errors = editErrors(car, after, changed, carOptions(viewer), {
    impersonating: viewer.impersonator !== null,
    start_date_new_employee: body.start_date_new_employee,
    end_date_previously_assigned_employee: body.end_date_previously_assigned_employee,
  });
  if (errors.length > 0) throw ruleError(errors);
  if (changed.length === 0) return { data: car };

  const fields = normalizeCar(after);
  if (fields.related_employee_id && fields.related_employee_id !== car.related_employee_id && !(await personInScope(tx, scope, fields.related_employee_id))) {
    throw badRequest(messages.fleet.personNotFound, { related_employee_id: messages.fleet.personNotFound });
  }
  if (fields.plate && plateKey(fields.plate) !== plateKey(car.plate) && (await carWithPlate(tx, scope, fields.plate, car.id))) {
    throw badRequest(messages.fleet.plateExists, { plate: messages.fleet.plateExists });
  }
  await updateCar(tx, { companyId: viewer.company.id, id: car.id, userId: viewer.user.id, fields });
  const saved = await savedCar(tx, viewer.company.id, car.id);
  const dates = { start_date: body.start_date_new_employee ?? null, end_date: body.end_date_previously_assigned_employee ?? null };
  await recordActivities(tx, write, carChangeEvents(car, saved, dates));
  return { data: saved };
}
