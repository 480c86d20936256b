import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { messages } from '../../../shared/messages';
import { formatDate } from '../../../shared/format';
import { useCan } from '../../lib/use-can';
import { DataTableRows } from '../../ui/data-table-body';
import type { DataTableColumn } from '../../ui/data-table-types';
import { ActionsMenu } from '../../ui/actions-menu';
import { EmptyState } from '../../ui/empty-state';
import { IconPencil, IconPlus, IconTrash } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { useParticipantCounts, useTraining, type TrainingRow } from '../data/use-training-data';
import '../../ui/page.css';
import '../../ui/data-table.css';
import './program-page.css';
import { programPath } from '../../../shared/trainings/training-rules';
import { PageError } from '../../ui/page-error';

/** /trainings/programs/{id}: a program's sessions (trainings.md section 2), from the mirror. */
export function ProgramPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const found = useTraining(id);
  const counts = useParticipantCounts(found?.sessions.map((s) => s.id) ?? []);
  const back = <BackLink to="/trainings" label="Trainings" />;
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{messages.trainings.programNotFound}</PageError>;
  // A session or single training has its own page.
  if (found.training.is_program !== 1) return <Navigate to={`/trainings/${id}`} replace />;
  const { training: program, sessions } = found;
  const editable = can('trainings.edit');
  const addSession = `/trainings/create?program_id=${program.id}`;
  const people = counts ? [...counts.values()].reduce((a, b) => a + b, 0) : undefined;

  return (
    <>
      {back}
      <div className="page-header">
        <div>
          <p className="program-kicker">Course with sessions</p>
          <h1>
            {program.name} <PendingBadge row={program} />
          </h1>
          <p className="muted">
            {sessions.length} {sessions.length === 1 ? 'session' : 'sessions'}
            {people ? ` · ${people} ${people === 1 ? 'participation' : 'participations'}` : ''}
          </p>
        </div>
        {editable ? (
          <div className="page-header-actions">
            <ActionsMenu
              label="Actions"
              items={[
                { id: 'rename', label: 'Rename program', icon: <IconPencil size={18} />, onSelect: () => navigate(`/trainings/${program.id}/edit`) },
                { id: 'delete', label: 'Delete program', icon: <IconTrash size={18} />, onSelect: () => navigate(`/trainings/${program.id}/delete`) },
              ]}
            />
            <Link className="btn btn-primary" to={addSession}>
              <IconPlus size={18} /> Add session
            </Link>
          </div>
        ) : null}
      </div>
      <section className="card program-sessions" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="program-sessions-title">
          Sessions
        </h2>
        {sessions.length === 0 ? (
          <EmptyState
            title="No sessions yet"
            text="Add the first session of this program: its date, cost and who takes part."
            action={
              editable ? (
                <Link className="btn btn-primary" to={addSession}>
                  <IconPlus size={18} /> Add session
                </Link>
              ) : undefined
            }
          />
        ) : (
          <SessionsTable programId={program.id} sessions={sessions} counts={counts} />
        )}
      </section>
    </>
  );
}

const SESSION_COLUMNS = (counts: ReadonlyMap<string, number> | undefined): DataTableColumn<TrainingRow>[] => [
  {
    id: 'name',
    header: 'Session name',
    cell: (s) => (
      <>
        {s.name} <PendingBadge row={s} />
      </>
    ),
  },
  { id: 'date', header: 'Session date', cell: (s) => (s.date ? formatDate(s.date) : <span className="muted">No date</span>) },
  { id: 'participants', header: 'Participants', align: 'right', cell: (s) => counts?.get(s.id) ?? '…' },
];

/** The sessions by date then name; a row opens the session, whose back link comes here. */
function SessionsTable({ programId, sessions, counts }: { programId: string; sessions: TrainingRow[]; counts: ReadonlyMap<string, number> | undefined }) {
  const back = encodeURIComponent(programPath(programId));
  const columns = SESSION_COLUMNS(counts);
  return (
    <div className="dt-scroll">
      <table className="dt-table program-sessions-table">
        <caption className="visually-hidden">Sessions</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={c.align === 'right' ? 'dt-th is-right' : 'dt-th'}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <DataTableRows columns={columns} rows={sessions} rowKey={(s) => s.id} rowHref={(s) => `/trainings/${s.id}?back=${back}`} />
      </table>
    </div>
  );
}
