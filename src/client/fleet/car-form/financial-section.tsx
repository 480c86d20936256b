import { CONTRACT_TYPE_LABELS, PAYMENT_TYPE_LABELS } from '../../../shared/fleet/car-labels';
import { CONTRACT_TYPES, type ContractType, type OwnContributionPaymentType } from '../../../shared/fleet/fleet.schema';
import { SelectInput } from '../../ui/field';
import { controlId, type CarSectionProps } from './car-form-types';
import { MoneyInput } from '../../ui/money-input';

/** Financial data: contract, yearly costs and the employee's own contribution. */
export function FinancialSection({ draft, onChange, errors, options, disabled, locks }: CarSectionProps) {
  // The shared rules want the cost form filled completely ('please fill all forms'), in the wizard
  // and whenever an edit touches it; the markers say so.
  const required = true;
  const paymentTypes =
    draft.own_contribution_payment_type && !options.paymentTypes.includes(draft.own_contribution_payment_type)
      ? [...options.paymentTypes, draft.own_contribution_payment_type]
      : options.paymentTypes;
  return (
    <div className="form-columns">
      <SelectInput
        id={controlId('contract_type')}
        label="Contract type"
        required={required}
        placeholder="Choose a contract type"
        options={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] }))}
        value={draft.contract_type ?? ''}
        onChange={(e) => onChange({ contract_type: (e.target.value || null) as ContractType | null })}
        disabled={disabled || !!locks?.contract_type}
        error={errors.contract_type}
      />
      <MoneyInput
        id={controlId('cost_yearly')}
        label="Yearly cost"
        required={required}
        value={draft.cost_yearly}
        onChange={(v) => onChange({ cost_yearly: v })}
        disabled={disabled}
        error={errors.cost_yearly}
      />
      <MoneyInput
        id={controlId('operational_cost_yearly')}
        label="Yearly operational cost"
        required={required}
        value={draft.operational_cost_yearly}
        onChange={(v) => onChange({ operational_cost_yearly: v })}
        disabled={disabled}
        error={errors.operational_cost_yearly}
      />
      <MoneyInput
        id={controlId('own_contribution')}
        label="Own contribution"
        required={required}
        value={draft.own_contribution}
        onChange={(v) => onChange({ own_contribution: v })}
        disabled={disabled}
        error={errors.own_contribution}
      />
      <SelectInput
        id={controlId('own_contribution_payment_type')}
        label="Own contribution payment type"
        required={required}
        placeholder="Choose a payment type"
        options={paymentTypes.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p] }))}
        value={draft.own_contribution_payment_type ?? ''}
        onChange={(e) => onChange({ own_contribution_payment_type: (e.target.value || null) as OwnContributionPaymentType | null })}
        disabled={disabled}
        error={errors.own_contribution_payment_type}
      />
    </div>
  );
}
