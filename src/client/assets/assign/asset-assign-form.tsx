import { useRef, useState } from 'react';
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

/** The two steps of /assets/new (spec section 2); step 1 asks the shared assignError before going on. */
export function AssetAssignForm({ initial, people, onSave, cancelTo }: AssetAssignFormProps) {
  const { draft, errors, setErrors, onChange, refuse, allowLeave } = useAssetDraft(initial);
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  const goOn = async () => {
    const error = assignError(draft);
    if (error) {
      setIndex(0);
      refuse(error);
      // The spec's toast for a missing type; a missing person or a bad price is marked on its field.
      if (error.field === 'asset_type_id') toast.error(messages.assets.invalid, error.message);
      return;
    }
    if (!last) {
      setErrors({});
      setIndex(index + 1);
      requestAnimationFrame(() => headingRef.current?.focus());
      return;
    }
    allowLeave();
    await onSave(draft);
  };
  const { busy, onSubmit } = useSubmitOnce(goOn);

  const fieldProps = { draft, onChange, errors };
  return (
    <div className="wizard">
      <StepIndicator steps={STEPS} current={index} names={STEP_NAMES} />
      <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>{STEP_NAMES[step]}</h2>
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
