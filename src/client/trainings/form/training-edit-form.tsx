import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { draftOfTraining, kindOfRow, savedTrainingErrors, type TrainingDraft } from '../../../shared/trainings/training-rules';
import { trainingEdit } from '../../../shared/trainings/trainings.mutations';
import { useCan } from '../../lib/use-can';
import { useMutateMany } from '../../offline/use-mutate';
import { FormCard } from '../../ui/form-card';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import type { FoundTraining } from '../data/use-training-data';
import { ProgramNameField } from './program-choice';
import { formEdits } from './training-changes';
import { FormActions, TrainingSections } from './training-form-parts';
import { useTrainingForm } from './use-training-form';

/**
 * The edit form: only the changed fields are sent, with the values they were edited from (the
 * outbox adds the base), so someone else's newer change to another field is kept. A session's
 * program name renames its program (an edit of the program's row); a program's row has only its name.
 */
export function TrainingEditForm({ found, detail }: { found: FoundTraining; detail: string }) {
  const can = useCan();
  const fla = can('trainings.fla');
  // The training as the form opened it: later mirror updates do not move the ground under the user.
  const [{ training: before, program }] = useState(found);
  const isProgram = before.is_program === 1;
  const programName = isProgram ? before.name : (program?.name ?? '');
  const [initial] = useState(() => draftOfTraining(before, programName));
  const kind = kindOfRow(before);
  // The server's rules for a saved training; a session's form also shows (and renames) its program.
  const rules = useCallback((d: TrainingDraft) => savedTrainingErrors(d, kind, fla, { programNamed: kind === 'session' }), [kind, fla]);
  const form = useTrainingForm(initial, rules);
  const mutateMany = useMutateMany();
  const navigate = useNavigate();
  const toast = useToast();

  const save = async () => {
    if (!(await form.check())) return;
    const edits = formEdits(before, program, form.draft, fla);
    if (edits.length > 0) {
      await mutateMany(async (queue) => {
        for (const edit of edits) await queue(trainingEdit, edit, { label: edit.training_id === before.id ? before.name : programName });
      });
    }
    toast.saved(messages.trainings.saved);
    form.allowLeave();
    await navigate(detail);
  };
  const { busy, onSubmit } = useSubmitOnce(save);

  const props = { draft: form.draft, onChange: form.onChange, errors: form.shown, onDateValidity: form.onDateValidity };
  return (
    <form
      className="form-cards"
      onSubmit={onSubmit}
      onBlur={form.onBlur}
      onKeyDown={form.onKeyDown}
      noValidate
      aria-label={isProgram ? 'Edit program' : 'Edit training'}
    >
      {isProgram || program ? (
        <FormCard id="training-program" title="Program">
          <div className="form-columns">
            <ProgramNameField value={form.draft.program_name} error={form.shown.program_name} onChange={(name) => form.onChange({ program_name: name })} />
          </div>
        </FormCard>
      ) : null}
      {isProgram ? null : <TrainingSections props={props} allErrors={form.errors} fla={fla} />}
      <FormActions errors={form.errors} busy={busy} cancelTo={detail} />
    </form>
  );
}
