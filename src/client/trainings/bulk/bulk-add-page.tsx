import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useOffline } from '../../offline/offline-context';
import { BulkOfflineNotice } from '../../lib/bulk-progress-box';
import { IconChevronRight } from '../../ui/icons';
import { PeopleTeamPicker, type PickedPerson } from '../../ui/people-team-picker';
import { StepIndicator } from '../../ui/step-indicator';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useParticipants, type TrainingRow } from '../data/use-training-data';
import { BulkFrame } from './bulk-frame';
import { ParticipantProgress } from './participant-progress';
import { useParticipantBatch } from './use-participant-batch';
import { usePickablePeople } from './use-pickable-people';

const STEPS = ['people', 'progress'] as const;
const STEP_NAMES = { people: 'Pick people', progress: 'Progress' };

/** /trainings/{id}/add: step 0 picks people by team, step 1 adds them one at a time (spec sections 2 and 4). */
export function BulkAddPage() {
  const { id = '' } = useParams();
  return (
    <BulkFrame trainingId={id} title="Add people" lead="Pick whole teams, or open a team to pick people one by one.">
      {(training) => <BulkAdd key={training.id} training={training} />}
    </BulkFrame>
  );
}

function BulkAdd({ training }: { training: TrainingRow }) {
  const { online } = useOffline().status;
  const toast = useToast();
  const navigate = useNavigate();
  const participants = useParticipants(training.id);
  const participantIds = useMemo(() => (participants ? new Set(participants.map((p) => p.participant.employee_id)) : undefined), [participants]);
  const source = usePickablePeople(participantIds);
  const avatars = useMemo(() => new Map(source?.people.map((p) => [p.id, p.avatar]) ?? []), [source]);
  const run = useParticipantBatch('add', training.id);
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { progress } = run;
  const running = !!progress && !progress.summary.finished;
  const { allowLeave } = useConfirmOnLeave(running || (!progress && picked.length > 0), running ? messages.trainings.bulkLeaveRunning : undefined);
  const back = `/trainings/${training.id}`;

  const onNext = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A picked person may have become a participant meanwhile (from another device): skip them.
    const people = picked.filter((p) => !participantIds?.has(p.id));
    if (people.length === 0) return toast.error(messages.form.invalidTitle, messages.validation.selectSomePeople);
    setBusy(true);
    try {
      if (!(await run.start(people.map((p) => ({ employee_id: p.id, name: p.name }))))) return;
      setPicked([]);
      requestAnimationFrame(() => headingRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  const onFinish = async () => {
    const added = progress?.summary.succeeded ?? 0;
    allowLeave();
    await run.forget();
    toast.success(messages.trainings.peopleAdded(added));
    navigate(back);
  };

  if (progress === undefined || source === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (progress) {
    const { summary } = progress;
    return (
      <div className="wizard">
        <StepIndicator steps={STEPS} current={1} names={STEP_NAMES} />
        <section className="card wizard-card" aria-labelledby="bulk-add-title">
          <h2 id="bulk-add-title" ref={headingRef} tabIndex={-1}>
            {STEP_NAMES.progress}
          </h2>
          <p className="wizard-card-lead">The people are added to {training.name} one at a time.</p>
          <ParticipantProgress
            progress={progress}
            avatars={avatars}
            finishedText={
              <>
                Finished: {messages.trainings.peopleAdded(summary.succeeded)}
                {summary.failed ? `, ${summary.failed} could not be added` : ''}.
              </>
            }
          />
          <div className="wizard-actions">
            <Link className="btn btn-ghost" to={back}>
              Back to training
            </Link>
            <div className="wizard-actions-end">
              <button type="button" className="btn btn-primary" disabled={!summary.finished} onClick={() => void onFinish()}>
                Finish
              </button>
            </div>
          </div>
        </section>
      </div>
    );
  }

  const none = picked.length === 0;
  return (
    <div className="wizard">
      <StepIndicator steps={STEPS} current={0} names={STEP_NAMES} />
      <form className="card wizard-card" onSubmit={(e) => void onNext(e)} noValidate aria-labelledby="bulk-add-title">
        <h2 id="bulk-add-title" ref={headingRef} tabIndex={-1}>
          {STEP_NAMES.people}
        </h2>
        <p className="wizard-card-lead">Who takes part in {training.name}? People already taking part are marked and cannot be picked again.</p>
        {!online ? <BulkOfflineNotice text={messages.trainings.bulkOfflineNote} /> : null}
        <PeopleTeamPicker
          label="People to add"
          teams={source.teams}
          people={source.people}
          value={picked}
          onChange={setPicked}
          unavailableCount={messages.trainings.alreadyInCount}
        />
        <div className="wizard-actions">
          <Link className="btn btn-ghost" to={back} onClick={allowLeave}>
            Skip
          </Link>
          <div className="wizard-actions-end">
            {/* aria-disabled rather than disabled: it stays focusable, and pressing it says why not. */}
            <button type="submit" className="btn btn-primary" aria-disabled={none || busy}>
              Next{none ? '' : `: add ${picked.length === 1 ? '1 person' : `${picked.length} people`}`} <IconChevronRight size={18} />
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
