import { Link, Navigate, useParams } from 'react-router-dom';
import { useCan } from '../lib/use-can';
import { usePersonOptions } from '../offline/use-person-options';
import { IconChevronLeft } from '../ui/icons';
import { AssetEditForm } from './asset-edit-form';
import { AssetTile } from './asset-detail-parts';
import { useAsset } from './use-asset';
import '../ui/page.css';
import './asset-page.css';

/** /assets/{id}/edit: saved to the device at once, sent by the outbox. Archived assets go back to their page. */
export function AssetEditPage() {
  const { id } = useParams();
  const can = useCan();
  const found = useAsset(id);
  const people = usePersonOptions();
  if (found === undefined || people === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null || found.asset.deleted === 1 || !can('assets.edit')) return <Navigate to={`/assets/${id}`} replace />;
  return (
    <>
      <Link to={`/assets/${found.asset.id}`} className="back-link">
        <IconChevronLeft size={18} /> {found.type.name}
      </Link>
      <div className="page-header asset-header">
        <div className="detail-header-main">
          <AssetTile found={found} size={22} />
          <h1>Edit asset</h1>
        </div>
      </div>
      {/* Keyed by id: another asset's edit page starts from its own values. */}
      <AssetEditForm key={found.asset.id} found={found} people={people} />
    </>
  );
}
