import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../offline/offline-context';
import { useTeams } from '../../offline/use-teams';
import { BulkOfflineNotice } from '../../lib/bulk-progress-box';
import { useConfirm } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PeopleTeamPicker, type PickedPerson } from '../../ui/people-team-picker';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useParticipants, type TrainingRow } from '../data/use-training-data';
import { BulkFrame } from './bulk-frame';
import { ParticipantProgress } from './participant-progress';
import { useParticipantBatch } from './use-participant-batch';

/** /trainings/{id}/remove: participants by team, a count on the button, then one removal at a time (trainings.md section 2). */
export function BulkRemovePage() {
  const { id = '' } = useParams();
  return (
    <BulkFrame trainingId={id} title="Remove people" lead="Pick whole teams, or open a team to pick participants one by one.">
      {(training) => <BulkRemove key={training.id} training={training} />}
    </BulkFrame>
  );
}

function BulkRemove({ training }: { training: TrainingRow }) {
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { online } = useOffline().status;
  const views = useParticipants(training.id);
  const allTeams = useTeams();
  const run = useParticipantBatch('remove', training.id);
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const { progress } = run;
  const running = !!progress && !progress.summary.finished;
  const { allowLeave } = useConfirmOnLeave(running || (!progress && picked.length > 0), running ? messages.trainings.bulkLeaveRunning : undefined);
  const back = `/trainings/${training.id}`;

  // The picker works on people: each participant is its person, teams are those of the participants.
  const byEmployee = useMemo(() => new Map((views ?? []).map((v) => [v.participant.employee_id, v])), [views]);
  const people = useMemo(
    () => (views ?? []).map((v) => ({ id: v.participant.employee_id, name: v.name, email: null, avatar: v.avatar, team_ids: v.team_ids })),
    [views],
  );
  const teams = useMemo(() => {
    const used = new Set(people.flatMap((p) => p.team_ids));
    return (allTeams ?? []).filter((t) => used.has(t.id));
  }, [allTeams, people]);
  const avatars = useMemo(() => new Map(people.map((p) => [p.id, p.avatar])), [people]);
  const chosen = picked.map((p) => byEmployee.get(p.id)).filter((v) => v !== undefined);

  if (views === undefined || allTeams === undefined || progress === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;

  if (progress) {
    const { summary } = progress;
    return (
      <section className="card wizard-card bulk-run" aria-labelledby="bulk-remove-title">
        <h2 id="bulk-remove-title">{summary.finished ? 'Finished' : 'Removing people'}</h2>
        <ParticipantProgress
          progress={progress}
          avatars={avatars}
          finishedText={
            <>
              {messages.trainings.peopleRemoved(summary.succeeded)}
              {summary.failed ? `; ${summary.failed} could not be removed` : ''}.
            </>
          }
        />
        <div className="wizard-actions">
          <div className="wizard-actions-end">
            <button
              type="button"
              className={summary.finished ? 'btn btn-primary' : 'btn btn-secondary'}
              onClick={() => {
                allowLeave();
                if (summary.finished) void run.forget();
                navigate(back);
              }}
            >
              Back to training
            </button>
          </div>
        </div>
      </section>
    );
  }

  if (views.length === 0)
    return (
      <EmptyState
        title={messages.trainings.noParticipants}
        action={
          <Link className="btn btn-secondary" to={back}>
            Back to training
          </Link>
        }
      />
    );

  const onRemove = async () => {
    if (chosen.length === 0) return toast.error(messages.form.invalidTitle, messages.trainings.selectOnePerson);
    const ok = await confirm({
      title: messages.trainings.removePeople(chosen.length),
      text: `They are taken off ${training.name}, with their status, result, files and custom fields. This cannot be undone.`,
      confirmLabel: messages.trainings.removePeople(chosen.length),
      danger: true,
    });
    if (!ok) return;
    if (await run.start(chosen.map((v) => ({ participant_id: v.participant.id, employee_id: v.participant.employee_id, name: v.name })))) setPicked([]);
  };

  return (
    <section className="card wizard-card" aria-labelledby="bulk-remove-title">
      <h2 id="bulk-remove-title">Participants</h2>
      <p className="wizard-card-lead">
        {views.length === 1 ? '1 person takes' : `${views.length} people take`} part in {training.name}.
      </p>
      {!online ? <BulkOfflineNotice text={messages.trainings.bulkOfflineNote} /> : null}
      <PeopleTeamPicker label="Participants to remove" teams={teams} people={people} value={picked} onChange={setPicked} />
      <div className="wizard-actions">
        <Link className="btn btn-ghost" to={back}>
          Cancel
        </Link>
        <div className="wizard-actions-end">
          <button type="button" className="btn btn-danger" aria-disabled={chosen.length === 0} onClick={() => void onRemove()}>
            {messages.trainings.removePeople(chosen.length)}
          </button>
        </div>
      </div>
    </section>
  );
}
