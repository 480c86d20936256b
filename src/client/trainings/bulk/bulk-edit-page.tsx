import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../offline/offline-context';
import { BulkOfflineNotice } from '../../lib/bulk-progress-box';
import { EmptyState } from '../../ui/empty-state';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useParticipants, type TrainingRow } from '../data/use-training-data';
import { BulkEditModal } from './bulk-edit-modal';
import { BulkEditTable } from './bulk-edit-table';
import { filterCounts, MODES, shownRows, toChange, type EditMode } from './bulk-edit-logic';
import { BulkFilterBar } from './bulk-filter-bar';
import { ParticipantProgress } from './participant-progress';
import { useParticipantBatch } from './use-participant-batch';

/**
 * /trainings/{id}/participation and /results: the participants filtered by status (or result)
 * and name, a selection, and the change modal; the change then goes one person at a time.
 */
export function BulkEdit({ training, mode }: { training: TrainingRow; mode: EditMode }) {
  const words = MODES[mode];
  const toast = useToast();
  const { online } = useOffline().status;
  const views = useParticipants(training.id);
  const run = useParticipantBatch(mode, training.id, (p) => toast.success(words.updated(p.summary.succeeded)));
  const [filter, setFilter] = useState('all');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const { progress } = run;
  const running = !!progress && !progress.summary.finished;
  useConfirmOnLeave(running || selected.size > 0, running ? messages.trainings.bulkLeaveRunning : undefined);

  const counts = useMemo(() => filterCounts(mode, views ?? []), [mode, views]);
  const rows = useMemo(() => shownRows(mode, views ?? [], filter, search), [mode, views, filter, search]);
  // Someone removed meanwhile (another device) drops out of the selection.
  const picked = useMemo(() => (views ?? []).filter((v) => selected.has(v.participant.id)), [views, selected]);

  if (views === undefined || progress === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (views.length === 0 && !progress) {
    return (
      <EmptyState
        title={messages.trainings.noParticipants}
        action={
          <Link className="btn btn-primary" to={`/trainings/${training.id}/add`}>
            Add people
          </Link>
        }
      />
    );
  }

  const onChange = () => {
    if (running) return;
    if (picked.length === 0) return toast.error(messages.form.invalidTitle, messages.trainings.selectOnePerson);
    setAsking(true);
  };
  const onConfirm = async (value: string) => {
    setAsking(false);
    const changes = toChange(mode, picked, value);
    if (changes.length === 0) return toast.info(messages.trainings.bulkNothingToChange);
    if (
      await run.start(
        changes.map((v) => ({ participant_id: v.participant.id, employee_id: v.participant.employee_id, name: v.name })),
        value,
      )
    )
      setSelected(new Set());
  };

  return (
    <>
      {progress ? (
        <section className="card bulk-run" aria-labelledby="bulk-run-title">
          <h2 id="bulk-run-title">{progress.summary.finished ? 'Finished' : `${words.button}: in progress`}</h2>
          <ParticipantProgress compact progress={progress} finishedText={words.updated(progress.summary.succeeded)} />
          {progress.summary.finished ? (
            <div className="bulk-run-actions">
              <button type="button" className="btn btn-secondary" onClick={() => void run.forget()}>
                Close
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      {!online && !progress ? <BulkOfflineNotice text={messages.trainings.bulkOfflineNote} /> : null}
      <section className="card bulk-edit" aria-label="Participants">
        <BulkFilterBar mode={mode} counts={counts} filter={filter} onFilter={setFilter} search={search} onSearch={setSearch} />
        <div className="bulk-edit-actions">
          <p className="bulk-edit-count" aria-live="polite">
            <strong>{picked.length === 1 ? '1 person selected' : `${picked.length} people selected`}</strong>
          </p>
          <button type="button" className="btn btn-primary" aria-disabled={picked.length === 0 || running} onClick={onChange}>
            {words.button}
          </button>
        </div>
        <BulkEditTable mode={mode} rows={rows} selected={selected} onSelect={setSelected} disabled={running} />
      </section>
      {asking ? <BulkEditModal mode={mode} selected={picked} onClose={() => setAsking(false)} onConfirm={(v) => void onConfirm(v)} /> : null}
    </>
  );
}
