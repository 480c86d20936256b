import { useCallback, useState, type FormEvent } from 'react';
import type { CarRuleError } from '../../../shared/fleet/car-rules';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { useToast } from '../../ui/toasts';
import { useBadDates } from '../../ui/use-bad-dates';
import { errorsByField, focusField, type CarErrorField, type CarFormErrors } from './car-form-types';

/**
 * The error markers of the wizard and the edit page. A refused try toasts the first message, marks
 * every failing field and focuses the first; a field changed loses its marker until the next try.
 * Dates whose text is not a date are reported by the date inputs and refused ahead of the rules.
 */
export function useCarFormErrors() {
  const toast = useToast();
  const [errors, setErrors] = useState<CarFormErrors>({});
  const { badDates, onDateValidity } = useBadDates<CarErrorField>();

  const clearErrors = useCallback((keys: readonly string[]) => {
    setErrors((e) => {
      if (!keys.some((k) => k in e)) return e;
      const next = { ...e };
      for (const k of keys) delete next[k as CarErrorField];
      return next;
    });
  }, []);
  const showErrors = (list: readonly CarRuleError[]) => {
    setErrors(errorsByField(list));
    focusField(list[0]!.field);
  };
  const refuse = (title: string, list: readonly CarRuleError[]) => {
    toast.error(title, list[0]!.message);
    showErrors(list);
  };
  /** The typed dates that are not dates, among the fields `shown`, as rule errors. */
  const badDateErrors = (shown: (field: CarErrorField) => boolean): CarRuleError[] =>
    [...badDates].filter(shown).map((field) => ({ field, message: INVALID_DATE_MESSAGE }));

  return { errors, setErrors, clearErrors, showErrors, refuse, onDateValidity, badDateErrors };
}

/** A submit that runs one save at a time: Enter or a second click while it runs does nothing. */
export function useSubmitOnce(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void run().finally(() => setBusy(false));
  };
  return { busy, onSubmit };
}
