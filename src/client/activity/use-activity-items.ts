import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ObjectType } from '../../shared/objects';
import { useOffline } from '../offline/offline-context';
import type { FeedItem } from './activity-groups';

/**
 * The newest `limit` items of one object's feed from the mirror, through the index on (object,
 * id, time) read backwards: the page asks for more as it scrolls, and no more is ever read.
 * `more`: the mirror holds older ones still. Undefined while loading.
 */
export function useActivityItems(object: ObjectType, id: string, limit: number) {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows: FeedItem[] = await db
      .mirror('activity')
      .where('[related_object+related_object_id+happened_at]')
      .between([object, id, Dexie.minKey], [object, id, Dexie.maxKey])
      .reverse()
      .limit(limit + 1)
      .toArray();
    return { items: rows.slice(0, limit), more: rows.length > limit };
  }, [db, object, id, limit]);
}
