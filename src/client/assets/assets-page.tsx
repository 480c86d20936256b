import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ASSET_PAGE_SIZES } from '../../shared/assets/assets.schema';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import { useCan } from '../lib/use-can';
import { pageOf } from '../lib/local-query';
import { useObjectListTable, useObjectListView } from '../lib/use-object-list';
import { useMirrorTable } from '../offline/use-mirror-table';
import { ListFilters, useAssetSegmentFilter } from '../segments';
import { DataTable } from '../ui/data-table';
import { IconPlus, IconUsers } from '../ui/icons';
import { ASSET_LIST, assetNamesOf, type AssetRow } from './asset-cells';
import { AssetsActions } from './assets-actions';
import { AssetsEmptyState } from './assets-empty-state';
import '../ui/page.css';
import './assets.css';
import { offeredPerPage } from '../ui/pagination';

const PAGE_SIZES: number[] = [...ASSET_PAGE_SIZES];

/** /assets: every asset from the mirror, searched, sorted and paged on the device. */
export function AssetsPage() {
  const can = useCan();
  const assets = useMirrorTable('assets');
  const types = useMirrorTable('asset_types');
  const people = useMirrorTable('employees');
  const view = useObjectListView(ASSET_LIST);
  const { prefs, list, tag } = view;
  const { search, page, sort, update } = list;
  // 'all', 'archived' or a custom segment's id; an unknown one shows All.
  const { segment, matches: inSegment } = useAssetSegmentFilter(view.segmentParam, people, types);
  const archived = segment?.id === 'archived';
  const names = useMemo(() => assetNamesOf(types ?? [], people ?? []), [types, people]);
  // The names come from the types mirror: the list waits for it rather than show the rows' copies first.
  const { ready, columns, columnPicker } = useObjectListTable(ASSET_LIST, view, types ? assets : undefined, inSegment, names);

  const segmentId = segment?.id ?? 'all';
  const noAssets = assets !== undefined && assets.length === 0;
  const editable = can('assets.edit');
  // A page size from another list's choice (not one of 10/30/60/90) falls back to the default.
  const perPage = offeredPerPage(prefs.perPage, PAGE_SIZES, DEFAULT_PAGE_SIZE);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Assets</h1>
          <p className="muted">Who holds which equipment, also available offline.</p>
        </div>
        <div className="page-header-actions">
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
          <ListFilters object="asset" segmentId={segmentId} tag={tag} update={update} />
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
                : {
                    title: archived ? 'No archived assets' : 'No assets here',
                    text: archived ? 'Archived assets appear here.' : tag ? `No asset has the tag “${tag}”.` : 'Active assets of the company appear here.',
                  }
            }
            columnPicker={columnPicker}
          />
        </>
      )}
    </>
  );
}
