import type { EventInfo } from '../../shared/activity/activity.schema';
import type { EventType } from '../../shared/activity/event-types';
import { uuidv7 } from '../../shared/ids';
import type { ObjectType } from '../../shared/objects';
import type { Db } from '../db/database';
import type { WriteInfo } from '../sync/run-write';
import { insertActivity } from './activity.repo';

/** One item of an object's feed, as a write describes what it did. */
export interface ActivityEvent {
  related_object: ObjectType;
  related_object_id: string;
  event_type: EventType;
  event_info_json: EventInfo;
  /** A client-made id (a note written offline); otherwise one is made here. */
  id?: string;
}

/** Who an item is by and when: a user's write (with the device and an impersonating support user), or nobody's. */
interface Author {
  companyId: string;
  userId: string | null;
  happenedAt: Date | null;
  deviceId: string | null;
  impersonatedBy?: string;
}

async function insertEvent(tx: Db, a: Author, e: ActivityEvent): Promise<string> {
  const id = e.id ?? uuidv7(a.happenedAt?.getTime());
  const info = a.impersonatedBy ? { ...e.event_info_json, impersonated_by: a.impersonatedBy } : e.event_info_json;
  await insertActivity(tx, {
    id,
    companyId: a.companyId,
    userId: a.userId,
    type: e.related_object,
    objectId: e.related_object_id,
    eventType: e.event_type,
    info,
    happenedAt: a.happenedAt,
    deviceId: a.deviceId,
  });
  return id;
}

/**
 * Writes an activity item inside a write (runWrite's transaction), by the acting user, at the time
 * the change was made on the device when the replayed call said so (WriteInfo.madeAt), else now.
 * A support user acting as someone is named in the item too.
 */
export function recordActivity(tx: Db, write: WriteInfo, e: ActivityEvent): Promise<string> {
  const { viewer } = write;
  return insertEvent(
    tx,
    {
      companyId: viewer.company.id,
      userId: viewer.user.id,
      happenedAt: write.madeAt,
      deviceId: write.deviceId ?? null,
      impersonatedBy: viewer.impersonator?.name,
    },
    e,
  );
}

/** recordActivity for several items, in order. */
export async function recordActivities(tx: Db, write: WriteInfo, events: readonly ActivityEvent[]): Promise<void> {
  for (const e of events) await recordActivity(tx, write, e);
}

/** Items no user made (an employee signing through their link, who has no account): the company's, now. */
export async function recordAnonymousActivities(tx: Db, companyId: string, events: readonly ActivityEvent[]): Promise<void> {
  for (const e of events) await insertEvent(tx, { companyId, userId: null, happenedAt: null, deviceId: null }, e);
}
