import type { CarRuleError } from '../../../shared/fleet/car-rules';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { useToast } from '../../ui/toasts';
import { useBadDates } from '../../ui/use-bad-dates';
import { useFieldErrors } from '../../ui/use-field-errors';
import { errorsByField, focusField, type CarErrorField } from './car-form-types';

/**
 * The error markers of the wizard and the edit page. A refused try toasts the first message, marks
 * every failing field and focuses the first; a field changed loses its marker until the next try.
 * Dates whose text is not a date are reported by the date inputs and refused ahead of the rules.
 */
export function useCarFormErrors() {
  const toast = useToast();
  const { errors, setErrors, clearErrors } = useFieldErrors<CarErrorField>();
  const { badDates, onDateValidity } = useBadDates<CarErrorField>();

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
