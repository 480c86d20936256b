import { ASSET_SEARCH } from '../../shared/list-search';
import { listSearchReaders } from '../lib/list-search';
import type { ReactNode } from 'react';
import {
  ASSET_COLUMN_LABELS,
  ASSET_LIST_COLUMNS,
  type AssetListColumn,
  type AssetListItem,
  type AssetPicture,
  type AssetType,
} from '../../shared/assets/assets.schema';
import type { SortValue } from '../lib/local-query';
import type { ObjectListDef } from '../lib/use-object-list';
import { Avatar } from '../ui/avatar';
import { PendingBadge } from '../ui/pending-badge';
import { AssetPictureIcon } from '../ui/asset-picture';

export type AssetRow = AssetListItem & { _pending?: 1 };

/**
 * The names a row shows, from the device's mirrors: the type's name and picture from asset_types,
 * the owner's name and avatar from employees (a rename shows at once). The row's own copies are
 * the fallback: an owner in another company of the group is not in this company's people.
 */
export interface AssetNames {
  type: (a: AssetListItem) => { name: string; picture: AssetPicture };
  owner: (a: AssetListItem) => { name: string; avatar: string | null } | null;
}

type PersonLike = { id: string; name: string; avatar?: string | null };

export function assetNamesOf(types: readonly Pick<AssetType, 'id' | 'name' | 'picture'>[], people: readonly PersonLike[]): AssetNames {
  const typeById = new Map(types.map((t) => [t.id, t]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const type = (a: AssetListItem) => {
    const t = typeById.get(a.asset_type_id);
    return t ? { name: t.name, picture: t.picture } : { name: a.asset_name, picture: a.picture };
  };
  const owner = (a: AssetListItem) => {
    if (!a.owner_employee_id) return null;
    const p = personById.get(a.owner_employee_id);
    if (p) return { name: p.name, avatar: p.avatar ?? null };
    return a.owner_employee_name ? { name: a.owner_employee_name, avatar: a.owner_employee_avatar } : null;
  };
  return { type, owner };
}

/** The asset's search fields (src/shared/list-search.ts): the names come from other mirrors, so a rename finds at once. */
const ASSET_SEARCH_READERS = listSearchReaders<typeof ASSET_SEARCH, AssetListItem, AssetNames>(ASSET_SEARCH, {
  type: { other: (a, names) => names.type(a).name },
  person: { other: (a, names) => names.owner(a)?.name },
  serial_number: { own: (a) => a.serial_number },
  vendor: { own: (a) => a.vendor },
});

const dash = <span className="muted">—</span>;

export const ASSET_CELLS: Record<AssetListColumn, (a: AssetRow, names: AssetNames) => ReactNode> = {
  asset: (a, names) => {
    const t = names.type(a);
    return (
      <span className="asset-cell">
        <AssetPictureIcon picture={t.picture} />
        <span>
          {t.name || <span className="muted">Asset</span>} <PendingBadge row={a} />
        </span>
      </span>
    );
  },
  person: (a, names) => {
    const o = names.owner(a);
    return o ? (
      <span className="person-cell">
        <Avatar name={o.name} src={o.avatar} size="sm" decorative />
        <span>{o.name}</span>
      </span>
    ) : (
      dash
    );
  },
  serial_number: (a) => (a.serial_number ? <span className="asset-mono">{a.serial_number}</span> : dash),
};

/** What a column sorts by: the names as shown; empty values sort last either way (local-query.ts). */
export function assetSortValue(a: AssetRow, column: AssetListColumn, names: AssetNames): SortValue {
  if (column === 'asset') return names.type(a).name;
  if (column === 'person') return names.owner(a)?.name ?? null;
  return a.serial_number;
}

/** The built-in columns in the spec's order. */
export const ASSET_COLUMNS = ASSET_LIST_COLUMNS.map((id) => ({ id, label: ASSET_COLUMN_LABELS[id] }));

export const isAssetColumn = (id: string): id is AssetListColumn => (ASSET_LIST_COLUMNS as readonly string[]).includes(id);

/** /assets as the shared list reads it (lib/use-object-list.ts). */
export const ASSET_LIST: ObjectListDef<AssetRow, AssetListColumn, AssetNames> = {
  object: 'asset',
  prefsKey: 'assets',
  columns: ASSET_COLUMNS,
  defaultColumns: ['asset', 'person', 'serial_number'],
  isColumn: isAssetColumn,
  ...ASSET_SEARCH_READERS,
  sortValue: assetSortValue,
  cell: (a, column, names) => ASSET_CELLS[column](a, names),
};
