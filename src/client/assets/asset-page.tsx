import { useParams } from 'react-router-dom';
import { BackLink } from '../ui/back-link';
import { messages } from '../../shared/messages';
import { ActivityFeed } from '../activity';
import { useCan } from '../lib/use-can';
import { CustomFieldsSection } from '../custom-fields';
import { ObjectSections } from '../lib/object-sections';
import { DocumentsSection } from '../documents';
import { TagInput } from '../tags';
import { PendingBadge } from '../ui/pending-badge';
import { AssetActions, AssetFacts, AssetTile } from './asset-detail-parts';
import { useAsset } from './use-asset';
import '../ui/page.css';
import './asset-page.css';
import { PageError } from '../ui/page-error';

/** /assets/{id}: the asset as this device knows it (works offline), with what may be done to it. */
export function AssetPage() {
  const { id } = useParams();
  const can = useCan();
  const found = useAsset(id);
  const back = <BackLink to="/assets" label="Assets" />;
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{messages.assets.assetNotFound}</PageError>;
  const { asset } = found;
  const editable = asset.deleted === 0 && can('assets.edit');
  return (
    <>
      {back}
      <div className="page-header asset-header">
        <div className="detail-header-main">
          <AssetTile found={found} />
          <div>
            <h1>{found.type.name || 'Asset'}</h1>
            <div className="person-header-meta">
              {asset.serial_number && <span className="badge badge-primary asset-mono">{asset.serial_number}</span>}
              {asset.deleted === 1 && <span className="badge badge-danger">Archived</span>}
              <PendingBadge row={asset} />
            </div>
          </div>
        </div>
        <AssetActions found={found} />
      </div>
      <AssetFacts found={found} />
      <ObjectSections object="asset" id={asset.id} deleted={asset.deleted} />
      <CustomFieldsSection object="asset" id={asset.id} editHref={`/assets/${asset.id}/edit/customFields`} canEdit={editable} />
      <TagInput object="asset" id={asset.id} />
      <DocumentsSection object="asset" id={asset.id} back={`/assets/${asset.id}`} />
      <ActivityFeed object="asset" id={asset.id} />
    </>
  );
}
