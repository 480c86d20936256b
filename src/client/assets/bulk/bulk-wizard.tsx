import { formatMoney } from '../../../shared/money';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { assignError, emptyAssetDraft } from '../../../shared/assets/asset-rules';
import type { AssetType } from '../../../shared/assets/assets.schema';
import { messages } from '../../../shared/messages';
import { MoneyInput } from '../../ui/money-input';
import { StepIndicator } from '../../ui/step-indicator';
import { IconChevronLeft, IconChevronRight } from '../../ui/icons';
import { PeopleTeamPicker, type PickedPerson } from '../../ui/people-team-picker';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { AssetTypePicker } from '../asset-type-picker';
import { BulkSummary } from './bulk-summary';
import type { BulkPeople } from './use-bulk-people';
import '../../ui/wizard.css';
import './bulk-assign.css';

export const BULK_STEPS = ['asset', 'people', 'progress'] as const;
export type BulkStep = (typeof BULK_STEPS)[number];
export const BULK_STEP_NAMES: Record<BulkStep, string> = { asset: 'Asset and price', people: 'People', progress: 'Progress' };

const LEADS: Record<BulkStep, string> = {
  asset: 'Which asset does everyone get, and what does one cost?',
  people: 'Pick whole teams, or open a team to pick people one by one.',
  progress: 'Check, then start: the assets are created one person at a time.',
};

export interface BulkChoice {
  type: AssetType;
  price: string | null;
  people: PickedPerson[];
}

export interface BulkWizardProps {
  source: BulkPeople;
  /** Queues the batch; the page then shows its progress. */
  onStart: (choice: BulkChoice) => Promise<void>;
}

/** Steps 1 and 2 of /assets/assign/bulk, and step 3 up to Start (spec sections 2, 4 and 5). */
export function BulkWizard({ source, onStart }: BulkWizardProps) {
  const toast = useToast();
  const [index, setIndex] = useState(0);
  const [type, setType] = useState<AssetType | null>(null);
  const [price, setPrice] = useState<string | null>(null);
  const [people, setPeople] = useState<PickedPerson[]>([]);
  const [typeError, setTypeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { allowLeave } = useConfirmOnLeave(!busy && (type !== null || (price ?? '') !== '' || people.length > 0));
  const step = BULK_STEPS[index]!;

  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 'asset') {
      const error = assignError({ ...emptyAssetDraft(), asset_type_id: type?.id ?? null, price }, { needsPerson: false });
      if (error) {
        if (error.field === 'asset_type_id') setTypeError(error.message);
        toast.error(messages.assets.invalid, error.message);
        return;
      }
      return go(1);
    }
    if (step === 'people') {
      if (people.length === 0) return toast.error(messages.assets.invalid, messages.validation.selectSomePeople);
      return go(2);
    }
    setBusy(true);
    allowLeave();
    try {
      await onStart({ type: type!, price, people });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wizard bulk-wizard">
      <StepIndicator steps={BULK_STEPS} current={index} names={BULK_STEP_NAMES} />
      <form className="card wizard-card" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="bulk-step-title">
        <h2 id="bulk-step-title" ref={headingRef} tabIndex={-1}>{BULK_STEP_NAMES[step]}</h2>
        <p className="wizard-card-lead">{LEADS[step]}</p>
        {step === 'asset' ? (
          <div className="bulk-asset-fields">
            <AssetTypePicker id="bulk-asset-type" label="Asset" required value={type?.id ?? null} error={typeError} onChange={(_id, t) => { setType(t); setTypeError(undefined); }} />
            <MoneyInput id="bulk-price" label="Price excluding VAT" value={price} onChange={setPrice} hint="The price of one asset; every person gets the same." />
          </div>
        ) : null}
        {step === 'people' ? <PeopleTeamPicker label="People to give the asset" teams={source.teams} people={source.people} value={people} onChange={setPeople} otherCompanies={source.otherCompanies} /> : null}
        {step === 'progress' ? <BulkSummary typeName={type!.name} price={price ? formatMoney(price) : null} people={people} /> : null}
        <div className="wizard-actions">
          {index > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={() => go(index - 1)}>
              <IconChevronLeft size={18} /> Back
            </button>
          ) : (
            <Link className="btn btn-ghost" to="/assets">Cancel</Link>
          )}
          <div className="wizard-actions-end">
            {index > 0 ? <Link className="btn btn-ghost" to="/assets">Cancel</Link> : null}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {step === 'progress' ? `Start: ${people.length === 1 ? '1 asset' : `${people.length} assets`}` : <>Next <IconChevronRight size={18} /></>}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
