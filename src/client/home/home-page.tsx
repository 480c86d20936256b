import { Link } from 'react-router-dom';
import { useCan, useViewer } from '../lib/session-context';
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

export function HomePage({ nav }: { nav: readonly NavItem[] }) {
  const viewer = useViewer();
  const can = useCan();
  const { db } = useOffline();
  const viewerSeesEndDates = visiblePeopleColumns(viewer).some((c) => c.id === 'active_until');
  // Counted through indexes, never by reading whole tables: this page is open while a first
  // download of 100,000 rows arrives, and runs again after every page of it.
  const counts = useLiveQuery(async () => {
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
  }, [db, viewerSeesEndDates]);
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
          .map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className="card home-card">
              <span className="home-card-icon">
                <Icon size={24} />
              </span>
              <span className="home-card-body">
                <strong>{label}</strong>
                {to === '/people' ? (
                  <span className="muted">{counts ? `${counts.people} people ${scope} · ${counts.teams} teams` : '…'}</span>
                ) : to === '/fleet' ? (
                  <span className="muted">{counts ? `${counts.vehicles} vehicles` : '…'}</span>
                ) : (
                  // Areas not built yet say so rather than show invented figures.
                  <span className="badge">Not built yet</span>
                )}
              </span>
            </Link>
          ))}
      </div>
    </>
  );
}
