import type { CarDraft, CarOptions, CarRuleError } from '../../../shared/fleet/car-rules';

/** A field the rules can complain about: a car field or one of the edit's assignment dates. */
export type CarErrorField = CarRuleError['field'];
export type CarFormErrors = Partial<Record<CarErrorField, string>>;
/** A read-only field and the hint telling why (brand/model over a day old, payroll-processed fields). */
export type CarFormLocks = Partial<Record<keyof CarDraft, string>>;

/** What every form section takes; the page owns the draft and asks the shared rules. */
export interface CarSectionProps {
  draft: CarDraft;
  onChange: (patch: Partial<CarDraft>) => void;
  errors: CarFormErrors;
  options: CarOptions;
  disabled?: boolean;
  locks?: CarFormLocks;
  /** A date typed that is not a date: the page refuses to go on while one is (its value is null then). */
  onDateValidity?: (field: keyof CarDraft, valid: boolean) => void;
}

/** A text control's props for a locked field: read-only, with the reason as its hint. */
export const lockProps = (locks: CarFormLocks | undefined, field: keyof CarDraft) => ({ readOnly: !!locks?.[field], hint: locks?.[field] });

/** The id of a field's control, so the page can focus the first failing one. */
export const controlId = (field: CarErrorField) => `car-${field}`;

/** The first message per field, in the rules' order. */
export function errorsByField(list: readonly CarRuleError[]): CarFormErrors {
  const out: CarFormErrors = {};
  for (const e of list) out[e.field] ??= e.message;
  return out;
}

/** Moves the focus to the control of the first failing field (after React has shown the markers). */
export function focusField(field: CarErrorField): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(controlId(field));
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  });
}
