import { Link, useParams } from 'react-router-dom';
import { visiblePeopleColumns } from '../../shared/people/people.columns';
import type { PersonDetail } from '../../shared/people/people.schema';
import { useViewer } from '../auth/session-context';
import { useApiQuery } from '../lib/use-api-query';
import { Avatar } from '../ui/avatar';
import { IconChevronLeft } from '../ui/icons';
import { PERSON_CELLS } from './people-cells';
import './people.css';

/** Details a person page lists, besides the header: the table's columns the viewer may see. */
const DETAIL_COLUMNS = ['email', 'phone', 'manager', 'joined', 'active_until', 'recent_contract_start', 'dimona_statute', 'seniority_date'] as const;

export function PersonPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const { data, error, loading } = useApiQuery<{ data: PersonDetail }>(`/api/employees/${id}/detail`);
  const visible = visiblePeopleColumns(viewer);

  if (loading && !data) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (error) {
    return (
      <>
        <Link to="/people" className="back-link"><IconChevronLeft size={18} /> People</Link>
        <div className="error-box" role="alert">{error.message}</div>
      </>
    );
  }
  const person = data!.data;
  return (
    <>
      <Link to="/people" className="back-link"><IconChevronLeft size={18} /> People</Link>
      <div className="person-header">
        <Avatar name={person.name} src={person.avatar ?? undefined} size="lg" />
        <div>
          <h1>{person.name}</h1>
          <div className="person-header-meta">
            {person.role && <span className="muted">{person.role}</span>}
            {person.teams.map((t) => <span key={t.id} className="badge">{t.name}</span>)}
            {!person.is_active && <span className="badge badge-danger">Former employee</span>}
          </div>
        </div>
      </div>
      <div className="person-grid">
        <section className="card" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <dl className="detail-list">
            {visible.filter((c) => (DETAIL_COLUMNS as readonly string[]).includes(c.id)).map((c) => (
              <div key={c.id}>
                <dt>{c.label}</dt>
                <dd>{c.id === 'manager' && person.manager_id ? <Link to={`/people/${person.manager_id}`}>{person.manager}</Link> : PERSON_CELLS[c.id](person)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="reports-title">
          <h2 id="reports-title">Reports to {person.first_name}</h2>
          {person.reports.length === 0 ? (
            <p className="muted">Nobody reports to {person.first_name}.</p>
          ) : (
            <ul className="link-list">
              {person.reports.map((r) => (
                <li key={r.id}>
                  <Link to={`/people/${r.id}`}><Avatar name={r.name} size="sm" /> {r.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
