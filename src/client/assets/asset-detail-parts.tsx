import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { assetUnarchive } from '../../shared/assets/assets.mutations';
import { formatDate, formatMoney } from '../../shared/format';
import { messages } from '../../shared/messages';
import { mutate } from '../../sync/outbox';
import { useCan } from '../auth/session-context';
import { useOffline } from '../offline/offline-context';
import { Avatar } from '../ui/avatar';
import { useConfirm } from '../ui/confirm-dialog';
import { IconArchive, IconPencil, IconRestore } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { ASSET_PICTURE_ICONS } from './asset-picture';
import type { FoundAsset } from './use-asset';

const dash = <span className="muted">—</span>;

/** The asset's picture as a large tile (the page header, the confirmation pages). */
export function AssetTile({ found, size = 28 }: { found: FoundAsset; size?: number }) {
  const Icon = ASSET_PICTURE_ICONS[found.type.picture];
  return <span className="asset-tile" style={{ width: size * 2, height: size * 2 }}><Icon size={size} /></span>;
}

/** The facts card of /assets/{id}: owner, price, vendor, serial number; an empty value reads as a dash. */
export function AssetFacts({ found }: { found: FoundAsset }) {
  const { asset, owner } = found;
  const facts: [string, ReactNode][] = [
    [
      'Person',
      owner ? (
        <Link to={`/people/${owner.id}`} className="asset-owner">
          <Avatar name={owner.name} src={owner.avatar} size="sm" decorative /> {owner.name}
        </Link>
      ) : (
        dash
      ),
    ],
    ['Price excluding VAT', formatMoney(asset.price) || dash],
    ['Vendor', asset.vendor || dash],
    ['Serial number', asset.serial_number ? <span className="asset-mono">{asset.serial_number}</span> : dash],
    ['Added on', formatDate(asset.created_at) || dash],
  ];
  return (
    <section className="card asset-section" aria-labelledby="asset-facts-title">
      <h2 id="asset-facts-title">Details</h2>
      <dl className="detail-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
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
  const { db, engine } = useOffline();
  const [busy, setBusy] = useState(false);
  const { asset } = found;
  if (!can('assets.edit')) return null;
  if (asset.deleted === 0) {
    return (
      <div className="page-header-actions">
        <Link className="btn btn-secondary" to={`/assets/${asset.id}/delete`}><IconArchive size={18} /> Archive</Link>
        <Link className="btn btn-primary" to={`/assets/${asset.id}/edit`}><IconPencil size={18} /> Edit asset</Link>
      </div>
    );
  }
  if (!can('assets.unarchive')) return null;
  const unarchive = async () => {
    const ok = await confirm({ title: 'Unarchive asset?', text: messages.assets.unarchiveExplained, confirmLabel: 'Unarchive' });
    if (!ok) return;
    setBusy(true);
    await mutate(db, assetUnarchive, { asset_id: asset.id }, { label: found.type.name });
    engine.changed();
    toast.saved(messages.assets.unarchived);
    setBusy(false);
  };
  return (
    <div className="page-header-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void unarchive()}>
        <IconRestore size={18} /> Unarchive
      </button>
    </div>
  );
}
