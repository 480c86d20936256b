import { describe, expect, it } from 'vitest';
import type { AssetListItem } from '../../shared/assets/assets.schema';
import { builtInSegment } from '../../shared/segments/built-in-segments';
import { assetSegmentAccess } from '../../shared/segments/segment-access';
import { compileListSegment } from '../../shared/segments/segment-scope';
import type { SegmentDefinition } from '../../shared/segments/segment.schema';
import { queryRows } from '../lib/local-query';
import { ASSET_COLUMNS, ASSET_LIST, assetNamesOf, type AssetRow } from './asset-cells';

const LAPTOP = '0190a000-0000-7000-8000-0000000a0001';
const PHONE = '0190a000-0000-7000-8000-0000000a0002';
const EMMA = '0190a000-0000-7000-8000-00000000e001';
const BRAM = '0190a000-0000-7000-8000-00000000e002';
const TEAM_1 = '0190a000-0000-7000-8000-0000000d0001';
const TEAM_2 = '0190a000-0000-7000-8000-0000000d0002';
const ELSEWHERE = '0190a000-0000-7000-8000-00000000e0ff';

const asset = (id: string, over: Partial<AssetListItem>): AssetRow => ({
  id,
  asset_type_id: LAPTOP,
  asset_name: 'Laptop',
  picture: 'laptop',
  owner_employee_id: null,
  owner_employee_name: null,
  owner_employee_avatar: null,
  price: null,
  vendor: null,
  serial_number: null,
  insert_method: 'manual',
  deleted: 0,
  created_at: '2026-01-01T00:00:00Z',
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

const types = [
  { id: LAPTOP, name: 'Laptop', picture: 'laptop' as const },
  { id: PHONE, name: 'Phone', picture: 'phone' as const },
];
const people = [
  { id: EMMA, name: 'Emma Janssens', avatar: null, team_ids: [TEAM_1] },
  { id: BRAM, name: 'Bram Peeters', avatar: null, team_ids: [TEAM_2] },
];
const names = assetNamesOf(types, people);

// a: Emma's laptop; b: Bram's phone, assigned offline (no names on the row yet); c: no owner, no
// serial; d: a person of another company of the group (only the row knows the name); e: archived.
const rows = [
  asset('a', { owner_employee_id: EMMA, owner_employee_name: 'Emma J. (old)', serial_number: 'SN-300', vendor: 'Dell' }),
  asset('b', { asset_type_id: PHONE, asset_name: '', picture: 'other', owner_employee_id: BRAM, serial_number: 'SN-100' }),
  asset('c', {}),
  asset('d', { owner_employee_id: ELSEWHERE, owner_employee_name: 'Zoë Other', serial_number: 'sn-200', vendor: 'Coolblue' }),
  asset('e', { owner_employee_id: EMMA, deleted: 1 }),
];

// The list page's own reading of a row (ASSET_LIST), without custom fields.
const list = (q: { search?: string; sort?: string; dir?: 'asc' | 'desc' }) =>
  queryRows(rows, {
    search: q.search ?? '',
    searchText: ASSET_LIST.searchText,
    searchAlso: (a, n) => ASSET_LIST.searchNames(a, n, names),
    sort: q.sort ? { column: q.sort, direction: q.dir ?? 'asc' } : null,
    sortValue: (a, col) => (ASSET_LIST.isColumn(col) ? ASSET_LIST.sortValue(a, col, names) : null),
  }).map((a) => a.id);

describe('the asset list', () => {
  it('has the spec’s three columns in its order', () => {
    expect(ASSET_COLUMNS.map((c) => c.label)).toEqual(['Asset', 'Person', 'Serial number']);
  });

  it('shows names from the mirrors, falling back to the row’s own', () => {
    expect(names.type(rows[1]!)).toEqual({ name: 'Phone', picture: 'phone' });
    expect(names.owner(rows[0]!)?.name).toBe('Emma Janssens');
    expect(names.owner(rows[3]!)?.name).toBe('Zoë Other');
    expect(names.owner(rows[2]!)).toBeNull();
    expect(assetNamesOf([], []).type(rows[0]!)).toEqual({ name: 'Laptop', picture: 'laptop' });
  });

  it('searches the asset, the person, the serial number and the vendor, ignoring case', () => {
    expect(list({ search: 'phone' })).toEqual(['b']);
    expect(list({ search: 'JANSSENS' })).toEqual(['a', 'e']);
    expect(list({ search: 'sn-2' })).toEqual(['d']);
    expect(list({ search: 'coolblue' })).toEqual(['d']);
    // The row's stale copy of the name is not what the list shows, so it is not searched either.
    expect(list({ search: '(old)' })).toEqual([]);
  });

  it('sorts every column both ways, empty values last', () => {
    expect(list({ sort: 'asset' })).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(list({ sort: 'asset', dir: 'desc' })).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(list({ sort: 'person' })).toEqual(['b', 'a', 'e', 'd', 'c']);
    expect(list({ sort: 'person', dir: 'desc' })).toEqual(['d', 'a', 'e', 'b', 'c']);
    expect(list({ sort: 'serial_number' })).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(list({ sort: 'serial_number', dir: 'desc' })).toEqual(['a', 'd', 'b', 'c', 'e']);
  });
});

describe('asset segments on the device', () => {
  const access = assetSegmentAccess({
    teamIdsOfPerson: (id) => people.find((p) => p.id === id)?.team_ids,
    typeName: (id) => types.find((t) => t.id === id)?.name,
    personName: (id) => people.find((p) => p.id === id)?.name,
  });
  const pick = (id: string, definition: SegmentDefinition) => rows.filter(compileListSegment('asset', { id, definition }, access)).map((a) => a.id);

  it('All shows the active assets and Archived the archived ones', () => {
    expect(pick('all', builtInSegment('asset', 'all')!.definition)).toEqual(['a', 'b', 'c', 'd']);
    expect(pick('archived', builtInSegment('asset', 'archived')!.definition)).toEqual(['e']);
  });

  it('reads the names from the mirrors and the teams of the owner', () => {
    expect(pick('x', { match: 'all', conditions: [{ field: 'asset', op: 'equals', value: 'phone' }] })).toEqual(['b']);
    expect(pick('x', { match: 'all', conditions: [{ field: 'person', op: 'contains', value: 'janssens' }] })).toEqual(['a']);
    expect(pick('x', { match: 'all', conditions: [{ field: 'team', op: 'in_team', value: TEAM_2 }] })).toEqual(['b']);
    expect(pick('x', { match: 'all', conditions: [{ field: 'person', op: 'empty' }] })).toEqual(['c']);
  });
});
