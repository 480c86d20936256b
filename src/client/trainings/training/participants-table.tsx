import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PARTICIPANTS_PAGE_SIZE, PARTICIPANTS_PAGE_SIZES, PARTICIPANT_RESULTS, PARTICIPANT_STATUSES } from '../../../shared/trainings/trainings.schema';
import { useCan } from '../../lib/use-can';
import { pageOf, queryRows } from '../../lib/local-query';
import { useTablePrefs } from '../../ui/use-table-prefs';
import { SegmentSelect, useParticipantSegmentFilter } from '../../segments';
import { Avatar } from '../../ui/avatar';
import { DataTable, type DataTableColumn, type TableSort } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { IconPlus } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { participantSearchText, type ParticipantView } from '../data/use-training-data';
import { ResultBadge, StatusBadge } from './participant-badges';
import { withBack } from './training-back';
import { participantPath } from '../../../shared/trainings/training-rules';
import { offeredPerPage } from '../../ui/pagination';

const PAGE_SIZES: number[] = [...PARTICIPANTS_PAGE_SIZES];
const NO_COLUMNS: string[] = [];

// Status and result sort in the order the spec lists them (the order of a training day), not by their words.
const sortValue = (v: ParticipantView, column: string) => {
  if (column === 'status') return PARTICIPANT_STATUSES.indexOf(v.participant.status);
  if (column === 'result') return PARTICIPANT_RESULTS.indexOf(v.participant.result);
  return v.name;
};

const COLUMNS: DataTableColumn<ParticipantView>[] = [
  {
    id: 'person',
    header: 'Person',
    sortable: true,
    cell: (v) => (
      <span className="person-cell">
        <Avatar name={v.name} src={v.avatar} size="sm" decorative /> {v.name}
        <PendingBadge row={v.participant} />
      </span>
    ),
  },
  { id: 'status', header: 'Status', sortable: true, cell: (v) => <StatusBadge status={v.participant.status} /> },
  { id: 'result', header: 'Result', sortable: true, cell: (v) => <ResultBadge result={v.participant.result} /> },
];

/**
 * The participants of a training or session (trainings.md section 2): 5 per page, search by name, the
 * participant segments (not for light access), each row to the participant's page, keeping the
 * page's `back=` so the chain of back links returns where the user started.
 */
export function ParticipantsTable({ trainingId, participants, back }: { trainingId: string; participants: ParticipantView[]; back: string | null }) {
  const can = useCan();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const segmentId = params.get('segment') ?? 'all';
  const { segment, matches } = useParticipantSegmentFilter(segmentId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // 5 a page as the spec says, or the size this device chose last for participants tables.
  const prefs = useTablePrefs('training-participants', { perPage: PARTICIPANTS_PAGE_SIZE, columns: NO_COLUMNS }, NO_COLUMNS);
  const perPage = offeredPerPage(prefs.perPage, PAGE_SIZES, PARTICIPANTS_PAGE_SIZE);
  const [sort, setSort] = useState<TableSort>({ column: 'person', direction: 'asc' });
  const rows = useMemo(
    () => (matches ? queryRows(participants, { search, searchText: participantSearchText, filter: matches, sort, sortValue }) : undefined),
    [participants, matches, search, sort],
  );
  const chooseSegment = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === 'all') next.delete('segment');
    else next.set('segment', id);
    setParams(next, { replace: true });
    setPage(0);
  };
  const segmentChosen = segment !== undefined && !segment.built_in;

  return (
    <section className="training-participants" aria-labelledby="participants-title">
      <div className="card-title-row training-participants-title">
        <h2 id="participants-title">
          Participants <span className="muted training-count">{participants.length}</span>
        </h2>
        {can('segments.custom') && (
          <SegmentSelect object="training_participant" value={segmentId} onChange={chooseSegment} back={`${location.pathname}${location.search}`} />
        )}
      </div>
      <DataTable<ParticipantView>
        caption="Participants"
        columns={COLUMNS}
        rows={rows ? pageOf(rows, page, perPage) : []}
        rowKey={(v) => v.participant.id}
        rowHref={(v) => withBack(participantPath(trainingId, v.participant.id), back)}
        total={rows?.length ?? 0}
        page={page}
        perPage={perPage}
        pageSizes={PAGE_SIZES}
        sort={sort}
        onSortChange={setSort}
        onPageChange={setPage}
        onPerPageChange={(n) => {
          prefs.setPerPage(n);
          setPage(0);
        }}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Search by name…"
        loading={!rows}
        empty={
          segmentChosen
            ? { title: 'No participants in this segment', text: `No participant of this training matches “${segment.name}”.` }
            : { title: messages.trainings.noParticipants }
        }
      />
    </section>
  );
}

/** No participants at all (trainings.md section 8's empty state), with the way to add some. */
export function NoParticipants({ trainingId, canAdd }: { trainingId: string; canAdd: boolean }) {
  return (
    <section className="card training-participants" aria-labelledby="participants-title">
      <h2 id="participants-title" className="visually-hidden">
        Participants
      </h2>
      <EmptyState
        title={messages.trainings.noParticipantsOnSession}
        text={canAdd ? 'Add people by team, then take attendance on the day.' : undefined}
        action={
          canAdd ? (
            <Link className="btn btn-primary" to={`/trainings/${trainingId}/add`}>
              <IconPlus size={18} /> Add participants
            </Link>
          ) : undefined
        }
      />
    </section>
  );
}
