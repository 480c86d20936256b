import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/limits';
import type { PersonListItem } from '../../../shared/people/people.schema';
import { TRAINING_COLUMN_LABELS, TRAINING_LIST_COLUMNS, TRAININGS_FILTERS, type TrainingListColumn, type TrainingsFilter } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../auth/session-context';
import { isCustomColumn, useCustomColumns } from '../../custom-fields';
import { useListUrlState, type ListUrlState } from '../../lib/use-list-url-state';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { useParticipantSegmentFilter } from '../../segments';
import type { ColumnPickerConfig, DataTableColumn } from '../../ui/data-table-types';
import { useTablePrefs, type TablePrefs } from '../../ui/use-table-prefs';
import { TRAINING_CELLS } from './training-cells';
import { buildTrainingRows, queryTrainingRows, type ParticipantSource, type TrainingListEntry, type TrainingSource } from './training-rows';

// /trainings' state and rows: the URL keeps search, sort, page, segment and trainings_filter; the
// device remembers page size and columns; the rows are built from the mirrors (training-rows.ts)
// and searched and sorted in memory, custom-field columns of 'training' included.

const isColumn = (id: string): id is TrainingListColumn => (TRAINING_LIST_COLUMNS as readonly string[]).includes(id);
const isFilter = (f: string | null): f is TrainingsFilter => (TRAININGS_FILTERS as readonly string[]).includes(f ?? '');
const BUILT_IN_COLUMNS = TRAINING_LIST_COLUMNS.map((id) => ({ id, label: TRAINING_COLUMN_LABELS[id] }));

export interface TrainingsList {
  list: ListUrlState;
  prefs: TablePrefs;
  /** '' for the trainings and programs; a participant segment's id (or 'all') for participant rows. */
  segmentId: string;
  segmentName: string | undefined;
  filter: TrainingsFilter;
  /** Whether the company has no training at all (undefined while loading). */
  none: boolean | undefined;
  /** Every matching row in order; undefined while loading. */
  ready: TrainingListEntry[] | undefined;
  columns: DataTableColumn<TrainingListEntry>[];
  columnPicker: ColumnPickerConfig;
}

export function useTrainingsList(): TrainingsList {
  const can = useCan();
  const trainings = useMirrorTable<TrainingSource>('trainings');
  const participants = useMirrorTable<ParticipantSource>('training_participants');
  const people = useMirrorTable<PersonListItem & { version: number }>('employees');
  const custom = useCustomColumns('training');
  const columnIds = useMemo(() => [...TRAINING_LIST_COLUMNS, ...custom.ids], [custom.ids]);
  const prefs = useTablePrefs('trainings', { perPage: DEFAULT_PAGE_SIZE, columns: [...TRAINING_LIST_COLUMNS] }, columnIds);
  const list = useListUrlState(columnIds, 'name');
  const segmentId = list.params.get('segment') ?? '';
  const asked = list.params.get('trainings_filter');
  // The team-only role has no course/session filter (spec section 6): it always sees all.
  const filter: TrainingsFilter = can('trainings.filter') && isFilter(asked) ? asked : 'all';
  const { segment, matches } = useParticipantSegmentFilter(segmentId || 'all');
  const { search, sort } = list;

  const rows = useMemo(() => {
    if (!trainings || !participants || !people || (segmentId && !matches)) return undefined;
    return buildTrainingRows({ trainings, participants, people, filter, participantMatches: segmentId ? matches : undefined });
  }, [trainings, participants, people, filter, segmentId, matches]);

  const matching = useMemo(
    () =>
      rows &&
      queryTrainingRows(rows, {
        search,
        sort: { column: sort.column, direction: sort.direction },
        // Custom values belong to the training (a participant row shows its training's).
        searchAlso: (r, n) => custom.matches(r.training_id, n),
        otherSortValue: (r, col) => custom.sortValue(r.training_id, col),
      }),
    // The sort by its parts: the URL state makes a new object each render.
    [rows, search, custom, sort.column, sort.direction],
  );
  const usesCustom = prefs.columns.some(isCustomColumn) || isCustomColumn(list.params.get('sort') ?? '');
  const ready = matching && custom.defsReady && (!usesCustom || custom.valuesReady) ? matching : undefined;

  const columns = prefs.columns.flatMap((id): DataTableColumn<TrainingListEntry>[] => {
    // A participant row's people column holds its one person.
    if (isColumn(id)) return [{ id, header: id === 'people' && segmentId ? 'Person' : TRAINING_COLUMN_LABELS[id], sortable: true, cell: TRAINING_CELLS[id] }];
    const col = custom.column<{ id: string }>(id);
    return col ? [{ ...col, cell: (r: TrainingListEntry) => col.cell({ id: r.training_id }) }] : [];
  });

  return {
    list,
    prefs,
    segmentId: segmentId ? (segment?.id ?? segmentId) : '',
    segmentName: segmentId ? segment?.name : undefined,
    filter,
    none: trainings === undefined ? undefined : trainings.length === 0,
    ready,
    columns,
    columnPicker: { options: [...BUILT_IN_COLUMNS, ...custom.options], selected: prefs.columns, onChange: prefs.setColumns },
  };
}
