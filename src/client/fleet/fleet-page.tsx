import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useCan } from '../auth/session-context';
import { isCustomColumn, useCustomColumns } from '../custom-fields';
import { pageOf, queryRows } from '../lib/local-query';
import { useListUrlState } from '../lib/use-list-url-state';
import { useMirrorTable } from '../offline/use-mirror-table';
import { SegmentSelect, useCarSegmentFilter } from '../segments';
import { TagFilter, hasTag, useTagsById } from '../tags';
import { DataTable, type DataTableColumn } from '../ui/data-table';
import { IconPlus } from '../ui/icons';
import { useTablePrefs } from '../ui/use-table-prefs';
import { CAR_CELLS, CAR_COLUMNS, carSearchText, carSortValue, isCarColumn, type CarRow } from './car-cells';
import { FleetActions } from './fleet-actions';
import { FleetEmptyState } from './fleet-empty-state';
import { FuelChart } from './fuel-chart';
import { countByFuel } from './fuel-counts';
import '../people/people.css';
import './fleet.css';

const BUILT_IN_IDS: string[] = CAR_COLUMNS.map((c) => c.id);
const DEFAULT_COLUMNS = ['vehicle', 'person', 'plate', 'fuel'];

/** /fleet: every vehicle from the mirror, searched, sorted and paged on the device. */
export function FleetPage() {
  const can = useCan();
  const cars = useMirrorTable<CarRow>('cars');
  const people = useMirrorTable<PersonListItem & { version: number }>('employees');
  const custom = useCustomColumns('car');
  const columnIds = useMemo(() => [...BUILT_IN_IDS, ...custom.ids], [custom.ids]);
  // Remembered per table on this device; a custom column whose field is gone drops out.
  const prefs = useTablePrefs('fleet', { perPage: DEFAULT_PAGE_SIZE, columns: DEFAULT_COLUMNS }, columnIds);
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
  const matching = useMemo(
    () =>
      cars &&
      inSegment &&
      queryRows(cars, {
        search,
        // The fields GET /api/cars/list searches too, so the list and its Excel export agree.
        searchText: carSearchText,
        // The person's name and the custom values change without the car row changing, so they stay
        // out of the text cached per row: looked up apart (custom values with their own cache).
        searchAlso: (c, n) => (nameOf(c)?.toLowerCase().includes(n) ?? false) || custom.matches(c.id, n),
        filter: (c) => inSegment(c) && (!tag || hasTag(tagsById?.get(c.id), tag)),
        sort,
        sortValue: (c, col) => (isCarColumn(col) ? carSortValue(c, col, col === 'person' ? nameOf(c) : null) : custom.sortValue(c.id, col)),
      }),
    [cars, names, search, inSegment, tag, tagsById, custom, sort.column, sort.direction],
  );
  // A remembered custom column (or a sort by one) waits for the custom fields, so the table does
  // not show without it first, or in another order, and then change under the user's eyes.
  const usesCustom = prefs.columns.some(isCustomColumn) || isCustomColumn(list.params.get('sort') ?? '');
  const ready = matching && custom.defsReady && (!usesCustom || custom.valuesReady) ? matching : undefined;
  const fuels = useMemo(() => (cars ? countByFuel(cars) : []), [cars]);

  const columns = prefs.columns.flatMap((id): DataTableColumn<CarRow>[] => {
    if (!isCarColumn(id)) {
      const col = custom.column<CarRow>(id);
      return col ? [col] : [];
    }
    const c = CAR_COLUMNS.find((col) => col.id === id)!;
    return [{ id, header: c.label, align: c.align, sortable: true, cell: (car) => CAR_CELLS[id](car, nameOf(car)) }];
  });
  const segmentId = segment?.id ?? 'all';
  const noVehicles = cars !== undefined && cars.length === 0;

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Fleet</h1>
          <p className="muted">Cars, motorbikes and bicycles, available on this device even without a connection.</p>
        </div>
        <div className="page-header-actions">
          {noVehicles ? null : <FleetActions filters={{ search, segmentId, sort, columns: prefs.columns }} tagFiltered={tag !== ''} />}
          {can('fleet.edit') ? (
            <Link className="btn btn-primary" to="/fleet/new">
              <IconPlus size={18} /> Add vehicle
            </Link>
          ) : null}
        </div>
      </div>
      {noVehicles ? (
        <FleetEmptyState canAdd={can('fleet.edit')} />
      ) : (
        <>
          <FuelChart counts={fuels} />
          <div className="fleet-filters">
            <SegmentSelect object="car" value={segmentId} onChange={(id) => update({ segment: id === 'all' ? null : id, page: null })} back={`${location.pathname}${location.search}`} />
            <TagFilter object="car" value={tag} onChange={(t) => update({ tag: t || null, page: null })} />
          </div>
          <DataTable<CarRow>
            caption="Vehicles"
            columns={columns}
            rows={ready ? pageOf(ready, page, prefs.perPage) : []}
            rowKey={(c) => c.id}
            rowHref={(c) => `/fleet/${c.id}`}
            total={ready?.length ?? 0}
            {...list.tableProps}
            searchPlaceholder="Search by vehicle, plate, person…"
            perPage={prefs.perPage}
            onPerPageChange={(n) => {
              prefs.setPerPage(n);
              update({ page: null });
            }}
            loading={!ready}
            empty={segment && !segment.built_in ? { title: 'No vehicles in this segment', text: `No vehicle matches “${segment.name}” yet.` } : { title: archived ? 'No archived vehicles' : 'No vehicles here', text: archived ? 'Archived vehicles appear here.' : tag ? `No vehicle has the tag “${tag}”.` : 'Active vehicles of the company appear here.' }}
            columnPicker={{ options: [...CAR_COLUMNS, ...custom.options], selected: prefs.columns, onChange: prefs.setColumns }}
          />
        </>
      )}
    </>
  );
}
