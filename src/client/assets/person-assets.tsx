import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router-dom';
import { pendingAssetsOf } from '../../shared/assets/asset-rules';
import { ASSET_PICTURE_ICONS } from '../ui/asset-picture';
import type { PersonSectionProps } from '../lib/client-area';
import { useCan } from '../lib/use-can';
import { useOffline } from '../offline/offline-context';
import { PendingBadge } from '../ui/pending-badge';
import './person-assets.css';

/**
 * What a person still holds (the pending assets, GET /api/assets/employee/{id}/pendingAssets), from
 * the mirror so it works offline, with the way to assign one: /assets/new preselects the person and
 * comes back here.
 */
export function PersonAssets({ personId, firstName }: PersonSectionProps) {
  const can = useCan();
  const { db } = useOffline();
  const rows = useLiveQuery(async () => {
    const assets = await db.mirror('assets').where('owner_employee_id').equals(personId).toArray();
    const types = await db.mirror('asset_types').bulkGet([...new Set(assets.map((a) => a.asset_type_id))]);
    const typeById = new Map(types.filter((t) => t !== undefined).map((t) => [t.id, t]));
    // The type mirror names an asset saved on this device before the server has answered for it.
    const named = assets.map((a) => {
      const t = typeById.get(a.asset_type_id);
      return t ? { ...a, asset_name: t.name, picture: t.picture } : a;
    });
    const byId = new Map(named.map((a) => [a.id, a]));
    return pendingAssetsOf(named, personId).map((p) => byId.get(p.asset_id)!);
  }, [db, personId]);
  if (!can('assets.view')) return null;
  return (
    <section className="card" aria-labelledby="assets-title">
      <div className="card-title-row">
        <h2 id="assets-title">Assets</h2>
        {can('assets.edit') && (
          <Link className="btn btn-secondary" to={`/assets/new?employee_id=${personId}&back=${encodeURIComponent(`/people/${personId}`)}`}>
            Assign asset
          </Link>
        )}
      </div>
      {rows && rows.length === 0 && <p className="muted">{firstName} has no asset.</p>}
      {rows && rows.length > 0 && (
        <ul className="link-list">
          {rows.map((a) => {
            const Icon = ASSET_PICTURE_ICONS[a.picture];
            return (
              <li key={a.id}>
                <Link to={`/assets/${a.id}`}>
                  <span className="person-asset-icon">
                    <Icon size={18} />
                  </span>
                  <span>{a.asset_name || 'Asset'}</span>
                  <PendingBadge row={a} />
                  <span className="muted person-asset-serial">{a.serial_number}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
