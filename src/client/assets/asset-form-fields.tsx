import type { AssetDraft } from '../../shared/assets/asset-rules';
import { ASSET_FIELD_LABELS, ASSET_TEXT_MAX_LENGTH, type AssetField } from '../../shared/assets/assets.schema';
import { MoneyInput } from '../ui/money-input';
import { TextInput } from '../ui/field';
import { PersonPicker, type PersonOption } from '../ui/person-picker';
import '../ui/form-card.css';
import './asset-form.css';

/** Each field's inline message, as the shared rules name the fields. */
export type AssetFormErrors = Partial<Record<AssetField, string>>;

/** The control ids, so a refused step can put the focus on the field to fix. */
export const assetControlId = (field: AssetField) => `asset-${field}`;

interface FieldsProps {
  draft: AssetDraft;
  onChange: (patch: Partial<AssetDraft>) => void;
  errors: AssetFormErrors;
}

export function AssetPriceField({ draft, onChange, errors }: FieldsProps) {
  return (
    <MoneyInput
      id={assetControlId('price')}
      label={ASSET_FIELD_LABELS.price}
      value={draft.price}
      onChange={(price) => onChange({ price })}
      error={errors.price}
      placeholder="0.00"
    />
  );
}

export function AssetOwnerField({
  draft,
  onChange,
  errors,
  people,
  fallbackName,
}: FieldsProps & { people: readonly PersonOption[]; fallbackName?: string | null }) {
  return (
    <PersonPicker
      people={people}
      id={assetControlId('owner_employee_id')}
      label={ASSET_FIELD_LABELS.owner_employee_id}
      required
      value={draft.owner_employee_id}
      fallbackName={fallbackName}
      onChange={(owner_employee_id) => onChange({ owner_employee_id })}
      error={errors.owner_employee_id}
    />
  );
}

/** Vendor and serial number: limited text (240 characters, fleet-and-assets.md section 9). */
export function AssetVendorSerialFields({ draft, onChange, errors }: FieldsProps) {
  return (
    <>
      <TextInput
        id={assetControlId('vendor')}
        label={ASSET_FIELD_LABELS.vendor}
        maxLength={ASSET_TEXT_MAX_LENGTH}
        value={draft.vendor ?? ''}
        onChange={(e) => onChange({ vendor: e.target.value })}
        error={errors.vendor}
      />
      <TextInput
        id={assetControlId('serial_number')}
        label={ASSET_FIELD_LABELS.serial_number}
        maxLength={ASSET_TEXT_MAX_LENGTH}
        autoComplete="off"
        inputClassName="asset-serial-input"
        value={draft.serial_number ?? ''}
        onChange={(e) => onChange({ serial_number: e.target.value })}
        error={errors.serial_number}
      />
    </>
  );
}
