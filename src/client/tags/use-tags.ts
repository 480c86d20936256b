import { useLiveQuery } from 'dexie-react-hooks';
import type { ObjectType } from '../../shared/objects';
import { usedTagNames, type TagsRow } from '../../shared/tags/tags.schema';
import { useOffline } from '../offline/offline-context';

/** One object's tag names from the mirror; undefined while loading. */
export function useObjectTags(id: string): string[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => ((await db.mirror('tags').get(id)) as TagsRow | undefined)?.tag_names ?? [], [db, id]);
}

/** Every name used on objects of this type in the mirror, sorted (listUsedTags, on the device). */
export function useUsedTags(object: ObjectType): string[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => usedTagNames(await db.mirror('tags').where('related_object').equals(object).toArray()), [db, object]);
}

/** Tag lists by object id, for filtering a list of objects of this type. */
export function useTagsById(object: ObjectType): Map<string, string[]> | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = await db.mirror('tags').where('related_object').equals(object).toArray();
    return new Map(rows.map((r) => [r.id, r.tag_names]));
  }, [db, object]);
}

/** Whether a tag list holds the tag, case-insensitively. */
export const hasTag = (names: readonly string[] | undefined, tag: string) => (names ?? []).some((n) => n.toLowerCase() === tag.toLowerCase());
