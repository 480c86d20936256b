import { FUEL_LABELS, USAGE_TYPE_LABELS } from '../../../shared/fleet/car-labels';
import { showPoolQuestion } from '../../../shared/fleet/car-rules';
import { CAR_TEXT_MAX_LENGTH, PLATE_MAX_LENGTH, USAGE_TYPES, type Fuel, type UsageType } from '../../../shared/fleet/fleet.schema';
import { SelectInput, TextInput } from '../../ui/field';
import { BrandModelFields } from './brand-model-fields';
import { ChoiceGroup } from '../../ui/choice-group';
import { controlId, lockProps, type CarSectionProps } from './car-form-types';
import { PersonPicker } from './person-picker';
import { TypeTiles } from './type-tiles';
// The vehicle forms' layout; its import was lost when MoneyInput (which carried it) moved to ui/.
import '../../ui/form-card.css';
import './car-form.css';

const POOL_ANSWERS = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
] as const;

interface VehicleSectionProps extends CarSectionProps {
  /** The type is chosen once in the wizard; the edit page may change it too. */
  showType?: boolean;
  /** The current person's name when the mirror does not hold them. */
  personName?: string | null;
}

/** Type, brand and model, plate, fuel, looks, person and pool answer (a bicycle has no plate, fuel or pk). */
export function VehicleSection({ draft, onChange, errors, options, disabled, locks, showType = true, personName }: VehicleSectionProps) {
  const bicycle = draft.type === 'bicycle';
  const lockOf = (f: keyof typeof draft) => lockProps(locks, f);
  return (
    <div className="form-columns">
      {showType ? (
        <div className="form-columns-wide">
          <TypeTiles value={draft.type} onChange={(type) => onChange({ type })} error={errors.type} disabled={disabled || !!locks?.type} />
        </div>
      ) : null}
      <BrandModelFields draft={draft} onChange={onChange} errors={errors} locks={locks} disabled={disabled} />
      {!bicycle ? (
        <TextInput
          id={controlId('plate')}
          label="Plate"
          required
          maxLength={PLATE_MAX_LENGTH}
          autoComplete="off"
          inputClassName="plate-input"
          value={draft.plate ?? ''}
          onChange={(e) => onChange({ plate: e.target.value.toUpperCase() })}
          disabled={disabled}
          error={errors.plate}
          {...lockOf('plate')}
        />
      ) : null}
      {!bicycle ? (
        <SelectInput
          id={controlId('fuel')}
          label="Fuel"
          required
          placeholder="Choose a fuel"
          options={options.fuels.map((f) => ({ value: f, label: FUEL_LABELS[f] }))}
          value={draft.fuel ?? ''}
          onChange={(e) => onChange({ fuel: (e.target.value || null) as Fuel | null })}
          disabled={disabled || !!locks?.fuel}
          hint={locks?.fuel}
          error={errors.fuel}
        />
      ) : null}
      <TextInput
        id={controlId('color')}
        label="Colour"
        maxLength={CAR_TEXT_MAX_LENGTH}
        value={draft.color ?? ''}
        onChange={(e) => onChange({ color: e.target.value })}
        disabled={disabled}
        error={errors.color}
        {...lockOf('color')}
      />
      <TextInput
        id={controlId('chassis_number')}
        label="Chassis number"
        maxLength={CAR_TEXT_MAX_LENGTH}
        autoComplete="off"
        value={draft.chassis_number ?? ''}
        onChange={(e) => onChange({ chassis_number: e.target.value })}
        disabled={disabled}
        error={errors.chassis_number}
        {...lockOf('chassis_number')}
      />
      {!bicycle ? (
        <TextInput
          id={controlId('pk')}
          label="Horsepower (pk)"
          inputMode="numeric"
          autoComplete="off"
          value={draft.pk ?? ''}
          onChange={(e) => onChange({ pk: e.target.value })}
          disabled={disabled}
          error={errors.pk}
          {...lockOf('pk')}
        />
      ) : null}
      <PersonPicker
        id={controlId('related_employee_id')}
        label="Person"
        value={draft.related_employee_id === null ? null : String(draft.related_employee_id)}
        fallbackName={personName}
        onChange={(id) => onChange({ related_employee_id: id })}
        disabled={disabled || !!locks?.related_employee_id}
        error={errors.related_employee_id}
        hint={locks?.related_employee_id}
      />
      {showPoolQuestion(draft, options) ? (
        <ChoiceGroup
          id={controlId('is_pool_vehicle')}
          name="is_pool_vehicle"
          label="Pool vehicle"
          hint="A vehicle shared by the team, without one person."
          required
          options={POOL_ANSWERS}
          value={draft.is_pool_vehicle}
          onChange={(v) => onChange({ is_pool_vehicle: v })}
          disabled={disabled}
          error={errors.is_pool_vehicle}
        />
      ) : null}
      {options.usageType ? (
        <SelectInput
          id={controlId('usage_type')}
          label="Usage type"
          required
          options={USAGE_TYPES.map((u) => ({ value: u, label: USAGE_TYPE_LABELS[u] }))}
          value={draft.usage_type}
          onChange={(e) => onChange({ usage_type: e.target.value as UsageType })}
          disabled={disabled}
          error={errors.usage_type}
        />
      ) : null}
    </div>
  );
}
