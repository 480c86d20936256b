import { Link } from 'react-router-dom';
import type { PersonListItem } from '../../../shared/people/people.schema';
import type { PersonSectionProps } from '../../lib/client-area';
import { isPersonActive } from '../../lib/person-status';
import { useCan } from '../../lib/use-can';
import { PendingBadge } from '../../ui/pending-badge';
import { ProductLogo } from '../product-logo';
import { usePerson, usePersonLicenses } from './use-person-licenses';
import './person-software.css';

// The person page's Software card: the active licences from the mirror (a few, by product name),
// how many, and the way to the full list at /people/{id}/software and to assign another product.

const SHOWN = 5;

export function PersonSoftware({ personId, firstName }: PersonSectionProps) {
  const can = useCan();
  const person = usePerson(personId);
  const licenses = usePersonLicenses(personId);
  if (!can('software.view')) return null;
  const active = licenses?.filter((l) => l.active === 1);
  const all = `/people/${personId}/software`;
  const back = encodeURIComponent(`/people/${personId}`);
  return (
    <section className="card person-software-card" aria-labelledby="software-title">
      <div className="card-title-row">
        <h2 id="software-title">
          Software
          {active && active.length > 0 && <span className="badge person-software-count">{active.length} active</span>}
        </h2>
        {can('software.edit') && mayBeGiven(person) && (
          <Link className="btn btn-secondary" to={`/people/${personId}/add/software`}>
            Assign product
          </Link>
        )}
      </div>
      {active && active.length === 0 && <p className="muted">{firstName} has no active software licence.</p>}
      {active && active.length > 0 && (
        <ul className="link-list">
          {active.slice(0, SHOWN).map((l) => (
            <li key={l.id}>
              <Link to={`/software/licenses/${l.id}?back=${back}`}>
                <ProductLogo name={l.product_name} logo={l.product_logo} size="md" />
                <span className="person-software-name">{l.product_name}</span>
                <PendingBadge row={l} />
                {l.username && <span className="muted person-software-username">{l.username}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {licenses && licenses.length > 0 && (
        <Link className="btn btn-ghost person-software-all" to={all}>
          Show all ({licenses.length})
        </Link>
      )}
    </section>
  );
}

/** Someone who has left is given no licence; a person not in the viewer's mirror is left to the add page to explain. */
const mayBeGiven = (person: PersonListItem | null | undefined) => !person || isPersonActive(person);
