import { addError, carOptions, emptyCarDraft, normalizeCar, type CarDraft } from '../../shared/fleet/car-rules';
import { CAR_FIELDS, type CarAddBody, type CarListItem } from '../../shared/fleet/fleet.schema';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivities } from '../activity/record-activity';
import { assignAutoNumbers } from '../custom-fields/auto-numbers';
import type { Db } from '../db/database';
import { badRequest, HttpError, ruleError } from '../http/errors';
import { personInScope } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';
import { sentFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { carAddedEvents } from './car-activity';
import { carIdTaken, carWithPlate, insertCar } from './car-writes.repo';
import { savedCar } from './cars.repo';

/**
 * POST /api/cars/add: the wizard's car, checked step by step by the shared rules (car-rules.ts
 * addError) as the wizard checked it. Fields not sent take the wizard's defaults; an absent
 * is_pool_vehicle is a question not answered. The id is the client's (a car added offline keeps
 * it) or made here.
 */
export async function addCar(tx: Db, write: WriteInfo, body: CarAddBody): Promise<WriteAnswer<CarListItem> & { id: string }> {
  const { viewer } = write;
  const scope = peopleScope(viewer);
  const options = carOptions(viewer);
  const draft: CarDraft = { ...emptyCarDraft(body.type), ...sentFields<CarDraft>(body, CAR_FIELDS) };
  const problem = addError(draft, options);
  if (problem) throw ruleError([problem.error]);

  const fields = normalizeCar(draft);
  if (fields.related_employee_id && !(await personInScope(tx, scope, fields.related_employee_id))) {
    throw badRequest(messages.fleet.personNotFound, { related_employee_id: messages.fleet.personNotFound });
  }
  if (fields.plate && (await carWithPlate(tx, scope, fields.plate))) throw badRequest(messages.fleet.plateExists, { plate: messages.fleet.plateExists });
  const id = body.id ?? uuidv7();
  if (await carIdTaken(tx, id)) throw new HttpError(409, 'conflict', messages.fleet.idTaken, { id: messages.fleet.idTaken });

  await insertCar(tx, { companyId: viewer.company.id, id, userId: viewer.user.id, fields });
  await assignAutoNumbers(tx, viewer.company.id, 'car', id);
  const saved = await savedCar(tx, viewer.company.id, id);
  await recordActivities(tx, write, carAddedEvents(saved));
  return { id, data: saved };
}
