import { CAR_EDIT_FIELDS, type CarEditBody, type CarEditFields, type CarListItem } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { peopleScope } from '../people/people.routes';
import { recordActivities } from '../activity/record-activity';
import { ConflictError } from '../sync/conflict';
import type { WriteInfo } from '../sync/run-write';
import { carChangeEvents } from './car-activity';
import { getCar, updateCar } from './cars.repo';

const editable = new Set<string>(CAR_EDIT_FIELDS);

/** How a value compares for `base`: trimmed text, with null and '' the same (an emptied field). */
function comparable(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  throw badRequest(messages.http.invalidInput, { [`base.${field}`]: messages.http.invalidInput });
}

/** The fields of `base` whose server value is no longer what the client last saw. */
function staleFields(car: CarListItem, base: Record<string, unknown>): string[] {
  const stale: string[] = [];
  for (const [field, seen] of Object.entries(base)) {
    if (!editable.has(field)) throw badRequest(messages.sync.unknownBaseField(field), { [`base.${field}`]: messages.sync.unknownBaseField(field) });
    if (comparable(field, seen) !== comparable(field, car[field as keyof CarEditFields])) stale.push(field);
  }
  return stale;
}

export const describeCar = (car: CarListItem) => `Vehicle ${car.plate || [car.brand, car.model].filter(Boolean).join(' ') || car.id.slice(0, 8)}`;

/**
 * POST /api/cars/edit. With `base` (sent from the outbox) the edit applies only if each field it
 * names still holds that value, so two people editing different fields both land; without it
 * (API users) the last write wins.
 */
export async function editCar(tx: Db, write: WriteInfo, body: CarEditBody): Promise<WriteAnswer<CarListItem>> {
  const { viewer } = write;
  const scope = peopleScope(viewer);
  const found = await getCar(tx, scope, body.car_id);
  if (!found) throw notFound(messages.fleet.carNotFound);
  const { car, changedBy } = found;
  if (car.deleted !== 0) throw badRequest(messages.fleet.onlyActiveEditable);

  const fields: Partial<CarEditFields> = {};
  for (const f of CAR_EDIT_FIELDS) if (body[f] !== undefined) (fields as Record<string, unknown>)[f] = body[f];
  if (fields.color === '') fields.color = null;
  if (car.type === 'bicycle' && fields.plate !== undefined) throw badRequest(messages.fleet.noPlateForBicycle, { plate: messages.fleet.noPlateForBicycle });

  if (body.base && staleFields(car, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(describeCar(car), changedBy.name), car, changedBy);
  }
  if (Object.keys(fields).length === 0) return { data: car };
  await updateCar(tx, { companyId: viewer.company.id, id: car.id, userId: viewer.user.id, fields });
  // Read back unscoped by team: a change of person may take the car out of this user's teams.
  const saved = (await getCar(tx, { companyId: viewer.company.id, teamIds: null }, car.id))!.car;
  await recordActivities(tx, write, carChangeEvents(car, saved));
  return { data: saved };
}
