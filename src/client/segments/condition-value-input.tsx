import type { SegmentField } from '../../shared/segments/segment-fields';
import { VALUELESS_OPS, type SegmentOp } from '../../shared/segments/segment.schema';
import { DateInput } from '../ui/date-input';
import { SelectInput, TextInput } from '../ui/field';
import type { BuilderFields } from './use-builder-fields';

export interface ConditionValueProps {
  field: SegmentField | undefined;
  op: SegmentOp;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Names the row in the label read out with the control ('Value of condition 2'). */
  row: number;
  lookups: Pick<BuilderFields, 'optionLabel' | 'teams'>;
}

/** A condition's value, entered the way its kind is: text, a list, a dd/mm/yyyy date, a number, yes/no, a team. */
export function ConditionValueInput({ field, op, value, onChange, error, row, lookups }: ConditionValueProps) {
  const label = (
    <>
      Value<span className="visually-hidden"> of condition {row}</span>
    </>
  );
  if (VALUELESS_OPS.includes(op)) return <p className="segment-condition-novalue">No value needed</p>;
  switch (field?.kind) {
    case 'enum':
      return (
        <SelectInput
          label={label}
          value={value}
          error={error}
          placeholder="Choose…"
          onChange={(e) => onChange(e.target.value)}
          options={(field.options ?? []).map((o) => ({ value: o, label: lookups.optionLabel(field.id, o) }))}
        />
      );
    case 'flag':
      return (
        <SelectInput
          label={label}
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          options={[
            { value: '1', label: 'Yes' },
            { value: '0', label: 'No' },
          ]}
        />
      );
    case 'team':
      return (
        <SelectInput
          label={label}
          value={value}
          error={error}
          placeholder="Choose a team…"
          onChange={(e) => onChange(e.target.value)}
          options={lookups.teams.map((t) => ({ value: t.id, label: t.name }))}
        />
      );
    case 'date':
      return <DateInput label={label} value={value || null} error={error} onChange={(iso) => onChange(iso ?? '')} />;
    case 'number':
      return <TextInput label={label} value={value} error={error} inputMode="decimal" autoComplete="off" onChange={(e) => onChange(e.target.value)} />;
    default:
      return <TextInput label={label} value={value} error={error} autoComplete="off" maxLength={200} onChange={(e) => onChange(e.target.value)} />;
  }
}
