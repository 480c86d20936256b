import { DEFAULT_CURRENCY } from '../../shared/money';
import { textLimitOf } from '../../shared/custom-fields/custom-field-values';

import { isRequiredField, type CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import { DateInput } from '../ui/date-input';
import { Field, SelectInput, TextInput } from '../ui/field';
import { TextArea } from '../ui/text-area';

export interface CustomValueInputProps {
  field: CustomFieldRow;
  /** The control's id, so a failed save can focus the first field at fault. */
  id?: string;
  /** The text as typed; for dates ISO, for select options the option id; '' for none. */
  value: string;
  error?: string;
  onChange: (raw: string) => void;
  /** Date fields: false while the typed text is not a date. */
  onDateValidity?: (fieldId: string, valid: boolean) => void;
}

function Counter({ length, limit }: { length: number; limit: number }) {
  return (
    <span className={length > limit ? 'field-counter-over' : length === limit ? 'field-counter-full' : undefined}>
      {length} / {limit}
    </span>
  );
}

/** One custom field's input, chosen by its type. */
export function CustomValueInput({ field, id, value, error, onChange, onDateValidity }: CustomValueInputProps) {
  const required = isRequiredField(field);
  const common = { id, label: field.name, required, error, className: field.type === 'plain_text' ? 'cf-wide' : undefined };
  switch (field.type) {
    case 'textfield': {
      const limit = textLimitOf(field)!;
      // No maxLength: a paste that runs over is kept whole, the counter turns red and says why.
      return (
        <Field {...common} counter={<Counter length={value.length} limit={limit} />}>
          {(control) => <input {...control} className="input" type="text" value={value} onChange={(e) => onChange(e.target.value)} />}
        </Field>
      );
    }
    case 'plain_text':
      return <TextArea {...common} rows={4} maxLength={textLimitOf(field)!} overflow value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'hyperlink':
      return <TextInput {...common} type="url" inputMode="url" placeholder="https://" value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'money':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          hint={`Amount in ${DEFAULT_CURRENCY}; a comma or a dot for the cents.`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return <DateInput {...common} value={value} onChange={(iso) => onChange(iso ?? '')} onValidityChange={(valid) => onDateValidity?.(field.id, valid)} />;
    case 'select_option':
      return (
        <SelectInput
          {...common}
          placeholder="Choose…"
          options={field.options.map((o) => ({ value: o.id, label: o.option_name }))}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'auto_incrementing_int':
      return (
        <TextInput {...common} required={false} readOnly value={value} placeholder="Given when saved" hint="Numbered automatically; it cannot be changed." />
      );
  }
}
