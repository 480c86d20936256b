import { useState } from 'react';
import { ACTIVITY_SYNC_DELAY_SHOWN_MS } from '../../shared/activity/activity.schema';
import { formatDateTime, isoDay } from '../../shared/format';
import { Avatar } from '../ui/avatar';
import { IconChevronDown } from '../ui/icons';
import type { FeedEntry, FeedItem } from './activity-groups';
import { ItemText, authorName } from './activity-text';

const timeOf = (iso: string) => formatDateTime(iso).slice(11);

/** A change that waited on its device (offline) before it reached the server. */
const waited = (i: FeedItem) =>
  !i._pending && !!i.received_at && new Date(i.received_at).getTime() - new Date(i.happened_at).getTime() > ACTIVITY_SYNC_DELAY_SHOWN_MS;

/** When it was made on the device and, when that was a while before, when it reached the server. */
function When({ item }: { item: FeedItem }) {
  const received = waited(item) ? item.received_at : null;
  const sameDay = received !== null && isoDay(new Date(received)) === isoDay(new Date(item.happened_at));
  return (
    <>
      <time className="activity-time" dateTime={item.happened_at} title={`Made on the device ${formatDateTime(item.happened_at)}`}>
        {timeOf(item.happened_at)}
      </time>
      {received !== null && (
        <span className="activity-time activity-synced" title={`Reached the server ${formatDateTime(received)}`}>
          {' · synced '}
          <time dateTime={received}>{sameDay ? timeOf(received) : formatDateTime(received)}</time>
        </span>
      )}
    </>
  );
}

/** Who did it, and the support user who did it for them, if one did. */
function Who({ item, name }: { item: FeedItem; name: string }) {
  const via = item.event_info_json.impersonated_by;
  return (
    <>
      <strong>{name}</strong>
      {typeof via === 'string' && <span className="muted"> (by {via}, support)</span>}
    </>
  );
}

function Pending({ item }: { item: FeedItem }) {
  return item._pending ? (
    <span className="badge badge-warning" title="Saved on this device, waiting to be sent">
      Waiting to sync
    </span>
  ) : null;
}

/** One entry of the timeline: a note card, or one or more events by one person. */
export function ActivityEntry({ entry, me, meAvatar }: { entry: FeedEntry; me: string; meAvatar: string | null }) {
  const first = entry.kind === 'note' ? entry.item : entry.items[0]!;
  const name = authorName(first, me);
  const avatar = first._pending ? meAvatar : first.user_avatar;
  return (
    <li className={`activity-entry activity-entry-${entry.kind}`}>
      <Avatar name={name} src={avatar} size="md" decorative />
      <div className="activity-body">{entry.kind === 'note' ? <NoteCard item={entry.item} name={name} /> : <Events items={entry.items} name={name} />}</div>
    </li>
  );
}

function NoteCard({ item, name }: { item: FeedItem; name: string }) {
  return (
    <>
      <div className="activity-line">
        <Who item={item} name={name} /> <ItemText item={item} /> <When item={item} /> <Pending item={item} />
      </div>
      <blockquote className="activity-note">{String(item.event_info_json.text ?? '')}</blockquote>
    </>
  );
}

/** A group collapses to its newest action; 'view all actions' shows each with its time. */
function Events({ items, name }: { items: FeedItem[]; name: string }) {
  const [open, setOpen] = useState(false);
  const newest = items[0]!;
  if (items.length === 1) {
    return (
      <div className="activity-line">
        <Who item={newest} name={name} /> <ItemText item={newest} /> <When item={newest} /> <Pending item={newest} />
      </div>
    );
  }
  return (
    <>
      <div className="activity-line">
        <Who item={newest} name={name} /> made {items.length} changes <When item={newest} />
      </div>
      {open ? (
        <ol className="activity-actions">
          {items.map((i) => (
            <li key={i.id}>
              <When item={i} />{' '}
              <span>
                <ItemText item={i} />
              </span>{' '}
              <Pending item={i} />
            </li>
          ))}
        </ol>
      ) : (
        <div className="activity-line activity-latest">
          <ItemText item={newest} />
        </div>
      )}
      <button type="button" className="activity-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'hide all actions' : 'view all actions'} <IconChevronDown size={16} className={open ? 'activity-toggle-open' : undefined} />
      </button>
    </>
  );
}
