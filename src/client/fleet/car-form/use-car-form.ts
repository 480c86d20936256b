import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CarDraft, CarRuleError } from '../../../shared/fleet/car-rules';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { useToast } from '../../ui/toasts';
import type { AssignmentDates } from './assignment-dates';
import { errorsByField, focusField, type CarErrorField, type CarFormErrors } from './car-form-types';
import { useDateValidity } from '../../ui/use-date-validity';

/**
 * The wizard's and the edit page's form values: the car, the edit's assignment dates, and the
 * date fields whose text is not a date (their value is null then, so the rules alone would take
 * them for empty).
 */
export type CarFormValues = CarDraft & AssignmentDates & { bad_dates: CarErrorField[] };

/** The page's rules for the values as they are now (the shared car rules, in their order). */
export type CarFormRules = (values: CarFormValues) => CarRuleError[];

export const NO_DATES: AssignmentDates = { start_date_new_employee: null, end_date_previously_assigned_employee: null };

export const carFormValues = (draft: CarDraft): CarFormValues => ({ ...draft, ...NO_DATES, bad_dates: [] });

/** The car alone, as the rules and the save call take it. */
export function draftPart(values: CarFormValues): CarDraft {
  const { bad_dates: _bad, start_date_new_employee: _start, end_date_previously_assigned_employee: _end, ...draft } = values;
  return draft;
}

/** The typed dates that are not dates, among the fields `shown`, as rule errors. */
export const badDateErrors = (values: CarFormValues, shown: (field: CarErrorField) => boolean): CarRuleError[] =>
  values.bad_dates.filter(shown).map((field) => ({ field, message: INVALID_DATE_MESSAGE }));

/** A rule's field as a form field: the archive page's date_end never comes from these forms' rules. */
const at = (field: CarErrorField) => field as Exclude<CarErrorField, 'date_end'>;

const carSchema = (rules: CarFormRules) =>
  z.custom<CarFormValues>().superRefine((values, ctx) => {
    for (const e of rules(values)) ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
  });

/**
 * The car wizard's and the edit page's form, checked by the page's rules. A refused try toasts the
 * first message, marks every failing field and focuses the first; a field changed loses its
 * marker until the next try.
 */
export function useCarForm(initial: CarFormValues, rules: CarFormRules) {
  const toast = useToast();
  const schema = useMemo(() => carSchema(rules), [rules]);
  // The sections' controls are not registered inputs: the first failing one is focused by its id.
  const form = useForm<CarFormValues>({ resolver: zodResolver(schema), defaultValues: initial, reValidateMode: 'onSubmit', shouldFocusError: false });
  const { setValue, getValues, clearErrors, setError, trigger, formState } = form;

  const onChange = useCallback(
    (patch: Partial<CarFormValues>) => {
      const keys = Object.keys(patch) as (keyof CarFormValues)[];
      for (const key of keys) setValue(key, patch[key] as CarFormValues[typeof key], { shouldDirty: true });
      clearErrors(keys);
    },
    [setValue, clearErrors],
  );
  const onDateValidity: (field: CarErrorField, valid: boolean) => void = useDateValidity(form, 'bad_dates');

  const errors: CarFormErrors = Object.fromEntries(Object.entries(formState.errors).map(([field, e]) => [field, e?.message]));

  /** Marks a message the rules cannot know (the plate in use) on its field and focuses it. */
  const showError = (e: CarRuleError) => {
    setError(at(e.field), { type: 'custom', message: e.message });
    focusField(e.field);
  };
  /** Toasts the first message under `title` and marks it (the others are marked by the check). */
  const refuse = (title: string, list: readonly CarRuleError[]) => {
    toast.error(title, list[0]!.message);
    // The first message per field, in the rules' order.
    for (const [field, message] of Object.entries(errorsByField(list))) setError(at(field as CarErrorField), { type: 'custom', message });
    focusField(list[0]!.field);
  };
  /** Asks the rules about `fields` (all when omitted); false after refusing with `title`. */
  const check = async (title: string, fields?: readonly CarErrorField[]): Promise<boolean> => {
    if (await (fields ? trigger(fields.map(at)) : trigger())) return true;
    const list = rules(getValues()).filter((e) => !fields || fields.includes(e.field));
    if (list.length) refuse(title, list);
    return false;
  };

  return { form, values: form.watch(), errors, onChange, onDateValidity, showError, refuse, check };
}
