import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '../lib/use-can';
import { pageOf } from '../lib/local-query';
import { useObjectListTable, useObjectListView } from '../lib/use-object-list';
import { useMirrorTable } from '../offline/use-mirror-table';
import { ListFilters, useCarSegmentFilter } from '../segments';
import { DataTable } from '../ui/data-table';
import { IconPlus } from '../ui/icons';
import { CAR_LIST, type CarRow } from './car-cells';
import { FleetActions } from './fleet-actions';
import { FleetEmptyState } from './fleet-empty-state';
import { FuelChart } from './fuel-chart';
import { countByFuel } from './fuel-counts';
import '../ui/page.css';
import './fleet.css';

/** /fleet: every vehicle from the mirror, searched, sorted and paged on the device. */
export function FleetPage() {
  const can = useCan();
  const cars = useMirrorTable('cars');
  const people = useMirrorTable('employees');
  const view = useObjectListView(CAR_LIST);
  const { prefs, list, tag } = view;
  const { search, page, sort, update } = list;
  // 'all', 'archived' or a custom segment's id; an unknown one shows All.
  const { segment, matches: inSegment } = useCarSegmentFilter(view.segmentParam, people);
  const archived = segment?.id === 'archived';
  const names = useMemo(() => new Map((people ?? []).map((p) => [p.id, p.name])), [people]);
  const { ready, columns, columnPicker } = useObjectListTable(CAR_LIST, view, cars, inSegment, names);
  const fuels = useMemo(() => (cars ? countByFuel(cars) : undefined), [cars]);

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
          <ListFilters object="car" segmentId={segmentId} tag={tag} update={update} />
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
            empty={
              segment && !segment.built_in
                ? { title: 'No vehicles in this segment', text: `No vehicle matches “${segment.name}” yet.` }
                : {
                    title: archived ? 'No archived vehicles' : 'No vehicles here',
                    text: archived
                      ? 'Archived vehicles appear here.'
                      : tag
                        ? `No vehicle has the tag “${tag}”.`
                        : 'Active vehicles of the company appear here.',
                  }
            }
            columnPicker={columnPicker}
          />
        </>
      )}
    </>
  );
}
