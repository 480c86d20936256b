import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import type { PersonListItem } from '../../shared/people/people.schema';
import { pageOf, queryRows } from '../lib/local-query';
import { useListUrlState } from '../lib/use-list-url-state';
import { useMirrorTable } from '../offline/use-mirror-table';
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
  const prefs = useTablePrefs('fleet', { perPage: DEFAULT_PAGE_SIZE, columns: ['vehicle', 'person', 'plate', 'fuel'] }, ALL_COLUMNS);
  const list = useListUrlState(ALL_COLUMNS, 'vehicle');
  const { search, page, sort, update } = list;
  const archived = list.params.get('segment') === 'archived';
  const tag = list.params.get('tag') ?? '';
  const tagsById = useTagsById('car');

  // The person's name comes from the people mirror, so a renamed person shows at once.
  const names = useMemo(() => new Map((people ?? []).map((p) => [p.id, p.name])), [people]);
  const nameOf = (c: CarRow) => (c.related_employee_id ? (names.get(c.related_employee_id) ?? c.person_name) : null);
  const matching = useMemo(
    () =>
      cars &&
      queryRows(cars, {
        search,
        searchText: (c) => `${carTitle(c)} ${c.plate ?? ''} ${c.color ?? ''} ${nameOf(c) ?? ''}`,
        filter: (c) => (archived ? c.deleted === 1 : c.deleted === 0) && (!tag || hasTag(tagsById?.get(c.id), tag)),
        sort,
        sortValue: (c, col) => (col === 'vehicle' ? carTitle(c) : col === 'person' ? nameOf(c) : (c[col as keyof CarRow] as string | null)),
      }),
    [cars, names, search, archived, tag, tagsById, sort.column, sort.direction],
  );

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Fleet</h1>
          <p className="muted">Cars, motorbikes and bicycles, available on this device even without a connection.</p>
        </div>
      </div>
      <div className="segment-tabs" role="tablist" aria-label="Segment">
        <button role="tab" aria-selected={!archived} className={`btn ${archived ? 'btn-ghost' : 'btn-secondary'}`} onClick={() => update({ segment: null, page: null })}>All</button>
        <button role="tab" aria-selected={archived} className={`btn ${archived ? 'btn-secondary' : 'btn-ghost'}`} onClick={() => update({ segment: 'archived', page: null })}>Archived</button>
      </div>
      <TagFilter object="car" value={tag} onChange={(t) => update({ tag: t || null, page: null })} />
      <DataTable<CarRow>
        caption="Vehicles"
        columns={prefs.columns.map((id) => ({ id, header: CAR_COLUMNS.find((c) => c.id === id)!.label, cell: (c: CarRow) => CAR_CELLS[id]!(c, nameOf(c)), sortable: true }))}
        rows={matching ? pageOf(matching, page, prefs.perPage) : []}
        rowKey={(c) => c.id}
        rowHref={(c) => `/fleet/${c.id}`}
        total={matching?.length ?? 0}
        {...list.tableProps}
        perPage={prefs.perPage}
        onPerPageChange={(n) => { prefs.setPerPage(n); update({ page: null }); }}
        loading={!matching}
        empty={{ title: archived ? 'No archived vehicles' : 'No vehicles yet', text: archived ? 'Archived vehicles appear here.' : 'Vehicles of the company appear here.' }}
        columnPicker={{ options: CAR_COLUMNS, selected: prefs.columns, onChange: prefs.setColumns }}
      />
    </>
  );
}
