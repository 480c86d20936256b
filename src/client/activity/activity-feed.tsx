import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ACTIVITY_PAGE_SIZE } from '../../shared/activity/activity.schema';
import { format, subDays } from 'date-fns';
import { formatDate, isoDay, parseIsoDate } from '../../shared/format';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';
import { EmptyState } from '../ui/empty-state';
import { groupFeed } from './activity-groups';
import { ActivityEntry } from './activity-entry';
import { NoteBox } from './note-box';
import { useActivityItems } from './use-activity-items';
import { useNearBottom } from './use-near-bottom';
import './activity-feed.css';

export interface ActivityFeedProps {
  /** The kind of object (src/shared/objects.ts) and its id: `<ActivityFeed object="car" id={car.id} />`. */
  object: ObjectType;
  id: string;
}

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function dayLabel(day: string): string {
  const now = new Date();
  if (day === isoDay(now)) return 'Today';
  if (day === isoDay(subDays(now, 1))) return 'Yesterday';
  const date = parseIsoDate(day);
  return `${date ? format(date, 'EEEE') : ''} ${formatDate(day)}`;
}

/** The avatar of the signed-in user (their person's), for their own notes not yet sent. */
function useMyAvatar(): string | null {
  const viewer = useViewer();
  const { db } = useOffline();
  return (
    useLiveQuery(
      async () => ((viewer.user.employee_id ? await db.mirror('employees').get(viewer.user.employee_id) : undefined)?.avatar as string | undefined) ?? null,
      [db, viewer.user.employee_id],
    ) ?? null
  );
}

/**
 * The activity feed of any object, from the mirror: newest first by day, consecutive actions of
 * one person grouped, notes as cards, 50 rows at a time with more loaded near the bottom, and a
 * note box for those who may write. Works offline like the rest of the app.
 */
export function ActivityFeed({ object, id }: ActivityFeedProps) {
  // A new object starts again at the first 50.
  return <Feed key={`${object}:${id}`} object={object} id={id} />;
}

function Feed({ object, id }: ActivityFeedProps) {
  const viewer = useViewer();
  const can = useCan();
  const { synced } = useOffline();
  const [limit, setLimit] = useState(ACTIVITY_PAGE_SIZE);
  const found = useActivityItems(object, id, limit);
  const meAvatar = useMyAvatar();
  const more = found?.more ?? false;
  const shown = found?.items.length ?? 0;
  // Only once the rows asked for last time are on screen: the list must grow before it looks again.
  const loadMore = () => setLimit((n) => (shown >= n ? n + ACTIVITY_PAGE_SIZE : n));
  const sentinel = useNearBottom<HTMLDivElement>(loadMore, more, shown);
  const days = found ? groupFeed(found.items) : [];

  return (
    <section className="card activity-feed" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      {can('activity.addNote') && <NoteBox object={object} id={id} />}
      {found === undefined || (!synced && found.items.length === 0) ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading activity" />
      ) : days.length === 0 ? (
        <EmptyState title={sentence(messages.activity.empty)} text="Changes and notes will show here." image={null} />
      ) : (
        days.map((d) => (
          <div key={d.day} className="activity-day">
            <h3 className="activity-day-title">{dayLabel(d.day)}</h3>
            <ol className="activity-list">
              {d.entries.map((e) => (
                <ActivityEntry key={e.key} entry={e} me={viewer.user.name} meAvatar={meAvatar} />
              ))}
            </ol>
          </div>
        ))
      )}
      {more && (
        <div ref={sentinel} className="activity-more">
          <button type="button" className="btn btn-ghost" onClick={loadMore}>
            Show older activity
          </button>
        </div>
      )}
    </section>
  );
}
