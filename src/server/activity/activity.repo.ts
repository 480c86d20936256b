import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE, type ActivityItem, type EventInfo } from '../../shared/activity/activity.schema';
import type { EventType } from '../../shared/activity/event-types';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../shared/format';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { users } from '../db/schema/auth';
import { employees } from '../db/schema/people';
import { pointsAtVisibleObject } from '../objects/object-access';
import { type ChangeWindow, inWindow } from '../sync/changes';

/** The columns of an item as every answer carries it (getActivity, the pull, addNote). */
const itemColumns = {
  id: activity.id,
  related_object: activity.related_object,
  related_object_id: activity.related_object_id,
  event_type: activity.event_type,
  event_info_json: activity.event_info_json,
  related_user_id: activity.related_user_id,
  real_name: users.name,
  user_avatar: employees.avatar,
  happened_at: activity.happened_at,
  received_at: activity.created_at,
  device_id: activity.device_id,
  version: activity.version,
};

type RawItem = Omit<ActivityItem, 'happened_at' | 'received_at' | 'date_formatted'> & { happened_at: Date; received_at: Date };

const toItem = (r: RawItem): ActivityItem => ({
  ...r,
  version: Number(r.version),
  happened_at: r.happened_at.toISOString(),
  received_at: r.received_at.toISOString(),
  date_formatted: formatDateTime(r.happened_at, DEFAULT_TIME_ZONE),
});

/** Items with their author's name and avatar (the avatar of the person the user is). */
const selectItems = (db: Db) =>
  db.select(itemColumns).from(activity).leftJoin(users, eq(users.id, activity.related_user_id)).leftJoin(employees, eq(employees.id, users.employee_id));

/** getActivity: one page of an object's items, newest first. The caller checked the object. */
export async function listActivity(db: Db, p: { companyId: string; type: ObjectType; id: string; page: number }) {
  const where = and(eq(activity.company_id, p.companyId), eq(activity.related_object, p.type), eq(activity.related_object_id, p.id));
  const rows = await selectItems(db)
    .where(where)
    .orderBy(desc(activity.happened_at), desc(activity.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset(p.page * ACTIVITY_PAGE_SIZE);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activity)
    .where(where);
  return { data: (rows as RawItem[]).map(toItem), count: Number(total?.n ?? 0) };
}

export async function getActivityItem(db: Db, companyId: string, id: string): Promise<ActivityItem | null> {
  const [row] = await selectItems(db).where(and(eq(activity.company_id, companyId), eq(activity.id, id)));
  return row ? toItem(row as RawItem) : null;
}

/** Any company's item with this id: a client-made id must not take another's. */
export async function activityIdOwner(db: Db, id: string) {
  const [row] = await db
    .select({
      company_id: activity.company_id,
      related_user_id: activity.related_user_id,
      related_object: activity.related_object,
      related_object_id: activity.related_object_id,
      event_type: activity.event_type,
    })
    .from(activity)
    .where(eq(activity.id, id));
  return row ?? null;
}

export interface NewActivity {
  id: string;
  companyId: string;
  userId: string | null;
  type: ObjectType;
  objectId: string;
  eventType: EventType;
  info: EventInfo;
  /** Null: now (the transaction's time). */
  happenedAt: Date | null;
  deviceId?: string | null;
}

export async function insertActivity(db: Db, a: NewActivity): Promise<void> {
  await db.insert(activity).values({
    id: a.id,
    company_id: a.companyId,
    related_object: a.type,
    related_object_id: a.objectId,
    event_type: a.eventType,
    event_info_json: a.info,
    related_user_id: a.userId,
    updated_by: a.userId,
    device_id: a.deviceId ?? null,
    ...(a.happenedAt ? { happened_at: a.happenedAt } : {}),
  });
}

/** Items changed after the cursor, in version order (sync pull); visible: the viewer sees the object. */
export async function activityChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<{ item: ActivityItem; visible: boolean }[]> {
  const visible = pointsAtVisibleObject(viewer, activity.related_object, activity.related_object_id);
  const rows = await db
    .select({ ...itemColumns, visible: sql<boolean>`${visible}` })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.related_user_id))
    .leftJoin(employees, eq(employees.id, users.employee_id))
    .where(inWindow(activity, viewer.company.id, w, visible))
    .orderBy(asc(activity.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...item }) => ({ item: toItem(item as RawItem), visible: Boolean(seen) }));
}
