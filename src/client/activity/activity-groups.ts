import { ACTIVITY_GROUP_WINDOW_MS, type ActivityItem } from '../../shared/activity/activity.schema';
import { isoDay } from '../../shared/format';

/** An item as the mirror holds it: the server's row, or a note of this device not yet sent. */
export type FeedItem = ActivityItem & { _pending?: 1 };

/**
 * What the feed shows, newest first. Notes stand alone as cards. Other items follow one another
 * into a group while they are by the same person on the same device, each at most
 * ACTIVITY_GROUP_WINDOW_MS after the one before, on the same day, and nothing else came between:
 * ten quick edits in a row read as one entry that can be expanded, while an office edit and a
 * tablet's offline edit stay two entries, whatever the order they reached the server in.
 */
export type FeedEntry = { kind: 'note'; key: string; item: FeedItem } | { kind: 'events'; key: string; items: FeedItem[] };

export interface FeedDay {
  /** The local day, YYYY-MM-DD. */
  day: string;
  entries: FeedEntry[];
}

/** The local calendar day of an ISO time, as YYYY-MM-DD. */
const localDay = (iso: string): string => isoDay(new Date(iso));

/** Who did it and where, as a grouping key: pending items are this device's user's, on this device. */
const sourceOf = (i: FeedItem) => (i._pending ? 'me|this device' : `${i.related_user_id ?? 'system'}|${i.device_id ?? 'no device'}`);

/** `item` (older) joins the group whose oldest item so far is `last`. */
const joins = (last: FeedItem, item: FeedItem) =>
  sourceOf(last) === sourceOf(item) && new Date(last.happened_at).getTime() - new Date(item.happened_at).getTime() <= ACTIVITY_GROUP_WINDOW_MS;

/** Groups items already sorted newest first into days of entries. */
export function groupFeed(items: readonly FeedItem[]): FeedDay[] {
  const days: FeedDay[] = [];
  for (const item of items) {
    const day = localDay(item.happened_at);
    let current = days.at(-1);
    if (!current || current.day !== day) days.push((current = { day, entries: [] }));
    if (item.event_type === 'note_added') {
      current.entries.push({ kind: 'note', key: item.id, item });
      continue;
    }
    const last = current.entries.at(-1);
    if (last?.kind === 'events' && joins(last.items.at(-1)!, item)) last.items.push(item);
    else current.entries.push({ kind: 'events', key: item.id, items: [item] });
  }
  return days;
}
