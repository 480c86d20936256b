import { UTILITY_LABELS } from '../../../shared/fleet/car-labels';
import { orderDateRequired, payrollRulesApply, type CarDraft } from '../../../shared/fleet/car-rules';
import { UTILITY_FLAGS, type UtilityFlag } from '../../../shared/fleet/fleet.schema';
import { DateInput } from '../../ui/date-input';
import { SelectInput, TextInput } from '../../ui/field';
import { controlId, lockProps, type CarSectionProps } from './car-form-types';
import { MoneyInput } from '../../ui/money-input';

type DateField = 'date_first_registration' | 'date_commissioning' | 'order_date';

/**
 * Payroll related info (cars only): what the company-car tax needs. Required markers follow the
 * shared rules: with a cars import integration the payroll fields must be filled.
 */
export function PayrollSection({ draft, onChange, errors, options, disabled, locks, onDateValidity }: CarSectionProps) {
  const required = payrollRulesApply(draft, options);
  const lockOf = (f: keyof CarDraft) => lockProps(locks, f);
  const date = (field: DateField, label: string, isRequired: boolean, onDate?: (iso: string | null) => Partial<CarDraft>) => (
    <DateInput
      id={controlId(field)}
      label={label}
      required={isRequired}
      value={draft[field]}
      onChange={(iso) => onChange(onDate ? onDate(iso) : { [field]: iso })}
      onValidityChange={(valid) => onDateValidity?.(field, valid)}
      disabled={disabled}
      error={errors[field]}
      {...lockOf(field)}
    />
  );
  // Prefill: the order date follows the first registration until someone types another one.
  const withOrderDate = (iso: string | null): Partial<CarDraft> =>
    options.orderDatePrefill && !locks?.order_date && (draft.order_date === null || draft.order_date === draft.date_first_registration)
      ? { date_first_registration: iso, order_date: iso }
      : { date_first_registration: iso };

  return (
    <div className="form-columns">
      {date('date_first_registration', 'First registration date', required, withOrderDate)}
      {options.belgianTax ? date('date_commissioning', 'Commissioning date', required) : null}
      {options.belgianTax ? (
        <SelectInput
          id={controlId('is_utility_vehicle')}
          label="Utility vehicle"
          required={required}
          options={UTILITY_FLAGS.map((u) => ({ value: String(u), label: UTILITY_LABELS[String(u) as '-1' | '0' | '1'] }))}
          value={String(draft.is_utility_vehicle)}
          onChange={(e) => onChange({ is_utility_vehicle: Number(e.target.value) as UtilityFlag })}
          disabled={disabled || !!locks?.is_utility_vehicle}
          hint={locks?.is_utility_vehicle}
          error={errors.is_utility_vehicle}
        />
      ) : null}
      {options.orderDate ? date('order_date', 'Order date', orderDateRequired(draft, options)) : null}
      <TextInput
        id={controlId('co2_g_km')}
        label="CO2 NEDC (g/km)"
        inputMode="numeric"
        autoComplete="off"
        value={draft.co2_g_km ?? ''}
        onChange={(e) => onChange({ co2_g_km: e.target.value })}
        disabled={disabled}
        error={errors.co2_g_km}
        {...lockOf('co2_g_km')}
      />
      <TextInput
        id={controlId('co2_g_km_wltp')}
        label="CO2 WLTP (g/km)"
        inputMode="numeric"
        autoComplete="off"
        value={draft.co2_g_km_wltp ?? ''}
        onChange={(e) => onChange({ co2_g_km_wltp: e.target.value })}
        disabled={disabled}
        error={errors.co2_g_km_wltp}
        {...lockOf('co2_g_km_wltp')}
      />
      <MoneyInput
        id={controlId('catalogue_value')}
        label="Catalogue value"
        required={required}
        value={draft.catalogue_value}
        onChange={(v) => onChange({ catalogue_value: v })}
        disabled={disabled}
        error={errors.catalogue_value}
        {...lockOf('catalogue_value')}
      />
    </div>
  );
}
