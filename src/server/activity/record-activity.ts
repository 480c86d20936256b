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

/**
 * Writes an activity item inside a write (runWrite's transaction), by the acting user, at the time
 * the change was made on the device when the replayed call said so (WriteInfo.madeAt), else now.
 * A support user acting as someone is named in the item too.
 */
export async function recordActivity(tx: Db, write: WriteInfo, e: ActivityEvent): Promise<string> {
  const { viewer } = write;
  const id = e.id ?? uuidv7(write.madeAt?.getTime());
  const info = viewer.impersonator ? { ...e.event_info_json, impersonated_by: viewer.impersonator.name } : e.event_info_json;
  await insertActivity(tx, {
    id,
    companyId: viewer.company.id,
    userId: viewer.user.id,
    type: e.related_object,
    objectId: e.related_object_id,
    eventType: e.event_type,
    info,
    happenedAt: write.madeAt,
    deviceId: write.deviceId,
  });
  return id;
}

/** recordActivity for several items, in order. */
export async function recordActivities(tx: Db, write: WriteInfo, events: readonly ActivityEvent[]): Promise<void> {
  for (const e of events) await recordActivity(tx, write, e);
}

/** Items no user made (an employee signing through their link, who has no account): the company's, now. */
export async function recordAnonymousActivities(tx: Db, companyId: string, events: readonly ActivityEvent[]): Promise<void> {
  for (const e of events)
    await insertActivity(tx, {
      id: e.id ?? uuidv7(),
      companyId,
      userId: null,
      type: e.related_object,
      objectId: e.related_object_id,
      eventType: e.event_type,
      info: e.event_info_json,
      happenedAt: null,
      deviceId: null,
    });
}
