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
  /** The lower-cased type and owner names, for the search (cached per mirror change, not per keystroke). */
  searchNames: (a: AssetListItem) => string;
}

type PersonLike = { id: string; name: string; avatar?: string | null };

export function assetNamesOf(types: readonly Pick<AssetType, 'id' | 'name' | 'picture'>[], people: readonly PersonLike[]): AssetNames {
  const typeById = new Map(types.map((t) => [t.id, t]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const lower = new Map<string, string>();
  const lowered = (s: string) => {
    let l = lower.get(s);
    if (l === undefined) lower.set(s, (l = s.toLowerCase()));
    return l;
  };
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
  return { type, owner, searchNames: (a) => `${lowered(type(a).name)}\n${lowered(owner(a)?.name ?? '')}` };
}

/** The row's own text a list search looks in; the names are matched apart (they live in other mirrors). */
export const assetSearchText = (a: AssetListItem) => `${a.serial_number ?? ''} ${a.vendor ?? ''}`;

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
  searchText: assetSearchText,
  searchNames: (a, needle, names) => names.searchNames(a).includes(needle),
  sortValue: assetSortValue,
  cell: (a, column, names) => ASSET_CELLS[column](a, names),
};
