import { archiveErrors, carOptions } from '../../shared/fleet/car-rules';
import type { CarDeleteBody, CarListItem } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/database';
import { listDocuments } from '../documents/documents.repo';
import { badRequest, notFound, ruleError } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import type { WriteInfo } from '../sync/run-write';
import { deleteCar, updateCar } from './car-writes.repo';
import { getCar, savedCar } from './cars.repo';

// A car's states (fleet-and-assets.md section 4): active (deleted 0) and archived (deleted 1);
// archiving takes an end date of use (required when an integration pushes end dates), and only
// an archived car may be deleted for good, by support users (the route's access).

async function carInScope(tx: Db, write: WriteInfo, id: string): Promise<CarListItem> {
  const found = await getCar(tx, peopleScope(write.viewer), id);
  if (!found) throw notFound(messages.fleet.carNotFound);
  return found.car;
}

async function setState(tx: Db, write: WriteInfo, car: CarListItem, fields: { deleted: 0 | 1; date_end?: string | null }): Promise<CarListItem> {
  const { viewer } = write;
  await updateCar(tx, { companyId: viewer.company.id, id: car.id, userId: viewer.user.id, fields });
  return savedCar(tx, viewer.company.id, car.id);
}

/** POST /api/cars/delete. */
export async function archiveCar(tx: Db, write: WriteInfo, body: CarDeleteBody): Promise<WriteAnswer<CarListItem>> {
  const car = await carInScope(tx, write, body.car_id);
  if (car.deleted !== 0) throw badRequest(messages.fleet.onlyActiveArchivable);
  const errors = archiveErrors(body.date_end, carOptions(write.viewer));
  if (errors.length > 0) throw ruleError(errors);
  const dateEnd = body.date_end ?? car.date_end;
  const saved = await setState(tx, write, car, { deleted: 1, date_end: dateEnd });
  await recordActivity(tx, write, { related_object: 'car', related_object_id: car.id, event_type: 'car_archived', event_info_json: { date_end: dateEnd } });
  return { data: saved };
}

/** POST /api/cars/undelete. The end date stays, as the device's own undo shows it (fleet.mutations.ts). */
export async function unarchiveCar(tx: Db, write: WriteInfo, carId: string): Promise<WriteAnswer<CarListItem>> {
  const car = await carInScope(tx, write, carId);
  if (car.deleted !== 1) throw badRequest(messages.fleet.notArchived);
  const saved = await setState(tx, write, car, { deleted: 0 });
  await recordActivity(tx, write, { related_object: 'car', related_object_id: car.id, event_type: 'car_unarchived', event_info_json: {} });
  return { data: saved };
}

/**
 * POST /api/cars/delete-permanently: the row goes, and with it (triggers) its custom values,
 * files' rows, tags and activity. Answers the ids of the car's files, whose bytes the route
 * removes once this write is committed.
 */
export async function deleteCarPermanently(tx: Db, write: WriteInfo, carId: string): Promise<{ answer: WriteAnswer<null>; fileIds: string[] }> {
  const car = await carInScope(tx, write, carId);
  if (car.deleted !== 1) throw badRequest(messages.fleet.onlyArchivedDeletable);
  const companyId = write.viewer.company.id;
  const files = await listDocuments(tx, companyId, 'car', car.id);
  await deleteCar(tx, { companyId, id: car.id });
  return { answer: { data: null }, fileIds: files.map((f) => f.id) };
}
