import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { assetArchive } from '../../shared/assets/assets.mutations';
import { messages } from '../../shared/messages';
import { mutate } from '../../sync/outbox';
import { useCan } from '../auth/session-context';
import { useOffline } from '../offline/offline-context';
import { IconChevronLeft } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { AssetTile } from './asset-detail-parts';
import { useAsset } from './use-asset';
import '../people/people.css';
import './asset-page.css';

/** /assets/{id}/delete: archive an active asset after saying what that means; saved offline like any change. */
export function AssetArchivePage() {
  const { id } = useParams();
  const can = useCan();
  const found = useAsset(id);
  const { db, engine } = useOffline();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || found.asset.deleted === 1 || !can('assets.edit')) return <Navigate to={`/assets/${id}`} replace />;
  const { asset, type, owner } = found;

  const archive = async () => {
    setBusy(true);
    await mutate(db, assetArchive, { asset_id: asset.id }, { label: owner ? `${type.name} of ${owner.name}` : type.name });
    engine.changed();
    toast.saved(messages.assets.archived);
    await navigate(`/assets/${asset.id}`, { replace: true });
  };

  return (
    <>
      <Link to={`/assets/${asset.id}`} className="back-link"><IconChevronLeft size={18} /> {type.name}</Link>
      <div className="page-header"><h1>Archive asset</h1></div>
      <section className="card asset-confirm" aria-label="Archive asset">
        <div className="asset-confirm-item">
          <AssetTile found={found} size={20} />
          <div>
            <div>{type.name}</div>
            <div className="muted">{[asset.serial_number, owner?.name].filter(Boolean).join(' · ') || 'Not assigned'}</div>
          </div>
        </div>
        <form noValidate onSubmit={(e) => { e.preventDefault(); if (!busy) void archive(); }}>
          <p>{messages.assets.archiveExplained}</p>
          <div className="form-actions">
            <Link className="btn btn-secondary" to={`/assets/${asset.id}`}>Cancel</Link>
            <button className="btn btn-danger" type="submit" disabled={busy}>Archive</button>
          </div>
        </form>
      </section>
    </>
  );
}
