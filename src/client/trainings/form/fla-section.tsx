import {
  ADDITIONAL_INFORMATION_MAX_LENGTH,
  LOCATION_LABELS,
  TRAINING_FIELD_LABELS,
  TRAINING_LOCATIONS,
  TRAINING_TYPES,
  TRAINING_TYPE_LABELS,
  type TrainingLocation,
} from '../../../shared/trainings/trainings.schema';
import { ChoiceGroup } from '../../ui/choice-group';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/field';
import { Switch } from '../../ui/switch';
import { TextArea } from '../../ui/text-area';
import { AmountField } from './amount-field';
import { fieldId, type SectionProps } from './form-types';

const TYPES = TRAINING_TYPES.map((t) => ({ value: t, label: TRAINING_TYPE_LABELS[t] }));
const LOCATIONS = TRAINING_LOCATIONS.map((l) => ({ value: l, label: LOCATION_LABELS[l] }));
const L = TRAINING_FIELD_LABELS;

/** The additional section (trainings_fla companies only): 'Falls under FLA' opens the FLA block. */
export function FlaSection({ draft, onChange, errors, onDateValidity }: SectionProps) {
  const on = draft.falls_under_fla === 1;
  return (
    <div className="form-columns">
      <div className="form-columns-wide">
        <Switch
          id={fieldId('falls_under_fla')}
          name="falls_under_fla"
          label={L.falls_under_fla}
          checked={on}
          onChange={(v) => onChange({ falls_under_fla: v ? 1 : 0 })}
        />
      </div>
      {on ? (
        <>
          <DateInput
            id={fieldId('start_date')}
            name="start_date"
            label={L.start_date}
            required
            value={draft.start_date}
            error={errors.start_date}
            onChange={(v) => onChange({ start_date: v })}
            onValidityChange={(ok) => onDateValidity('start_date', ok)}
          />
          <DateInput
            id={fieldId('end_date')}
            name="end_date"
            label={L.end_date}
            required
            value={draft.end_date}
            error={errors.end_date}
            onChange={(v) => onChange({ end_date: v })}
            onValidityChange={(ok) => onDateValidity('end_date', ok)}
          />
          <div className="form-columns-wide">
            <AmountField draft={draft} onChange={onChange} errors={errors} />
          </div>
          <ChoiceGroup
            id={fieldId('type_of_training')}
            name="type_of_training"
            label={L.type_of_training}
            options={TYPES}
            value={draft.type_of_training}
            onChange={(v) => onChange({ type_of_training: v })}
          />
          <SelectInput
            id={fieldId('location_of_training')}
            name="location_of_training"
            label={L.location_of_training}
            placeholder="Not set"
            options={LOCATIONS}
            value={draft.location_of_training ?? ''}
            onChange={(e) => onChange({ location_of_training: (e.target.value || null) as TrainingLocation | null })}
          />
          <div className="form-columns-wide">
            <Switch
              id={fieldId('certificate_to_achieve')}
              name="certificate_to_achieve"
              label={L.certificate_to_achieve}
              checked={draft.certificate_to_achieve === 1}
              onChange={(v) => onChange({ certificate_to_achieve: v ? 1 : 0 })}
            />
          </div>
          <TextArea
            id={fieldId('additional_information')}
            name="additional_information"
            className="form-columns-wide"
            label={L.additional_information}
            rows={3}
            maxLength={ADDITIONAL_INFORMATION_MAX_LENGTH}
            value={draft.additional_information}
            error={errors.additional_information}
            onChange={(e) => onChange({ additional_information: e.target.value })}
          />
        </>
      ) : null}
    </div>
  );
}
