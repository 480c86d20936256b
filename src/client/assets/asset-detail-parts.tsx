import { formatMoney } from '../../shared/money';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { assetUnarchive } from '../../shared/assets/assets.mutations';
import { ASSET_FIELD_LABELS } from '../../shared/assets/assets.schema';
import { formatDate } from '../../shared/format';
import { messages } from '../../shared/messages';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { useConfirm } from '../ui/confirm-dialog';
import { FactsCard, PersonLink, dash, orDash, type Fact } from '../ui/facts-card';
import { IconArchive, IconPencil, IconRestore } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { ASSET_PICTURE_ICONS } from '../ui/asset-picture';
import type { FoundAsset } from './use-asset';

/** The asset's picture as a large tile (the page header, the confirmation pages). */
export function AssetTile({ found, size = 28 }: { found: FoundAsset; size?: number }) {
  const Icon = ASSET_PICTURE_ICONS[found.type.picture];
  return (
    <span className="detail-tile" style={{ width: size * 2, height: size * 2 }}>
      <Icon size={size} />
    </span>
  );
}

/** The facts card of /assets/{id}: owner, price, vendor, serial number. */
export function AssetFacts({ found }: { found: FoundAsset }) {
  const { asset, owner } = found;
  const facts: Fact[] = [
    [ASSET_FIELD_LABELS.owner_employee_id, owner ? <PersonLink person={owner} /> : dash],
    [ASSET_FIELD_LABELS.price, orDash(formatMoney(asset.price))],
    [ASSET_FIELD_LABELS.vendor, orDash(asset.vendor)],
    [ASSET_FIELD_LABELS.serial_number, asset.serial_number ? <span className="asset-mono">{asset.serial_number}</span> : dash],
    ['Added on', orDash(formatDate(asset.created_at))],
  ];
  return <FactsCard title="Details" facts={facts} className="asset-facts" />;
}

/**
 * What the viewer may do (spec sections 4 and 6): an active asset is edited or archived by whoever
 * may change assets; an archived one shows neither, and only an administrator may unarchive it,
 * after a confirmation.
 */
export function AssetActions({ found }: { found: FoundAsset }) {
  const can = useCan();
  const confirm = useConfirm();
  const toast = useToast();
  const mutate = useMutate();
  const [busy, setBusy] = useState(false);
  const { asset } = found;
  if (!can('assets.edit')) return null;
  if (asset.deleted === 0) {
    return (
      <div className="page-header-actions">
        <Link className="btn btn-secondary" to={`/assets/${asset.id}/delete`}>
          <IconArchive size={18} /> Archive
        </Link>
        <Link className="btn btn-primary" to={`/assets/${asset.id}/edit`}>
          <IconPencil size={18} /> Edit asset
        </Link>
      </div>
    );
  }
  if (!can('assets.unarchive')) return null;
  const unarchive = async () => {
    const ok = await confirm({ title: 'Unarchive asset?', text: messages.assets.unarchiveExplained, confirmLabel: 'Unarchive' });
    if (!ok) return;
    setBusy(true);
    try {
      await mutate(assetUnarchive, { asset_id: asset.id }, { label: found.type.name });
      toast.saved(messages.assets.unarchived);
    } finally {
      // A write the device refused leaves the button usable for another try.
      setBusy(false);
    }
  };
  return (
    <div className="page-header-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void unarchive()}>
        <IconRestore size={18} /> Unarchive
      </button>
    </div>
  );
}
