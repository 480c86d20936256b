import { useCallback, useMemo, useState } from 'react';
import { BackLink } from '../../ui/back-link';
import { useNavigate } from 'react-router-dom';
import { uuidv7 } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import { compareSessions, emptyTrainingDraft, type TrainingDraft } from '../../../shared/trainings/training-rules';
import { trainingAdd, trainingProgramAdd } from '../../../shared/trainings/trainings.mutations';
import { useCan } from '../../lib/use-can';
import { uuidParam, useStartedFrom } from '../../lib/use-started-from';
import { useMutateMany } from '../../offline/use-mutate';
import { FormCard } from '../../ui/form-card';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { usePrograms, useTraining, type TrainingRow } from '../data/use-training-data';
import { createErrors, createPlan, defaultSessionName, formKind, type CreateContext } from './create-plan';
import { NEW_PROGRAM, ProgramChoiceSection, type ProgramChoice } from './program-choice';
import { FormActions, TrainingSections } from './training-form-parts';
import { GeneralSection } from './general-section';
import { useTrainingForm } from './use-training-form';
import '../../ui/page.css';
import './training-form.css';

/** A program's first session: the one made with it (uuidv7 ids sort by creation). */
// The session a new one copies its fields from: the first in the program's order, as the server picks it.
const firstOf = (sessions: readonly TrainingRow[]): TrainingRow | null => [...sessions].sort(compareSessions)[0] ?? null;

/**
 * /trainings/create: a single training, or a session of a new program (program name and the full
 * form) or of an existing one (`?program_id=` preselects it; only the session's name and date).
 * Saved on the device and sent by the outbox, so it works offline.
 */
export function TrainingCreatePage() {
  const can = useCan();
  const fla = can('trainings.fla');
  const programs = usePrograms();
  const { params, leaveTo, leaveLabel } = useStartedFrom({ path: '/trainings', label: 'Trainings' });
  const preset = uuidParam(params, 'program_id');
  const [choice, setChoice] = useState<ProgramChoice>(preset ? 1 : 0);
  const [programId, setProgramId] = useState(preset ?? NEW_PROGRAM);
  const chosen = useTraining(programId === NEW_PROGRAM ? undefined : programId);
  const ctx: CreateContext = useMemo(() => {
    const sessions = chosen?.training.is_program === 1 ? chosen.sessions : [];
    return { choice, programId, firstSession: firstOf(sessions), sessionCount: sessions.length, fla };
  }, [choice, programId, chosen, fla]);

  const rules = useCallback((d: TrainingDraft) => createErrors(d, ctx), [ctx]);
  const [initial] = useState(emptyTrainingDraft);
  const form = useTrainingForm(initial, rules, `${choice}/${programId}`);
  const mutateMany = useMutateMany();
  const navigate = useNavigate();
  const toast = useToast();

  const save = async () => {
    if (!(await form.check())) return;
    const plan = createPlan(form.draft, ctx, { training: uuidv7(), program: uuidv7() });
    await mutateMany(async (queue) => {
      if (plan.program) await queue(trainingProgramAdd, plan.program, { label: plan.program.program_name });
      await queue(trainingAdd, plan.training, { label: plan.training.name ?? undefined });
    });
    toast.saved(messages.trainings.created);
    form.allowLeave();
    await navigate(`/trainings/${plan.training.id}`);
  };
  const { busy, onSubmit } = useSubmitOnce(save);

  const kind = formKind(ctx);
  const props = { draft: form.draft, onChange: form.onChange, errors: form.shown, onDateValidity: form.onDateValidity };
  const programName = chosen?.training.name ?? '';
  return (
    <>
      <BackLink to={leaveTo} label={leaveLabel} />
      <div className="page-header">
        <h1>Add training</h1>
      </div>
      <form className="form-cards" onSubmit={onSubmit} onBlur={form.onBlur} onKeyDown={form.onKeyDown} noValidate aria-label="Add training">
        <FormCard id="training-kind" title="Type">
          <ProgramChoiceSection
            choice={choice}
            onChoice={setChoice}
            programId={programId}
            onProgram={setProgramId}
            programs={programs ?? []}
            programName={form.draft.program_name}
            onProgramName={(name) => form.onChange({ program_name: name })}
            errors={{ program_name: form.shown.program_name, program_id: form.errors.program_id }}
          />
        </FormCard>
        {kind === 'session' ? (
          <FormCard id="training-general" title="Session">
            <GeneralSection {...props} sessionName={defaultSessionName(ctx.sessionCount)} />
            <p className="training-form-note">{messages.trainings.sessionCopies(programName)}</p>
          </FormCard>
        ) : (
          <TrainingSections props={props} allErrors={form.errors} fla={fla} />
        )}
        <FormActions errors={form.errors} busy={busy} cancelTo={leaveTo} />
      </form>
    </>
  );
}
