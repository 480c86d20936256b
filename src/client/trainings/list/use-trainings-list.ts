import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRAININGS_FILTERS, type TrainingsFilter } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/use-can';
import { useObjectListTable, useObjectListView, type ObjectListTable, type ObjectListView } from '../../lib/use-object-list';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { useParticipantSegmentFilter } from '../../segments';
import { PARTICIPANT_ROWS_LIST, TRAINING_LIST } from './training-cells';
import { buildTrainingRows, type TrainingListEntry } from './training-rows';

// /trainings' state and rows: the shared list (lib/use-object-list.ts) keeps search, sort, page
// and segment in the URL and page size and columns on the device; trainings_filter is this list's
// own. The rows are built from the mirrors (training-rows.ts), already narrowed to the segment;
// custom-field columns are the trainings' fields, or the participants' with a segment (as the server's).

const isFilter = (f: string | null): f is TrainingsFilter => (TRAININGS_FILTERS as readonly string[]).includes(f ?? '');
const EVERY_ROW = () => true;

export interface TrainingsList extends ObjectListTable<TrainingListEntry> {
  list: ObjectListView['list'];
  prefs: ObjectListView['prefs'];
  /** '' for the trainings and programs; a participant segment's id (or 'all') for participant rows. */
  segmentId: string;
  segmentName: string | undefined;
  filter: TrainingsFilter;
  /** Whether the company has no training at all (undefined while loading). */
  none: boolean | undefined;
}

export function useTrainingsList(): TrainingsList {
  const can = useCan();
  const trainings = useMirrorTable('trainings');
  const participants = useMirrorTable('training_participants');
  const people = useMirrorTable('employees');
  // Without a segment the rows are trainings and programs, not the segment's objects: '' means none.
  const segmentId = useSearchParams()[0].get('segment') ?? '';
  const def = segmentId ? PARTICIPANT_ROWS_LIST : TRAINING_LIST;
  const view = useObjectListView(def);
  const { list, prefs } = view;
  const asked = list.params.get('trainings_filter');
  // The team-only role has no course/session filter (trainings.md section 6): it always sees all.
  const filter: TrainingsFilter = can('trainings.filter') && isFilter(asked) ? asked : 'all';
  const { segment, matches } = useParticipantSegmentFilter(segmentId || 'all');

  const rows = useMemo(() => {
    if (!trainings || !participants || !people || (segmentId && !matches)) return undefined;
    return buildTrainingRows({ trainings, participants, people, filter, participantMatches: segmentId ? matches : undefined });
  }, [trainings, participants, people, filter, segmentId, matches]);
  const table = useObjectListTable(def, view, rows, EVERY_ROW, null);
  // A participant row's people column holds its one person.
  const columns = segmentId ? table.columns.map((c) => (c.id === 'people' ? { ...c, header: 'Person' } : c)) : table.columns;

  return {
    ...table,
    columns,
    list,
    prefs,
    segmentId: segmentId ? (segment?.id ?? segmentId) : '',
    segmentName: segmentId ? segment?.name : undefined,
    filter,
    none: trainings === undefined ? undefined : trainings.length === 0,
  };
}
