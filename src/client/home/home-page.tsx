import { Link } from 'react-router-dom';
import { useCan, useViewer } from '../auth/session-context';
import { NAV_ITEMS } from '../layout/nav-items';
import { useApiQuery } from '../lib/use-api-query';
import './home-page.css';

// Areas that are not built yet say so here rather than showing invented figures.
const BUILT = new Set(['/people']);

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const viewer = useViewer();
  const can = useCan();
  const people = useApiQuery<{ count: number }>('/api/employees/list?per_page=1');
  const teams = useApiQuery<{ count: number }>('/api/teams/list');
  const scope = can('people.viewAll') ? 'in the company' : 'in your teams';

  return (
    <>
      <div className="page-header">
        <div>
          <h1>{greeting(new Date().getHours())}, {viewer.user.name.split(' ')[0]}</h1>
          <p className="muted">{viewer.company.name}</p>
        </div>
      </div>
      <div className="home-grid">
        {NAV_ITEMS.filter((i) => can(i.action) && i.to !== '/settings').map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className="card home-card">
            <span className="home-card-icon"><Icon size={24} /></span>
            <span className="home-card-body">
              <strong>{label}</strong>
              {to === '/people' ? (
                <span className="muted">
                  {people.data ? `${people.data.count} people` : '…'} {scope}
                  {teams.data ? ` · ${teams.data.count} teams` : ''}
                </span>
              ) : (
                <span className="badge">{BUILT.has(to) ? '' : 'Not built yet'}</span>
              )}
            </span>
          </Link>
        ))}
      </div>
    </>
  );
}
