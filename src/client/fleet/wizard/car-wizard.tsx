import { useCallback, useRef, useState } from 'react';
import {
  CAR_STEPS,
  STEP_ERROR_TITLE,
  STEP_FIELDS,
  addError,
  normalizeCar,
  stepErrors,
  type CarDraft,
  type CarOptions,
  type CarStep,
} from '../../../shared/fleet/car-rules';
import type { CarFields } from '../../../shared/fleet/fleet.schema';
import { messages } from '../../../shared/messages';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { WizardActions } from '../../ui/wizard-actions';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { ExtraSection } from '../car-form/extra-section';
import { FinancialSection } from '../car-form/financial-section';
import { PayrollSection } from '../car-form/payroll-section';
import { badDateErrors, carFormValues, draftPart, useCarForm, type CarFormValues } from '../car-form/use-car-form';
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
  const [start] = useState(() => carFormValues(initial));
  const [index, setIndex] = useState(0);
  const [type, setType] = useState(initial.type);
  const steps = CAR_STEPS[type ?? 'car'];
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;
  // This step's rules: its dates typed wrong, then the shared step rules.
  const rules = useCallback(
    (v: CarFormValues) => [...badDateErrors(v, (f) => (STEP_FIELDS[step] as readonly string[]).includes(f)), ...stepErrors(step, draftPart(v), options)],
    [step, options],
  );
  const { form, values, errors, onChange: change, onDateValidity, showError, refuse, check } = useCarForm(start, rules);
  const draft = draftPart(values);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { allowLeave } = useConfirmOnLeave(form.formState.isDirty);

  const onChange = useCallback(
    (patch: Partial<CarDraft>) => {
      change(patch);
      // The type decides the steps.
      if (patch.type !== undefined) setType(patch.type);
    },
    [change],
  );

  const goOn = async () => {
    if (!(await check(STEP_ERROR_TITLE[step], STEP_FIELDS[step]))) return;
    if (step === 'vehicle' && draft.type !== 'bicycle' && (await plateExists(String(draft.plate).trim())))
      return showError({ field: 'plate', message: messages.fleet.plateExists });
    if (!last) {
      form.clearErrors();
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
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>
          {STEP_NAMES[step]}
        </h2>
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
        <WizardActions
          index={index}
          last={last}
          busy={busy}
          cancelTo={cancelTo}
          submitLabel="Save"
          onBack={() => {
            form.clearErrors();
            setIndex(index - 1);
          }}
        />
      </form>
    </div>
  );
}
