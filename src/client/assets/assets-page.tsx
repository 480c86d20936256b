import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ASSET_PAGE_SIZES, type AssetType } from '../../shared/assets/assets.schema';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useCan } from '../auth/session-context';
import { isCustomColumn, useCustomColumns } from '../custom-fields';
import { pageOf, queryRows } from '../lib/local-query';
import { useListUrlState } from '../lib/use-list-url-state';
import { useMirrorTable } from '../offline/use-mirror-table';
import { SegmentSelect, useAssetSegmentFilter } from '../segments';
import { TagFilter, hasTag, useTagsById } from '../tags';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { IconPlus, IconUsers } from '../ui/icons';
import { useTablePrefs } from '../ui/use-table-prefs';
import { ASSET_CELLS, ASSET_COLUMNS, assetNamesOf, assetSearchText, assetSortValue, isAssetColumn, type AssetRow } from './asset-cells';
import { AssetsActions } from './assets-actions';
import { AssetsEmptyState } from './assets-empty-state';
import '../people/people.css';
import './assets.css';

const BUILT_IN_IDS: string[] = ASSET_COLUMNS.map((c) => c.id);
const DEFAULT_COLUMNS = ['asset', 'person', 'serial_number'];
const PAGE_SIZES: number[] = [...ASSET_PAGE_SIZES];

/** /assets: every asset from the mirror, searched, sorted and paged on the device. */
export function AssetsPage() {
  const can = useCan();
  const assets = useMirrorTable<AssetRow>('assets');
  const types = useMirrorTable<AssetType>('asset_types');
  const people = useMirrorTable<PersonListItem & { version: number }>('employees');
  const custom = useCustomColumns('asset');
  const columnIds = useMemo(() => [...BUILT_IN_IDS, ...custom.ids], [custom.ids]);
  // Remembered per table on this device; a custom column whose field is gone drops out.
  const prefs = useTablePrefs('assets', { perPage: DEFAULT_PAGE_SIZE, columns: DEFAULT_COLUMNS }, columnIds);
  const list = useListUrlState(columnIds, 'asset');
  const { search, page, sort, update } = list;
  const location = useLocation();
  // 'all', 'archived' or a custom segment's id; an unknown one shows All.
  const { segment, matches: inSegment } = useAssetSegmentFilter(list.params.get('segment') ?? 'all', people, types);
  const archived = segment?.id === 'archived';
  const tag = list.params.get('tag') ?? '';
  const tagsById = useTagsById('asset');

  const names = useMemo(() => assetNamesOf(types ?? [], people ?? []), [types, people]);
  const matching = useMemo(
    () =>
      assets &&
      types &&
      inSegment &&
      queryRows(assets, {
        search,
        // The fields GET /api/assets/list searches too (asset, person, serial number, vendor, custom
        // values), so the list and its Excel export agree. The names live in other mirrors and the
        // custom values in their own table, so they are matched apart from the text cached per row.
        searchText: assetSearchText,
        searchAlso: (a, n) => names.searchNames(a).includes(n) || custom.matches(a.id, n),
        filter: (a) => inSegment(a) && (!tag || hasTag(tagsById?.get(a.id), tag)),
        sort,
        sortValue: (a, col) => (isAssetColumn(col) ? assetSortValue(a, col, names) : custom.sortValue(a.id, col)),
      }),
    [assets, types, names, search, inSegment, tag, tagsById, custom, sort.column, sort.direction],
  );
  // A remembered custom column (or a sort by one) waits for the custom fields, so the table does
  // not show without it first, or in another order, and then change under the user's eyes.
  const usesCustom = prefs.columns.some(isCustomColumn) || isCustomColumn(list.params.get('sort') ?? '');
  const ready = matching && custom.defsReady && (!usesCustom || custom.valuesReady) ? matching : undefined;

  const columns = prefs.columns.flatMap((id): DataTableColumn<AssetRow>[] => {
    if (!isAssetColumn(id)) {
      const col = custom.column<AssetRow>(id);
      return col ? [col] : [];
    }
    const c = ASSET_COLUMNS.find((col) => col.id === id)!;
    return [{ id, header: c.label, sortable: true, cell: (a) => ASSET_CELLS[id](a, names) }];
  });
  const segmentId = segment?.id ?? 'all';
  const noAssets = assets !== undefined && assets.length === 0;
  const editable = can('assets.edit');
  // A page size from another list's choice (not one of 10/30/60/90) falls back to the default.
  const perPage = PAGE_SIZES.includes(prefs.perPage) ? prefs.perPage : DEFAULT_PAGE_SIZE;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Assets</h1>
          <p className="muted">Who holds which equipment, also available offline.</p>
        </div>
        <div className="page-header-actions assets-header-actions">
          {noAssets ? null : <AssetsActions filters={{ search, segmentId, sort, columns: prefs.columns }} tagFiltered={tag !== ''} />}
          {editable ? (
            <>
              <Link className="btn btn-secondary" to="/assets/assign/bulk">
                <IconUsers size={18} /> Bulk assign
              </Link>
              <Link className="btn btn-primary" to="/assets/new">
                <IconPlus size={18} /> Assign asset
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {noAssets ? (
        <AssetsEmptyState canAssign={editable} />
      ) : (
        <>
          <div className="assets-filters">
            <SegmentSelect object="asset" value={segmentId} onChange={(id) => update({ segment: id === 'all' ? null : id, page: null })} back={`${location.pathname}${location.search}`} />
            <TagFilter object="asset" value={tag} onChange={(t) => update({ tag: t || null, page: null })} />
          </div>
          <DataTable<AssetRow>
            caption="Assets"
            columns={columns}
            rows={ready ? pageOf(ready, page, perPage) : []}
            rowKey={(a) => a.id}
            rowHref={(a) => `/assets/${a.id}`}
            total={ready?.length ?? 0}
            {...list.tableProps}
            searchPlaceholder="Search by asset, person, serial…"
            perPage={perPage}
            pageSizes={PAGE_SIZES}
            onPerPageChange={(n) => {
              prefs.setPerPage(n);
              update({ page: null });
            }}
            loading={!ready}
            empty={
              segment && !segment.built_in
                ? { title: 'No assets in this segment', text: `No asset matches “${segment.name}” yet.` }
                : { title: archived ? 'No archived assets' : 'No assets here', text: archived ? 'Archived assets appear here.' : tag ? `No asset has the tag “${tag}”.` : 'Active assets of the company appear here.' }
            }
            columnPicker={{ options: [...ASSET_COLUMNS, ...custom.options], selected: prefs.columns, onChange: prefs.setColumns }}
          />
        </>
      )}
    </>
  );
}
