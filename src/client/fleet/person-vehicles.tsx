import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { TYPE_LABELS, carTitle } from '../../shared/fleet/car-labels';
import type { PersonSectionProps } from '../lib/client-area';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';

/**
 * The vehicles a person drives, from the mirror, with the way to add one for them: the wizard
 * preselects the person and comes back here (spec: /fleet/new?employee_id=&back=).
 */
export function PersonVehicles({ personId, firstName }: PersonSectionProps) {
  const can = useCan();
  const { db } = useOffline();
  const cars = useLiveQuery(
    async () => (await db.mirror('cars').where('related_employee_id').equals(personId).toArray()).filter((c) => c.deleted === 0),
    [db, personId],
  );
  if (!can('fleet.view')) return null;
  const back = `/people/${personId}`;
  return (
    <section className="card" aria-labelledby="vehicles-title">
      <div className="card-title-row">
        <h2 id="vehicles-title">Vehicles</h2>
        {can('fleet.edit') && (
          <Link className="btn btn-secondary" to={`/fleet/new?employee_id=${personId}&back=${encodeURIComponent(back)}`}>
            Add vehicle
          </Link>
        )}
      </div>
      {cars && cars.length === 0 && <p className="muted">{firstName} has no vehicle.</p>}
      {cars && cars.length > 0 && (
        <ul className="link-list">
          {cars.map((c) => (
            <li key={c.id}>
              <Link to={`/fleet/${c.id}`}>
                <span>{carTitle(c)}</span>
                <span className="muted">{[TYPE_LABELS[c.type], c.plate].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
