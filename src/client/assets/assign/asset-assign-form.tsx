import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { assignError, type AssetDraft } from '../../../shared/assets/asset-rules';
import { ASSET_FIELD_LABELS } from '../../../shared/assets/assets.schema';
import { messages } from '../../../shared/messages';
import { StepIndicator } from '../../ui/step-indicator';
import type { PersonOption } from '../../ui/person-picker';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { WizardActions } from '../../ui/wizard-actions';
import { AssetOwnerField, AssetPriceField, AssetVendorSerialFields, assetControlId } from '../asset-form-fields';
import { AssetTypePicker } from '../asset-type-picker';
import { useAssetDraft } from '../use-asset-draft';
import '../../ui/wizard.css';

const STEPS = ['asset', 'details'] as const;
type AssignStep = (typeof STEPS)[number];
/** What step 1 asks; the rule (assignError) checks nothing of step 2. */
const ASSET_STEP_FIELDS = ['asset_type_id', 'price', 'owner_employee_id'] as const;
const STEP_NAMES: Record<AssignStep, string> = { asset: 'Asset and person', details: 'Vendor and serial number' };
const STEP_LEADS: Record<AssignStep, string> = {
  asset: 'What is handed out, what it cost, and who receives it.',
  details: 'Where it was bought and how to recognise it. Both are optional.',
};

export interface AssetAssignFormProps {
  initial: AssetDraft;
  people: readonly PersonOption[];
  /** Stores the asset and goes where the page wants; the form has already let the leave through. */
  onSave: (draft: AssetDraft) => Promise<void>;
  cancelTo: string;
}

/** The two steps of /assets/new (fleet-and-assets.md section 2); step 1 asks the shared assignError before going on. */
export function AssetAssignForm({ initial, people, onSave, cancelTo }: AssetAssignFormProps) {
  const { form, draft, errors, onChange, focusRefused, allowLeave } = useAssetDraft(initial, assignError);
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  const refuse = (refused: FieldErrors<AssetDraft>) => {
    setIndex(0);
    // The spec's toast for a missing type; a missing person or a bad price is marked on its field.
    if (focusRefused(refused) === 'asset_type_id') toast.error(messages.assets.invalid, refused.asset_type_id?.message);
  };
  const save = async (values: AssetDraft) => {
    allowLeave();
    await onSave(values);
  };
  const goOn = async () => {
    if (last) return form.handleSubmit(save, refuse)();
    if (!(await form.trigger(ASSET_STEP_FIELDS))) {
      // The errors as they are now (formState is this render's snapshot).
      return refuse(
        Object.fromEntries(ASSET_STEP_FIELDS.flatMap((field) => (form.getFieldState(field).error ? [[field, form.getFieldState(field).error]] : []))),
      );
    }
    setIndex(index + 1);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const { busy, onSubmit } = useSubmitOnce(goOn);

  const fieldProps = { draft, onChange, errors };
  return (
    <div className="wizard">
      <StepIndicator steps={STEPS} current={index} names={STEP_NAMES} />
      <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>
          {STEP_NAMES[step]}
        </h2>
        <p className="wizard-card-lead">{STEP_LEADS[step]}</p>
        {step === 'asset' ? (
          <div className="form-columns">
            <AssetTypePicker
              id={assetControlId('asset_type_id')}
              label={ASSET_FIELD_LABELS.asset_type_id}
              required
              value={draft.asset_type_id}
              onChange={(asset_type_id) => onChange({ asset_type_id })}
              error={errors.asset_type_id}
            />
            <AssetPriceField {...fieldProps} />
            <div className="form-columns-wide">
              <AssetOwnerField {...fieldProps} people={people} />
            </div>
          </div>
        ) : (
          <div className="form-columns">
            <AssetVendorSerialFields {...fieldProps} />
          </div>
        )}
        <WizardActions index={index} last={last} busy={busy} cancelTo={cancelTo} submitLabel="Assign asset" onBack={() => setIndex(index - 1)} />
      </form>
    </div>
  );
}
