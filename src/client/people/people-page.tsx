import { personSearchText } from './people-search';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { PeopleColumnId } from '../../shared/people/people.column-ids';
import { DEFAULT_PEOPLE_COLUMNS, visiblePeopleColumns } from '../../shared/people/people.columns';
import type { PersonListItem } from '../../shared/people/people.schema';
import { DEFAULT_PAGE_SIZE } from '../../shared/limits';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { useCustomColumns } from '../custom-fields';
import { pageOf, queryRows } from '../lib/local-query';
import { useListUrlState } from '../lib/use-list-url-state';
import { useMirrorTable } from '../offline/use-mirror-table';
import { SegmentSelect, usePersonSegmentFilter } from '../segments';
import { DataTable } from '../ui/data-table';
import { Checkbox } from '../ui/field';
import { useTablePrefs } from '../ui/use-table-prefs';
import { PERSON_CELLS } from './people-cells';
import '../ui/page.css';

/** The people table: search, sort and page live in the URL so back and reload keep them. */
export function PeoplePage() {
  const viewer = useViewer();
  const can = useCan();
  const columns = useMemo(() => visiblePeopleColumns(viewer), [viewer]);
  const custom = useCustomColumns('employee');
  const allowedIds = useMemo(() => [...columns.map((c) => c.id as string), ...custom.ids], [columns, custom.ids]);
  const prefs = useTablePrefs('people', { perPage: DEFAULT_PAGE_SIZE, columns: DEFAULT_PEOPLE_COLUMNS.filter((c) => allowedIds.includes(c)) }, allowedIds);
  const list = useListUrlState(allowedIds, 'name');
  const { search, page, sort, update } = list;
  const showAll = list.params.get('all') === '1';
  const location = useLocation();
  // The segment narrows; 'Show former employees' lifts All's active-only rule (segment-scope.ts).
  const { segment, matches: inSegment } = usePersonSegmentFilter(list.params.get('segment') ?? 'all', showAll);

  const everyone = useMirrorTable('employees');
  const matching = useMemo(
    () =>
      everyone &&
      inSegment &&
      queryRows(everyone, {
        search,
        searchText: personSearchText,
        // Custom values change without the person row changing: looked up apart, with their own cache.
        searchAlso: (p, n) => custom.matches(p.id, n),
        filter: inSegment,
        sort,
        sortValue: (p, column) => (column in p ? (p[column as keyof PersonListItem] as string | null) : custom.sortValue(p.id, column)),
      }),
    [everyone, search, inSegment, custom, sort],
  );

  const shown = prefs.columns.flatMap((id) => {
    const c = columns.find((col) => col.id === id);
    const column = c ? { id: c.id, header: c.label, cell: PERSON_CELLS[c.id as PeopleColumnId], sortable: true } : custom.column<PersonListItem>(id);
    return column ? [column] : [];
  });

  return (
    <>
      <div className="page-header">
        <div>
          <h1>People</h1>
          <p className="muted">{can('people.viewAll') ? 'Everyone in the company.' : 'The people of the teams you manage.'}</p>
        </div>
      </div>
      <SegmentSelect
        object="employee"
        value={segment?.id ?? 'all'}
        onChange={(id) => update({ segment: id === 'all' ? null : id, page: null })}
        back={`${location.pathname}${location.search}`}
      />
      <DataTable<PersonListItem>
        caption="People"
        columns={shown}
        rows={matching ? pageOf(matching, page, prefs.perPage) : []}
        rowKey={(p) => p.id}
        rowHref={(p) => `/people/${p.id}`}
        total={matching?.length ?? 0}
        {...list.tableProps}
        perPage={prefs.perPage}
        onPerPageChange={(n) => {
          prefs.setPerPage(n);
          update({ page: null });
        }}
        loading={!matching}
        empty={
          search
            ? { title: 'No one matches your search', text: `Nobody found for “${search}”. Check the spelling or search by email.` }
            : segment && segment.id !== 'all'
              ? { title: 'No one in this segment', text: `Nobody matches “${segment.name}”${showAll ? '' : ' among the current employees'}.` }
              : {
                  title: 'No people yet',
                  text: can('people.viewAll') ? 'People added to the company appear here.' : 'The teams you manage have no members yet.',
                }
        }
        columnPicker={{
          options: [...columns.map((c) => ({ id: c.id, label: c.label })), ...custom.options],
          selected: prefs.columns,
          onChange: prefs.setColumns,
        }}
        toolbar={
          <Checkbox
            label={viewer.role === 'team_only' ? 'show everyone in teams' : 'Show former employees'}
            checked={showAll}
            onChange={(e) => update({ all: e.target.checked ? '1' : null, page: null })}
          />
        }
      />
    </>
  );
}
