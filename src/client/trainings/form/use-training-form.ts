import { useCallback, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { messages } from '../../../shared/messages';
import { firstTrainingError, type TrainingDraft, type TrainingErrors } from '../../../shared/trainings/training-rules';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { useToast } from '../../ui/toasts';
import { useBadDates } from '../../ui/use-bad-dates';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { fieldId, type DateField, type FormField } from './form-types';

/**
 * The create and edit pages' form state. Errors are the shared rules' (training-rules.ts) on every
 * change; each shows once its field has been left (a control's `name` is its field) or after a
 * refused save. `extra` is page state outside the draft (the program choice) that also makes it dirty.
 */
export function useTrainingForm(initial: TrainingDraft, rules: (draft: TrainingDraft) => TrainingErrors, extra = '') {
  const [draft, setDraft] = useState(initial);
  const [startExtra] = useState(extra);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const { badDates, onDateValidity } = useBadDates<DateField>();
  const toast = useToast();

  const errors = useMemo(() => {
    const e = rules(draft);
    // A date typed wrong holds null: without this the rules would take it for 'no date'.
    for (const f of badDates) e[f] = INVALID_DATE_MESSAGE;
    return e;
  }, [draft, rules, badDates]);
  const valid = Object.keys(errors).length === 0;
  const shown = useMemo<TrainingErrors>(
    () => (attempted ? errors : Object.fromEntries(Object.entries(errors).filter(([f]) => touched.has(f)))),
    [attempted, errors, touched],
  );

  const dirty = extra !== startExtra || JSON.stringify(draft) !== JSON.stringify(initial);
  const { allowLeave } = useConfirmOnLeave(dirty);

  const onChange = useCallback((patch: Partial<TrainingDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const touch = useCallback((field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))), []);
  /** Focus leaving a control marks its field (React's onBlur bubbles from every control of the form). */
  const onBlur = useCallback((e: FocusEvent<HTMLFormElement>) => {
    const name = e.target.getAttribute('name');
    if (name) touch(name);
  }, [touch]);

  /** A save that cannot go: every message shows, the toast says the first, the focus goes to its field. */
  const refuse = useCallback(() => {
    setAttempted(true);
    toast.error(messages.trainings.formInvalid, firstTrainingError(errors) ?? undefined);
    const first = Object.keys(errors)[0] as FormField | undefined;
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }, [errors, toast]);

  /**
   * Enter in a field would submit, but a disabled Save blocks the browser's implicit submission
   * without a word: say why instead.
   */
  const onKeyDown = useCallback((e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || valid || target.tagName !== 'INPUT') return;
    e.preventDefault();
    refuse();
  }, [valid, refuse]);

  return { draft, onChange, errors, shown, valid, onBlur, onKeyDown, refuse, onDateValidity, allowLeave };
}
