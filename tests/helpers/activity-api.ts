import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { insertActivity } from '../../src/server/activity/activity.repo';
import { activity } from '../../src/server/db/schema/activity';
import { withCompanyWrite } from '../../src/server/sync/write-lock';
import type { ActivityItem } from '../../src/shared/activity/activity.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { ObjectType } from '../../src/shared/objects';
import { syncHeaders, type SyncHeaderValues } from './sync-api';
import type { Client, Response } from './test-app';
import { SYNC_HEADERS } from '../../src/shared/sync/protocol';

export interface ActivityPage {
  data: ActivityItem[];
  count: number;
}

/** GET /api/activity/{object}/{id}?page= (getActivity). */
export const getActivity = (c: Client, type: ObjectType, id: string, page?: number): Promise<Response> =>
  c.get(`/api/activity/${type}/${id}`, page === undefined ? {} : { page });

/** getActivity, asserted to answer 200. */
export async function activityPage(c: Client, type: ObjectType, id: string, page?: number): Promise<ActivityPage> {
  const res = await getActivity(c, type, id, page);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>();
}

/** POST /api/activity/addNote, optionally as an outbox replay (sync headers, device time). */
export function postNote(c: Client, body: Record<string, unknown>, h: SyncHeaderValues & { madeAt?: string } = {}): Promise<Response> {
  const headers = { ...syncHeaders(h), ...(h.madeAt !== undefined ? { [SYNC_HEADERS.madeAt]: h.madeAt } : {}) };
  return c.request({ method: 'POST', url: '/api/activity/addNote', payload: body, headers });
}

/** A note body on the given object, with a fresh client-made id. */
export const noteOn = (type: ObjectType, id: string, text = 'A note') => ({ id: uuidv7(), related_object: type, related_object_id: id, text });

/** Writes `count` items on one object straight into the table, one minute apart, oldest first. */
export async function addItems(
  db: Db,
  p: { companyId: string; userId: string | null; type: ObjectType; objectId: string; count: number; start?: Date },
): Promise<string[]> {
  const start = p.start ?? new Date(Date.now() - p.count * 60_000 - 3_600_000);
  const ids: string[] = [];
  await withCompanyWrite(db, { companyId: p.companyId, userId: p.userId }, async (tx) => {
    for (let i = 0; i < p.count; i++) {
      const at = new Date(start.getTime() + i * 60_000);
      const id = uuidv7(at.getTime());
      ids.push(id);
      await insertActivity(tx, {
        id,
        companyId: p.companyId,
        userId: p.userId,
        type: p.type,
        objectId: p.objectId,
        eventType: 'note_added',
        info: { text: `Item ${i + 1}` },
        happenedAt: at,
      });
    }
  });
  return ids;
}

/** The ids among these that have no activity yet (the demo seeds a history on a few vehicles). */
export async function withoutActivity(db: Db, ids: string[]): Promise<Set<string>> {
  const busy = new Set((await db.selectDistinct({ id: activity.related_object_id }).from(activity)).map((r) => r.id));
  return new Set(ids.filter((id) => !busy.has(id)));
}
