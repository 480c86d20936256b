import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { assetArchive } from '../../shared/assets/assets.mutations';
import { messages } from '../../shared/messages';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { ConfirmPage } from '../ui/confirm-page';
import { useToast } from '../ui/toasts';
import { AssetTile } from './asset-detail-parts';
import { assetLabel, useAsset } from './use-asset';
import '../ui/page.css';
import './asset-page.css';

/** /assets/{id}/delete: archive an active asset after saying what that means; saved offline like any change. */
export function AssetArchivePage() {
  const { id } = useParams();
  const can = useCan();
  const found = useAsset(id);
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || found.asset.deleted === 1 || !can('assets.edit')) return <Navigate to={`/assets/${id}`} replace />;
  const { asset, type, owner } = found;

  const archive = async () => {
    setBusy(true);
    await mutate(assetArchive, { asset_id: asset.id }, { label: assetLabel(found) });
    toast.saved(messages.assets.archived);
    await navigate(`/assets/${asset.id}`, { replace: true });
  };

  return (
    <ConfirmPage
      title="Archive asset"
      backTo={`/assets/${asset.id}`}
      backLabel={type.name}
      tile={<AssetTile found={found} size={20} />}
      name={type.name}
      meta={[asset.serial_number, owner?.name].filter(Boolean).join(' · ') || 'Not assigned'}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void archive();
        }}
      >
        <p>{messages.assets.archiveExplained}</p>
        <div className="form-actions">
          <Link className="btn btn-secondary" to={`/assets/${asset.id}`}>
            Cancel
          </Link>
          <button className="btn btn-danger" type="submit" disabled={busy}>
            Archive
          </button>
        </div>
      </form>
    </ConfirmPage>
  );
}
