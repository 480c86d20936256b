import { OPS_BY_KIND } from '../../shared/segments/segment-fields';
import { OP_LABELS } from '../../shared/segments/segment-validate';
import { VALUELESS_OPS, type SegmentMatch, type SegmentOp } from '../../shared/segments/segment.schema';
import { SelectInput } from '../ui/field';
import { IconX } from '../ui/icons';
import { ConditionValueInput } from './condition-value-input';
import { newCondition, type DraftCondition } from './segment-draft';
import type { BuilderFields } from './use-builder-fields';

interface ConditionRowProps {
  index: number;
  condition: DraftCondition;
  match: SegmentMatch;
  lookups: BuilderFields;
  errors: Record<string, string>;
  onChange: (next: DraftCondition) => void;
  onRemove: (() => void) | null;
}

/** One condition: field, how it compares, and the value; a new field starts on its first op. */
export function ConditionRow({ index, condition, match, lookups, errors, onChange, onRemove }: ConditionRowProps) {
  const field = lookups.byId.get(condition.field);
  const row = index + 1;
  const ops = field ? OPS_BY_KIND[field.kind] : [condition.op];
  const hidden = (text: string) => (
    <>
      {text}
      <span className="visually-hidden"> of condition {row}</span>
    </>
  );

  const setField = (id: string) => {
    const next = newCondition(lookups.byId.get(id));
    onChange({ ...next, key: condition.key });
  };
  const setOp = (op: SegmentOp) => onChange({ ...condition, op, value: VALUELESS_OPS.includes(op) ? '' : condition.value });

  return (
    <li className="segment-condition" aria-label={`Condition ${row}`}>
      <span className="segment-condition-join" aria-hidden="true">
        {index === 0 ? 'Where' : match === 'all' ? 'and' : 'or'}
      </span>
      <SelectInput
        className="segment-condition-field"
        label={hidden('Field')}
        value={condition.field}
        error={errors.field}
        onChange={(e) => setField(e.target.value)}
      >
        {!field && <option value={condition.field}>Unknown field</option>}
        {lookups.fields.map((f) => (
          <option key={f.id} value={f.id}>
            {f.label}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        className="segment-condition-op"
        label={hidden('Comparison')}
        value={condition.op}
        error={errors.op}
        onChange={(e) => setOp(e.target.value as SegmentOp)}
        options={ops.map((o) => ({ value: o, label: OP_LABELS[o] }))}
      />
      <div className="segment-condition-value">
        <ConditionValueInput
          field={field}
          op={condition.op}
          value={condition.value}
          error={errors.value}
          row={row}
          lookups={lookups}
          onChange={(value) => onChange({ ...condition, value })}
        />
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-icon segment-condition-remove"
        aria-label={`Remove condition ${row}`}
        disabled={!onRemove}
        onClick={() => onRemove?.()}
      >
        <IconX size={18} />
      </button>
    </li>
  );
}
