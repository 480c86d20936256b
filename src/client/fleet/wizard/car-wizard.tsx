import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CAR_STEPS, STEP_ERROR_TITLE, STEP_FIELDS, addError, normalizeCar, stepErrors, type CarDraft, type CarOptions, type CarRuleError, type CarStep } from '../../../shared/fleet/car-rules';
import type { CarFields } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import { INVALID_DATE_MESSAGE } from '../../ui/date-input';
import { IconChevronLeft, IconChevronRight } from '../../ui/icons';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { errorsByField, focusField, type CarFormErrors } from '../car-form/car-form-types';
import { ExtraSection } from '../car-form/extra-section';
import { FinancialSection } from '../car-form/financial-section';
import { PayrollSection } from '../car-form/payroll-section';
import { VehicleSection } from '../car-form/vehicle-section';
import { StepIndicator } from './step-indicator';
import './car-wizard.css';
import { useBadDates } from '../car-form/use-bad-dates';

const STEP_TITLES: Record<CarStep, { title: string; lead: string }> = {
  vehicle: { title: 'Vehicle', lead: 'What vehicle is it, and who drives it?' },
  payroll: { title: 'Payroll info', lead: 'What payroll needs for the company-car tax.' },
  cost: { title: 'Costs', lead: 'The contract and what the vehicle costs each year.' },
};

export interface CarWizardProps {
  options: CarOptions;
  initial: CarDraft;
  /** Is this plate already used by an active vehicle of the company? */
  plateExists: (plate: string) => Promise<boolean>;
  /** Stores the new vehicle (and goes where the page wants); the wizard has already let the leave through. */
  onSave: (fields: CarFields) => Promise<void>;
  cancelTo: string;
}

/** The add-vehicle steps: each step asks the shared rules before going on (spec section 5). */
export function CarWizard({ options, initial, plateExists, onSave, cancelTo }: CarWizardProps) {
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<CarFormErrors>({});
  const [busy, setBusy] = useState(false);
  const { badDates, onDateValidity } = useBadDates<keyof CarDraft>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const { allowLeave } = useConfirmOnLeave(dirty);

  const steps = CAR_STEPS[draft.type ?? 'car'];
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;

  const onChange = useCallback((patch: Partial<CarDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field changed is a field to judge again; its marker goes until the next try.
    setErrors((e) => {
      const keys = Object.keys(patch).filter((k) => k in e);
      if (!keys.length) return e;
      const next = { ...e };
      for (const k of keys) delete next[k as keyof CarFormErrors];
      return next;
    });
  }, []);

  const refuse = (title: string, list: readonly CarRuleError[]) => {
    toast.error(title, list[0]!.message);
    setErrors(errorsByField(list));
    focusField(list[0]!.field);
  };

  const goOn = async () => {
    const dates = [...badDates].filter((f) => (STEP_FIELDS[step] as readonly string[]).includes(f)).map((field) => ({ field, message: INVALID_DATE_MESSAGE }) as CarRuleError);
    const list = [...dates, ...stepErrors(step, draft, options)];
    if (list.length) return refuse(STEP_ERROR_TITLE[step], list);
    if (step === 'vehicle' && draft.type !== 'bicycle' && (await plateExists(String(draft.plate).trim()))) {
      setErrors({ plate: messages.fleet.plateExists });
      focusField('plate');
      return;
    }
    if (!last) {
      setErrors({});
      setIndex(index + 1);
      requestAnimationFrame(() => headingRef.current?.focus());
      return;
    }
    // Every step passed; the whole car is asked once more, as the server will.
    const final = addError(draft, options);
    if (final) {
      setIndex(steps.indexOf(final.step));
      return refuse(STEP_ERROR_TITLE[final.step], [final.error]);
    }
    allowLeave();
    await onSave(normalizeCar(draft));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void goOn().finally(() => setBusy(false));
  };

  const props = { draft, onChange, errors, options, onDateValidity };
  return (
    <div className="wizard">
      <StepIndicator steps={steps} current={index} />
      <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>{STEP_TITLES[step].title}</h2>
        <p className="wizard-card-lead">{STEP_TITLES[step].lead}</p>
        {step === 'vehicle' ? <VehicleSection {...props} /> : null}
        {step === 'payroll' ? <PayrollSection {...props} /> : null}
        {step === 'cost' ? (
          <>
            <FinancialSection {...props} />
            <h3>Extra specifics</h3>
            <ExtraSection {...props} />
          </>
        ) : null}
        <div className="wizard-actions">
          {index > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={() => { setErrors({}); setIndex(index - 1); }}>
              <IconChevronLeft size={18} /> Back
            </button>
          ) : (
            <Link className="btn btn-ghost" to={cancelTo}>Cancel</Link>
          )}
          <div className="wizard-actions-end">
            {index > 0 ? <Link className="btn btn-ghost" to={cancelTo}>Cancel</Link> : null}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {last ? 'Save' : <>Next <IconChevronRight size={18} /></>}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
