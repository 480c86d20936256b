import { z } from 'zod';
import { messages } from '../messages';
import { OBJECT_TYPES } from '../objects';
import { searchInput, textInput } from '../input-schemas';

// Tags (software-contracts-push.md sections 2 and 7): free labels, a list of names per object.
// One row per object holds its names; the row's id is the object's id, so a device that tags an
// object offline makes the very row the server will make.

export const TAG_NAME_MAX_LENGTH = 50;
export const TAGS_PER_OBJECT_MAX = 20;

const tagName = textInput(TAG_NAME_MAX_LENGTH, messages.tags.nameTooLong).min(1, messages.tags.nameRequired);

/** Case-insensitive duplicates removed, the first spelling kept, order kept. */
export function uniqueTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = n.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const tagNamesSchema = z.array(tagName).max(TAGS_PER_OBJECT_MAX, messages.tags.tooMany).transform(uniqueTagNames);

/** POST /api/tags/updateTags: replaces the object's tags with these. */
export const updateTagsBodySchema = z.object({
  related_object: z.enum(OBJECT_TYPES),
  related_object_id: z.uuid(),
  tag_names: tagNamesSchema,
});

/** A row of the tags table as the pull, the mirror and updateTags' answer carry it. */
export interface TagsRow {
  /** The object's id. */
  id: string;
  related_object: (typeof OBJECT_TYPES)[number];
  related_object_id: string;
  tag_names: string[];
  version: number;
}

/** GET /api/tags/{object}/{id}/list */
export const tagsListParamsSchema = z.object({ object: z.enum(OBJECT_TYPES), id: z.uuid() });
/** GET /api/tags/{object}/suggest and listUsedTags */
export const tagsObjectParamsSchema = z.object({ object: z.enum(OBJECT_TYPES) });
export const tagsSuggestQuerySchema = z.object({ keyword: searchInput(TAG_NAME_MAX_LENGTH) });
/** No object type has subtypes yet: accepted and ignored. */
export const usedTagsQuerySchema = z.object({ related_object_subtype: z.string().max(100).optional() });

/** The names among `used` that start with `keyword`, case-insensitively, sorted. */
export function suggestTags(used: readonly string[], keyword: string, limit = 10): string[] {
  const k = keyword.trim().toLocaleLowerCase();
  return used.filter((n) => n.toLocaleLowerCase().startsWith(k)).slice(0, limit);
}

/** Every distinct name (case-insensitively) over the rows, sorted. */
export function usedTagNames(rows: readonly { tag_names: readonly string[] }[]): string[] {
  return uniqueTagNames(rows.flatMap((r) => r.tag_names)).sort((a, b) => a.localeCompare(b));
}

/** What a new tag list adds and removes, case-insensitively; null when nothing changes. */
export function tagChange(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } | null {
  const has = (list: readonly string[], n: string) => list.some((m) => m.toLocaleLowerCase() === n.toLocaleLowerCase());
  const added = after.filter((n) => !has(before, n));
  const removed = before.filter((n) => !has(after, n));
  return added.length || removed.length ? { added, removed } : null;
}
