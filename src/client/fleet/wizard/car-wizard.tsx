import { useCallback, useRef, useState } from 'react';
import { CAR_STEPS, STEP_ERROR_TITLE, STEP_FIELDS, addError, normalizeCar, stepErrors, type CarDraft, type CarOptions, type CarStep } from '../../../shared/fleet/car-rules';
import type { CarFields } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { WizardActions } from '../../ui/wizard-actions';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { ExtraSection } from '../car-form/extra-section';
import { FinancialSection } from '../car-form/financial-section';
import { PayrollSection } from '../car-form/payroll-section';
import { useCarFormErrors } from '../car-form/use-car-form';
import { VehicleSection } from '../car-form/vehicle-section';
import { StepIndicator } from '../../ui/step-indicator';
import '../../ui/wizard.css';

export const STEP_NAMES: Record<CarStep, string> = { vehicle: 'Vehicle', payroll: 'Payroll info', cost: 'Costs' };

const STEP_LEADS: Record<CarStep, string> = {
  vehicle: 'What vehicle is it, and who drives it?',
  payroll: 'What payroll needs for the company-car tax.',
  cost: 'The contract and what the vehicle costs each year.',
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

/** The add-vehicle steps: each step asks the shared rules before going on (fleet-and-assets.md section 5). */
export function CarWizard({ options, initial, plateExists, onSave, cancelTo }: CarWizardProps) {
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(0);
  const { errors, setErrors, clearErrors, showErrors, refuse, onDateValidity, badDateErrors } = useCarFormErrors();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const { allowLeave } = useConfirmOnLeave(dirty);

  const steps = CAR_STEPS[draft.type ?? 'car'];
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;

  const onChange = useCallback((patch: Partial<CarDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field changed is a field to judge again; its marker goes until the next try.
    clearErrors(Object.keys(patch));
  }, [clearErrors]);

  const goOn = async () => {
    const dates = badDateErrors((f) => (STEP_FIELDS[step] as readonly string[]).includes(f));
    const list = [...dates, ...stepErrors(step, draft, options)];
    if (list.length) return refuse(STEP_ERROR_TITLE[step], list);
    if (step === 'vehicle' && draft.type !== 'bicycle' && (await plateExists(String(draft.plate).trim()))) return showErrors([{ field: 'plate', message: messages.fleet.plateExists }]);
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

  const { busy, onSubmit } = useSubmitOnce(goOn);

  const props = { draft, onChange, errors, options, onDateValidity };
  return (
    <div className="wizard">
      <StepIndicator names={STEP_NAMES} steps={steps} current={index} />
      <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>{STEP_NAMES[step]}</h2>
        <p className="wizard-card-lead">{STEP_LEADS[step]}</p>
        {step === 'vehicle' ? <VehicleSection {...props} /> : null}
        {step === 'payroll' ? <PayrollSection {...props} /> : null}
        {step === 'cost' ? (
          <>
            <FinancialSection {...props} />
            <h3>Extra specifics</h3>
            <ExtraSection {...props} />
          </>
        ) : null}
        <WizardActions index={index} last={last} busy={busy} cancelTo={cancelTo} submitLabel="Save" onBack={() => { setErrors({}); setIndex(index - 1); }} />
      </form>
    </div>
  );
}
