import { messages } from '../../../shared/messages';
import { formatHhMm, inclusiveDays, maxFlaMinutes, roundHalfDay, parseAmount } from '../../../shared/trainings/fla-rules';
import { AMOUNT_SELECTIONS, FLA_DAYS_STEP, TRAINING_FIELD_LABELS, type AmountSelection } from '../../../shared/trainings/trainings.schema';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { fieldId, type SectionProps } from './form-types';
import { HhMmPicker } from './hhmm-picker';

const UNITS: ReadonlyArray<{ value: AmountSelection; label: string }> = AMOUNT_SELECTIONS.map((v) => ({
  value: v,
  label: v === 'days' ? 'Days' : 'Hours and minutes',
}));

/** The hint under the amount: the most the span between the dates allows, in the chosen unit. */
export function amountHint(start: string | null, end: string | null, unit: AmountSelection): string {
  const days = inclusiveDays(start, end);
  if (days === 0) return messages.trainings.amountNeedsDates;
  return unit === 'days' ? messages.trainings.amountMaxDays(days) : messages.trainings.amountMaxTime(formatHhMm(maxFlaMinutes(start, end)));
}

/** The FLA amount: days (half-day steps, rounded when the field is left) or a 24-hour hours:minutes picker. */
export function AmountField({ draft, onChange, errors }: Pick<SectionProps, 'draft' | 'onChange' | 'errors'>) {
  const unit = draft.training_amount_selection;
  const hint = unit ? amountHint(draft.start_date, draft.end_date, unit) : undefined;
  return (
    <div className="training-amount">
      <ChoiceGroup
        id={fieldId('training_amount_selection')}
        name="training_amount_selection"
        label={TRAINING_FIELD_LABELS.training_amount_selection}
        options={UNITS}
        value={unit}
        required
        error={errors.training_amount_selection}
        onChange={(v) => onChange({ training_amount_selection: v })}
      />
      {unit === 'days' ? (
        <Field id={fieldId('training_amount_days')} label={TRAINING_FIELD_LABELS.training_amount_days} required hint={hint} error={errors.training_amount_days}>
          {(control) => (
            <input
              {...control}
              name="training_amount_days"
              className="input training-amount-input"
              type="number"
              inputMode="decimal"
              min={0}
              step={FLA_DAYS_STEP}
              value={draft.training_amount_days}
              onChange={(e) => onChange({ training_amount_days: e.target.value })}
              onBlur={() => {
                // trainings.md section 5: the days are rounded to the nearest half day.
                const n = parseAmount(draft.training_amount_days);
                if (n !== null) onChange({ training_amount_days: String(roundHalfDay(n)) });
              }}
            />
          )}
        </Field>
      ) : null}
      {unit === 'minutes' ? (
        <Field
          id={fieldId('training_amount_minutes')}
          label={TRAINING_FIELD_LABELS.training_amount_minutes}
          required
          hint={hint}
          error={errors.training_amount_minutes}
        >
          {(control) => (
            <HhMmPicker
              id={control.id}
              name="training_amount_minutes"
              label={TRAINING_FIELD_LABELS.training_amount_minutes}
              value={draft.training_amount_minutes}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              onChange={(m) => onChange({ training_amount_minutes: m })}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
