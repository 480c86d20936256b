import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { firstTrainingError, type TrainingDraft, type TrainingErrors } from '../../../shared/trainings/training-rules';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { fieldId, type DateField, type FormField } from './form-types';
import { useDateValidity } from '../../ui/use-date-validity';

/**
 * The form's values: the draft, and the date fields whose text is not a date (their value is null
 * then, so the rules alone would take them for empty).
 */
type TrainingFormValues = TrainingDraft & { bad_dates: DateField[] };

type TrainingRules = (draft: TrainingDraft) => TrainingErrors;

function draftPart(values: TrainingFormValues): TrainingDraft {
  const { bad_dates: _bad, ...draft } = values;
  return draft;
}

/** The page's rules with a typed-wrong date's message on its field (in the rules' order). */
function errorsOf(values: TrainingFormValues, rules: TrainingRules): TrainingErrors {
  const errors = rules(draftPart(values));
  for (const f of values.bad_dates) errors[f] = INVALID_DATE_MESSAGE;
  return errors;
}

const trainingSchema = (rules: TrainingRules) =>
  z.custom<TrainingFormValues>().superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(errorsOf(values, rules))) ctx.addIssue({ code: 'custom', path: [field], message });
  });

/**
 * The create and edit pages' form, checked by the page's shared rules (training-rules.ts) on every
 * change; each message shows once its field has been left (a control's `name` is its field) or
 * after a refused save. `extra` is page state outside the draft (the program choice) that also
 * makes it dirty.
 */
export function useTrainingForm(initial: TrainingDraft, rules: TrainingRules, extra = '') {
  const [startExtra] = useState(extra);
  const toast = useToast();
  const schema = useMemo(() => trainingSchema(rules), [rules]);
  // The sections' controls are not registered inputs: the first failing one is focused by its id.
  const form = useForm<TrainingFormValues>({ resolver: zodResolver(schema), defaultValues: { ...initial, bad_dates: [] }, shouldFocusError: false });
  const { setValue, getValues, trigger, watch, handleSubmit, formState } = form;

  // Every message is known at once (the Save bar says why it is disabled): the whole form is
  // checked on every change, and again when the page's rules change (the program choice).
  useEffect(() => {
    const sub = watch(() => void trigger());
    return () => sub.unsubscribe();
  }, [watch, trigger]);
  useEffect(() => {
    void trigger();
  }, [trigger, schema]);

  const draft = draftPart(watch());
  const errors: TrainingErrors = Object.fromEntries(Object.entries(formState.errors).map(([field, e]) => [field, e?.message]));
  const valid = Object.keys(errors).length === 0;
  const { touchedFields, isSubmitted } = formState;
  const shown: TrainingErrors = isSubmitted ? errors : Object.fromEntries(Object.entries(errors).filter(([f]) => f in touchedFields));

  const { allowLeave } = useConfirmOnLeave(extra !== startExtra || formState.isDirty);

  const onChange = useCallback(
    (patch: Partial<TrainingDraft>) => {
      const keys = Object.keys(patch) as (keyof TrainingDraft)[];
      for (const key of keys) setValue(key, patch[key] as TrainingDraft[typeof key], { shouldDirty: true });
    },
    [setValue],
  );
  const onDateValidity: (field: DateField, ok: boolean) => void = useDateValidity(form, 'bad_dates');
  /** Focus leaving a control marks its field (React's onBlur bubbles from every control of the form). */
  const onBlur = useCallback(
    (e: FocusEvent<HTMLFormElement>) => {
      const name = e.target.getAttribute('name');
      if (name && name !== 'bad_dates' && name in getValues()) {
        const field = name as keyof TrainingDraft;
        setValue(field, getValues(field), { shouldTouch: true });
      }
    },
    [getValues, setValue],
  );

  /** A save that cannot go: the toast says the first message, the focus goes to its field. */
  const refuse = useCallback(() => {
    const now = errorsOf(getValues(), rules);
    toast.error(messages.trainings.formInvalid, firstTrainingError(now) ?? undefined);
    const first = Object.keys(now)[0] as FormField | undefined;
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }, [getValues, rules, toast]);

  /** Asks the rules about the form as it is now; a refused try shows every message and refuses. */
  const check = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          () => resolve(true),
          () => {
            refuse();
            resolve(false);
          },
        )();
      }),
    [handleSubmit, refuse],
  );

  /**
   * Enter in a field would submit, but a disabled Save blocks the browser's implicit submission
   * without a word: say why instead.
   */
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLFormElement>) => {
      const target = e.target as HTMLElement;
      if (e.key !== 'Enter' || valid || target.tagName !== 'INPUT') return;
      e.preventDefault();
      const formEl = e.currentTarget;
      // The messages may be a change behind: a form that passes after all is sent.
      void check().then((ok) => ok && formEl.requestSubmit());
    },
    [valid, check],
  );

  return { draft, onChange, errors, shown, valid, onBlur, onKeyDown, check, onDateValidity, allowLeave };
}
