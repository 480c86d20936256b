import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '../../../shared/money';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type Path, type PathValue } from 'react-hook-form';
import { z } from 'zod';
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

/**
 * The choices so far, checked by the shared assign rule (the type and the price, no person: the
 * batch has its people) and 'somebody picked'; each step asks only about its own fields.
 */
const choiceSchema = z
  .object({ type: z.custom<AssetType | null>(), price: z.string().nullable(), people: z.custom<PickedPerson[]>() })
  .superRefine((c, ctx) => {
    const error = assignError({ ...emptyAssetDraft(), asset_type_id: c.type?.id ?? null, price: c.price }, { needsPerson: false });
    if (error) ctx.addIssue({ code: 'custom', path: [error.field === 'asset_type_id' ? 'type' : 'price'], message: error.message });
    if (c.people.length === 0) ctx.addIssue({ code: 'custom', path: ['people'], message: messages.validation.selectSomePeople });
  });
type Choice = z.infer<typeof choiceSchema>;
const STEP_FIELDS = { asset: ['type', 'price'], people: ['people'] } as const;

/** Steps 1 and 2 of /assets/assign/bulk, and step 3 up to Start (spec sections 2, 4 and 5). */
export function BulkWizard({ source, onStart }: BulkWizardProps) {
  const toast = useToast();
  const [index, setIndex] = useState(0);
  const { watch, setValue, trigger, getFieldState, clearErrors, formState } = useForm<Choice>({
    resolver: zodResolver(choiceSchema),
    defaultValues: { type: null, price: null, people: [] },
    reValidateMode: 'onSubmit',
  });
  const { type, price, people } = watch();
  const set = <K extends Path<Choice>>(key: K, value: PathValue<Choice, K>) => {
    setValue(key, value, { shouldDirty: true });
    clearErrors(key);
  };
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { allowLeave } = useConfirmOnLeave(!busy && formState.isDirty);
  const step = BULK_STEPS[index]!;

  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step !== 'progress') {
      const fields = STEP_FIELDS[step];
      if (!(await trigger(fields))) {
        const refused = fields.map((f) => getFieldState(f).error?.message).find(Boolean);
        return toast.error(messages.assets.invalid, refused);
      }
      return go(index + 1);
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
        <h2 id="bulk-step-title" ref={headingRef} tabIndex={-1}>
          {BULK_STEP_NAMES[step]}
        </h2>
        <p className="wizard-card-lead">{LEADS[step]}</p>
        {step === 'asset' ? (
          <div className="bulk-asset-fields">
            <AssetTypePicker
              id="bulk-asset-type"
              label="Asset"
              required
              value={type?.id ?? null}
              error={formState.errors.type?.message}
              onChange={(_id, t) => set('type', t)}
            />
            <MoneyInput
              id="bulk-price"
              label="Price excluding VAT"
              value={price}
              onChange={(p) => set('price', p)}
              hint="The price of one asset; every person gets the same."
            />
          </div>
        ) : null}
        {step === 'people' ? (
          <PeopleTeamPicker
            label="People to give the asset"
            teams={source.teams}
            people={source.people}
            value={people}
            onChange={(p) => set('people', p)}
            otherCompanies={source.otherCompanies}
          />
        ) : null}
        {step === 'progress' ? <BulkSummary typeName={type!.name} price={price ? formatMoney(price) : null} people={people} /> : null}
        <div className="wizard-actions">
          {index > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={() => go(index - 1)}>
              <IconChevronLeft size={18} /> Back
            </button>
          ) : (
            <Link className="btn btn-ghost" to="/assets">
              Cancel
            </Link>
          )}
          <div className="wizard-actions-end">
            {index > 0 ? (
              <Link className="btn btn-ghost" to="/assets">
                Cancel
              </Link>
            ) : null}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {step === 'progress' ? (
                `Start: ${people.length === 1 ? '1 asset' : `${people.length} assets`}`
              ) : (
                <>
                  Next <IconChevronRight size={18} />
                </>
              )}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
