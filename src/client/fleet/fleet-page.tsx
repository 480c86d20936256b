import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import type { PersonListItem } from '../../shared/people/people.schema';
import { pageOf, queryRows } from '../lib/local-query';
import { useListUrlState } from '../lib/use-list-url-state';
import { useMirrorTable } from '../offline/use-mirror-table';
import { useCustomColumns } from '../custom-fields';
import { SegmentSelect, useCarSegmentFilter } from '../segments';
import { TagFilter, hasTag, useTagsById } from '../tags';
import { DataTable } from '../ui/data-table';
import { useTablePrefs } from '../ui/use-table-prefs';
import { CAR_CELLS, CAR_COLUMNS, carTitle, type CarRow } from './car-cells';
import '../people/people.css';

const ALL_COLUMNS = CAR_COLUMNS.map((c) => c.id);

/** /fleet: every vehicle from the mirror, searched, sorted and paged on the device. */
export function FleetPage() {
  const cars = useMirrorTable<CarRow>('cars');
  const people = useMirrorTable<PersonListItem & { version: number }>('employees');
  const custom = useCustomColumns('car');
  const columnIds = useMemo(() => [...ALL_COLUMNS, ...custom.ids], [custom.ids]);
  const prefs = useTablePrefs('fleet', { perPage: DEFAULT_PAGE_SIZE, columns: ['vehicle', 'person', 'plate', 'fuel'] }, columnIds);
  const list = useListUrlState(columnIds, 'vehicle');
  const { search, page, sort, update } = list;
  const location = useLocation();
  // 'all', 'archived' or a custom segment's id; an unknown one shows All.
  const { segment, matches: inSegment } = useCarSegmentFilter(list.params.get('segment') ?? 'all', people);
  const archived = segment?.id === 'archived';
  const tag = list.params.get('tag') ?? '';
  const tagsById = useTagsById('car');

  // The person's name comes from the people mirror, so a renamed person shows at once.
  const names = useMemo(() => new Map((people ?? []).map((p) => [p.id, p.name])), [people]);
  const nameOf = (c: CarRow) => (c.related_employee_id ? (names.get(c.related_employee_id) ?? c.person_name) : null);
  const searchText = (c: CarRow) => `${carTitle(c)} ${c.plate ?? ''} ${c.color ?? ''} ${nameOf(c) ?? ''}`;
  const matching = useMemo(
    () =>
      cars &&
      inSegment &&
      queryRows(cars, {
        search,
        searchText,
        // Custom values change without the car row changing: looked up apart, with their own cache.
        searchAlso: (c, n) => custom.matches(c.id, n),
        filter: (c) => inSegment(c) && (!tag || hasTag(tagsById?.get(c.id), tag)),
        sort,
        sortValue: (c, col) => (col === 'vehicle' ? carTitle(c) : col === 'person' ? nameOf(c) : col in CAR_CELLS ? (c[col as keyof CarRow] as string | null) : custom.sortValue(c.id, col)),
      }),
    [cars, names, search, inSegment, tag, tagsById, custom, sort.column, sort.direction],
  );

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Fleet</h1>
          <p className="muted">Cars, motorbikes and bicycles, available on this device even without a connection.</p>
        </div>
      </div>
      <SegmentSelect object="car" value={segment?.id ?? 'all'} onChange={(id) => update({ segment: id === 'all' ? null : id, page: null })} back={`${location.pathname}${location.search}`} />
      <TagFilter object="car" value={tag} onChange={(t) => update({ tag: t || null, page: null })} />
      <DataTable<CarRow>
        caption="Vehicles"
        columns={prefs.columns.map((id) => custom.column<CarRow>(id) ?? { id, header: CAR_COLUMNS.find((c) => c.id === id)!.label, cell: (c: CarRow) => CAR_CELLS[id]!(c, nameOf(c)), sortable: true })}
        rows={matching ? pageOf(matching, page, prefs.perPage) : []}
        rowKey={(c) => c.id}
        rowHref={(c) => `/fleet/${c.id}`}
        total={matching?.length ?? 0}
        {...list.tableProps}
        perPage={prefs.perPage}
        onPerPageChange={(n) => { prefs.setPerPage(n); update({ page: null }); }}
        loading={!matching}
        empty={segment && !segment.built_in ? { title: 'No vehicles in this segment', text: `No vehicle matches “${segment.name}” yet.` } : { title: archived ? 'No archived vehicles' : 'No vehicles yet', text: archived ? 'Archived vehicles appear here.' : 'Vehicles of the company appear here.' }}
        columnPicker={{ options: [...CAR_COLUMNS, ...custom.options], selected: prefs.columns, onChange: prefs.setColumns }}
      />
    </>
  );
}
