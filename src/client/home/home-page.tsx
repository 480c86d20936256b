import { Link } from 'react-router-dom';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import type { NavItem } from '../lib/client-area';
import { useLiveQuery } from 'dexie-react-hooks';
import { visiblePeopleColumns } from '../../shared/people/people.columns';
import { todayIso } from '../lib/today';
import { useOffline } from '../offline/offline-context';
import './home-page.css';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

interface HomeCounts {
  people: number;
  teams: number;
  vehicles: number;
}

/**
 * The line under a card's name: a figure counted on the device once the first download is done
 * (before, the device holds part of the rows: a shimmer, not a wrong '0'), the area's summary, or
 * that it is not built yet.
 */
function HomeCardLine({ item, counts, scope }: { item: NavItem; counts: HomeCounts | undefined; scope: string }) {
  const figure =
    item.to === '/people'
      ? (c: HomeCounts) => `${c.people} people ${scope} · ${c.teams} teams`
      : item.to === '/fleet'
        ? (c: HomeCounts) => `${c.vehicles} vehicles`
        : null;
  if (figure) {
    return counts ? <span className="muted">{figure(counts)}</span> : <span className="home-card-loading" role="status" aria-label="Counting…" />;
  }
  if (item.notBuilt) return <span className="badge">Not built yet</span>;
  return item.summary ? <span className="muted">{item.summary}</span> : null;
}

export function HomePage({ nav }: { nav: readonly NavItem[] }) {
  const viewer = useViewer();
  const can = useCan();
  const { db, synced } = useOffline();
  const viewerSeesEndDates = visiblePeopleColumns(viewer).some((c) => c.id === 'active_until');
  // Counted through indexes, never by reading whole tables, and only once the first download is in:
  // this page is open while 100,000 rows arrive, and would count again after every page of them.
  const counts = useLiveQuery(async (): Promise<HomeCounts | undefined> => {
    if (!synced) return undefined;
    const people = db.mirror('employees');
    // Without end dates on the device, the server's flag says who still works here.
    const active = viewerSeesEndDates
      ? (await people.count()) - (await people.where('active_until').below(todayIso()).count())
      : await people.filter((p) => p.is_active === true).count();
    return {
      people: active,
      teams: await db.mirror('teams').count(),
      vehicles: await db.mirror('cars').where('deleted').equals(0).count(),
    };
  }, [db, viewerSeesEndDates, synced]);
  const scope = can('people.viewAll') ? 'in the company' : 'in your teams';

  return (
    <>
      <div className="page-header">
        <div>
          <h1>
            {greeting(new Date().getHours())}, {viewer.user.name.split(' ')[0]}
          </h1>
          <p className="muted">{viewer.company.name}</p>
        </div>
      </div>
      <div className="home-grid">
        {nav
          .filter((i) => can(i.action) && i.to !== '/settings')
          .map((item) => (
            <Link key={item.to} to={item.to} className="card home-card">
              <span className="home-card-icon">
                <item.icon size={24} />
              </span>
              <span className="home-card-body">
                <strong>{item.label}</strong>
                <HomeCardLine item={item} counts={synced ? counts : undefined} scope={scope} />
              </span>
            </Link>
          ))}
      </div>
    </>
  );
}
