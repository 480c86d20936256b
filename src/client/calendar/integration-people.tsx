import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import type { IntegrationItem, IntegrationPersonItem } from '../../shared/calendar/integration.schema';
import { isPushMonthOffered, monthName } from '../../shared/calendar/push-month';
import { pushMessages } from '../../shared/calendar/push.messages';
import type { Versioned } from '../../shared/sync/area';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';
import { useMirrorTable } from '../offline/use-mirror-table';
import { LinkPersonModal } from './link-person-modal';

interface PersonRow {
  employee_id: string;
  name: string;
  link_source_app: string | null;
  iban: string | null;
  benefit_code: string | null;
}

/**
 * The integration's people and their payroll ids: its rows, then the company's other active people
 * (no row yet: nothing of theirs can be pushed). A payroll id is entered or changed here, online;
 * a saved answer shows until the mirror has that row or a newer one.
 */
function usePeopleRows(integrationId: string, saved: Map<string, Versioned<IntegrationPersonItem>>): PersonRow[] | undefined {
  const links = useMirrorTable('integration_people');
  const employees = useMirrorTable('employees');
  return useMemo(() => {
    if (links === undefined || employees === undefined) return undefined;
    const byPerson = new Map<string, PersonRow>(links.filter((l) => l.integration_id === integrationId).map((l) => [l.employee_id, l]));
    const mirrored = new Map(links.filter((l) => l.integration_id === integrationId).map((l) => [l.employee_id, l.version]));
    for (const s of saved.values()) if ((mirrored.get(s.employee_id) ?? -1) < s.version) byPerson.set(s.employee_id, s);
    for (const e of employees)
      if (e.is_active && !byPerson.has(e.id)) byPerson.set(e.id, { employee_id: e.id, name: e.name, link_source_app: null, iban: null, benefit_code: null });
    return [...byPerson.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [links, employees, integrationId, saved]);
}

export function IntegrationPeople({ integration }: { integration: IntegrationItem }) {
  const [saved, setSaved] = useState(() => new Map<string, Versioned<IntegrationPersonItem>>());
  const people = usePeopleRows(integration.id, saved);
  const [editing, setEditing] = useState<PersonRow | null>(null);
  const can = useCan();
  const { status } = useOffline();
  const online = status.online && navigator.onLine;
  const query = useSearchParams()[0];
  const { hash } = useLocation();
  // From a push's anomaly review (?year=&month=&employee_id=): that person's row, and the way back.
  const fromPush = query.get('year') && query.get('month') ? { year: Number(query.get('year')), month: Number(query.get('month')) } : null;
  const target = query.get('employee_id');
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !people) return;
    scrolled.current = true;
    const row = target && document.getElementById(`person-${target}`);
    if (row) row.scrollIntoView({ block: 'center' });
    else if (hash === '#people') document.getElementById('people')?.scrollIntoView();
  }, [people, target, hash]);

  if (!people) return <p className="muted">Loading…</p>;
  const notLinked = people.filter((p) => !p.link_source_app).length;
  const mayLink = can('calendar.push');
  return (
    <section aria-labelledby="people">
      <h2 id="people">People in the payroll ({people.length})</h2>
      {fromPush && isPushMonthOffered(fromPush, new Date()) && (
        <p>
          <Link to={`/calendar/push/${fromPush.year}/${fromPush.month}/${integration.id}`}>Back to the push of {monthName(fromPush)}</Link>
        </p>
      )}
      {notLinked > 0 && (
        <p className="muted">
          {notLinked} {notLinked === 1 ? 'person is' : 'people are'} not linked yet: their days off cannot be pushed until their payroll id is entered.
        </p>
      )}
      {mayLink && !online && (
        <div id="link-offline" className="calendar-box calendar-box-info" role="status">
          {calendarMessages.linkNeedsNetwork}
        </div>
      )}
      <div className="card calendar-table-scroll">
        <table className="calendar-table calendar-table-middle">
          <caption className="visually-hidden">People of the integration</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Payroll id</th>
              <th scope="col">IBAN</th>
              <th scope="col">Benefit code</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.employee_id} id={`person-${p.employee_id}`} className={p.employee_id === target ? 'calendar-row-current' : undefined}>
                <th scope="row" className="calendar-row-name">
                  {p.name}
                </th>
                {/* The button beside the id, not in a column of its own: on a phone it stays in view. */}
                <td>
                  <div className="calendar-person-link">
                    {p.link_source_app ?? <span className="badge badge-danger">{pushMessages.notLinked}</span>}
                    {mayLink && (
                      <button
                        type="button"
                        className={`btn ${p.link_source_app ? 'btn-secondary' : 'btn-primary'}`}
                        aria-label={`${p.link_source_app ? 'Change' : 'Link'} the payroll id of ${p.name}`}
                        disabled={!online}
                        aria-describedby={online ? undefined : 'link-offline'}
                        onClick={() => setEditing(p)}
                      >
                        {p.link_source_app ? 'Change' : 'Link'}
                      </button>
                    )}
                  </div>
                </td>
                <td>{p.iban ? `${p.iban.slice(0, 4)} •••• ${p.iban.slice(-4)}` : '—'}</td>
                <td>{p.benefit_code ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <LinkPersonModal
          integration={integration}
          person={editing}
          onSaved={(row) => setSaved((s) => new Map(s).set(row.employee_id, row))}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
