import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import type { PersonListItem } from '../../../shared/people/people.schema';
import { PERSON_TRAININGS_PAGE_SIZE } from '../../../shared/trainings/trainings.schema';
import { pageOf } from '../../lib/local-query';
import { useOffline } from '../../offline/offline-context';
import { Avatar } from '../../ui/avatar';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { IconChevronLeft } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { usePersonTrainings, type PersonTrainingRow } from '../data/use-training-data';
import { ResultBadge, StatusBadge } from '../training/participant-badges';
import '../../ui/page.css';
import './person-trainings.css';
import { participantPath } from '../../../shared/trainings/training-rules';

const PAGE_SIZES = [PERSON_TRAININGS_PAGE_SIZE];

const COLUMNS: DataTableColumn<PersonTrainingRow>[] = [
  {
    id: 'training',
    header: 'Training',
    cell: (r) => (
      <span className="person-training-name">
        <span>
          {r.name} <PendingBadge row={r} />
        </span>
        {r.program_name ? <span className="muted">{r.program_name}</span> : null}
      </span>
    ),
  },
  { id: 'date', header: 'Date', cell: (r) => (r.date ? formatDate(r.date) : <span className="muted">No date</span>) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { id: 'result', header: 'Result', cell: (r) => <ResultBadge result={r.result} /> },
];

/** /people/{id}/trainings (getEmployeeTrainings on the device): 10 per page, newest first. */
export function PersonTrainingsPage() {
  const { id = '' } = useParams();
  const { db } = useOffline();
  const [params, setParams] = useSearchParams();
  const person = useLiveQuery(async () => ((await db.mirror('employees').get(id)) as PersonListItem | undefined) ?? null, [db, id]);
  const rows = usePersonTrainings(id);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const back = encodeURIComponent(`/people/${id}/trainings`);
  const setPage = (p: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p) next.set('page', String(p));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Link to={`/people/${id}`} className="back-link">
        <IconChevronLeft size={18} /> {person?.name ?? 'Person'}
      </Link>
      <div className="page-header">
        <div className="person-trainings-title">
          {person ? <Avatar name={person.name} src={person.avatar} size="md" decorative /> : null}
          <div>
            <h1>Trainings</h1>
            <p className="muted">{person ? `What ${person.first_name} took part in, newest first.` : ' '}</p>
          </div>
        </div>
      </div>
      <div className="person-trainings-table">
        <DataTable
          caption="Trainings taken"
          columns={COLUMNS}
          rows={rows ? pageOf(rows, page, PERSON_TRAININGS_PAGE_SIZE) : []}
          rowKey={(r) => r.participant_id}
          rowHref={(r) => `${participantPath(r.training_id, r.participant_id)}?back=${back}`}
          total={rows?.length ?? 0}
          page={page}
          perPage={PERSON_TRAININGS_PAGE_SIZE}
          pageSizes={PAGE_SIZES}
          sort={null}
          onSortChange={() => undefined}
          onPageChange={setPage}
          onPerPageChange={() => undefined}
          loading={rows === undefined}
          empty={{ title: messages.trainings.noPersonTrainings, text: person ? `${person.first_name} has not taken part in a training yet.` : undefined }}
        />
      </div>
    </>
  );
}
