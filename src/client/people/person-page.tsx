import { Suspense } from 'react';
import { BackLink } from '../ui/back-link';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { visiblePeopleColumns } from '../../shared/people/people.columns';
import { useLiveQuery } from 'dexie-react-hooks';
import { ActivityFeed } from '../activity';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { CustomFieldsSection } from '../custom-fields';
import { DocumentsSection } from '../documents';
import { useOffline } from '../offline/offline-context';
import { TagInput } from '../tags';
import { Avatar } from '../ui/avatar';
import { PERSON_CELLS } from './people-cells';
import { isPersonActive } from '../lib/person-status';
import { usePersonSections } from '../lib/person-sections';
import '../ui/page.css';
import { PageError } from '../ui/page-error';

/** Details a person page lists, besides the header: the table's columns the viewer may see. */
const DETAIL_COLUMNS = ['email', 'phone', 'manager', 'joined', 'active_until', 'recent_contract_start', 'dimona_statute', 'seniority_date'] as const;

export function PersonPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const can = useCan();
  const { db } = useOffline();
  const found = useLiveQuery(async () => {
    const person = await db.mirror('employees').get(id ?? '');
    if (!person) return { person: null };
    const teams = (await db.mirror('teams').bulkGet(person.team_ids)).filter((t) => t !== undefined).map((t) => ({ id: t.id, name: String(t.name) }));
    const reports = await db.mirror('employees').where('manager_id').equals(person.id).toArray();
    return { person, teams, reports: reports.filter(isPersonActive).sort((a, b) => a.name.localeCompare(b.name)) };
  }, [db, id]);
  const visible = visiblePeopleColumns(viewer);
  const sections = usePersonSections();

  if (!found) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (!found.person) {
    return <PageError back={<BackLink to="/people" label="People" />}>{messages.people.notFound}</PageError>;
  }
  const { person, teams = [], reports = [] } = found;
  return (
    <>
      <BackLink to="/people" label="People" />
      <div className="person-header">
        <Avatar name={person.name} src={person.avatar ?? undefined} size="lg" />
        <div>
          <h1>{person.name}</h1>
          <div className="person-header-meta">
            {person.role && <span className="muted">{person.role}</span>}
            {teams.map((t) => (
              <span key={t.id} className="badge">
                {t.name}
              </span>
            ))}
            {!isPersonActive(person) && <span className="badge badge-danger">Former employee</span>}
          </div>
        </div>
      </div>
      <div className="person-grid">
        <section className="card" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <dl className="detail-list">
            {visible
              .filter((c) => (DETAIL_COLUMNS as readonly string[]).includes(c.id))
              .map((c) => (
                <div key={c.id}>
                  <dt>{c.label}</dt>
                  <dd>
                    {c.id === 'manager' && person.manager_id ? <Link to={`/people/${person.manager_id}`}>{person.manager}</Link> : PERSON_CELLS[c.id](person)}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
        <div className="person-side">
          <section className="card" aria-labelledby="reports-title">
            <h2 id="reports-title">Reports to {person.first_name}</h2>
            {reports.length === 0 ? (
              <p className="muted">Nobody reports to {person.first_name}.</p>
            ) : (
              <ul className="link-list">
                {reports.map((r) => (
                  <li key={r.id}>
                    <Link to={`/people/${r.id}`}>
                      <Avatar name={r.name} size="sm" /> {r.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* The other areas' cards (vehicles, assets, trainings), each loaded with its area's code. */}
          <Suspense fallback={null}>
            {sections.map((Section, i) => (
              <Section key={i} personId={person.id} firstName={person.first_name} />
            ))}
          </Suspense>
        </div>
      </div>
      <CustomFieldsSection object="employee" id={person.id} editHref={`/people/${person.id}/edit/customFields`} canEdit={can('people.edit')} />
      <TagInput object="employee" id={person.id} />
      <DocumentsSection object="employee" id={person.id} back={`/people/${person.id}`} />
      <ActivityFeed object="employee" id={person.id} />
    </>
  );
}
