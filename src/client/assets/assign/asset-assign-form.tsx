import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { assignError, type AssetDraft } from '../../../shared/assets/asset-rules';
import { messages } from '../../../shared/messages';
import { StepIndicator } from '../../fleet/wizard/step-indicator';
import { IconChevronLeft, IconChevronRight } from '../../ui/icons';
import type { PersonOption } from '../../ui/person-picker';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { AssetOwnerField, AssetPriceField, AssetVendorSerialFields, assetControlId, type AssetFormErrors } from '../asset-form-fields';
import { AssetTypePicker } from '../asset-type-picker';
import '../../fleet/wizard/car-wizard.css';

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
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<AssetFormErrors>({});
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();
  const { allowLeave } = useConfirmOnLeave(JSON.stringify(draft) !== JSON.stringify(initial));
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  const onChange = (patch: Partial<AssetDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !(f in patch))));
  };

  const goOn = async () => {
    const error = assignError(draft);
    if (error) {
      setIndex(0);
      setErrors({ [error.field]: error.message });
      // The spec's toast for a missing type; a missing person or a bad price is marked on its field.
      if (error.field === 'asset_type_id') toast.error(messages.assets.invalid, error.message);
      requestAnimationFrame(() => document.getElementById(assetControlId(error.field))?.focus());
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void goOn().finally(() => setBusy(false));
  };

  const fieldProps = { draft, onChange, errors };
  return (
    <div className="wizard">
      <StepIndicator steps={STEPS} current={index} names={STEP_NAMES} />
      <form className="card wizard-card" onSubmit={onSubmit} noValidate aria-labelledby="wizard-step-title">
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1}>{STEP_NAMES[step]}</h2>
        <p className="wizard-card-lead">{STEP_LEADS[step]}</p>
        {step === 'asset' ? (
          <div className="asset-form-grid">
            <AssetTypePicker
              id={assetControlId('asset_type_id')}
              label="Asset type"
              required
              value={draft.asset_type_id}
              onChange={(asset_type_id) => onChange({ asset_type_id })}
              error={errors.asset_type_id}
            />
            <AssetPriceField {...fieldProps} />
            <div className="asset-form-wide">
              <AssetOwnerField {...fieldProps} people={people} />
            </div>
          </div>
        ) : (
          <div className="asset-form-grid">
            <AssetVendorSerialFields {...fieldProps} />
          </div>
        )}
        <div className="wizard-actions">
          {index > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={() => setIndex(index - 1)}>
              <IconChevronLeft size={18} /> Back
            </button>
          ) : (
            <Link className="btn btn-ghost" to={cancelTo}>Cancel</Link>
          )}
          <div className="wizard-actions-end">
            {index > 0 ? <Link className="btn btn-ghost" to={cancelTo}>Cancel</Link> : null}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {last ? 'Assign asset' : <>Next <IconChevronRight size={18} /></>}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
