import { SUPPLIER_MAX_LENGTH, TRAINING_FIELD_LABELS, TRAINING_NAME_MAX_LENGTH } from '../../../shared/trainings/trainings.schema';
import { DateInput } from '../../ui/date-input';
import { TextInput } from '../../ui/field';
import { MoneyInput } from '../../ui/money-input';
import { fieldId, type SectionProps } from './form-types';

const L = TRAINING_FIELD_LABELS;

/**
 * Name, cost, date and supplier. `sessionName` (a session of an existing program): only the name,
 * optional with that default as its placeholder, and the date.
 */
export function GeneralSection({ draft, onChange, errors, onDateValidity, sessionName }: SectionProps & { sessionName?: string }) {
  const session = sessionName !== undefined;
  return (
    <div className="form-columns">
      <TextInput
        id={fieldId('name')}
        name="name"
        className="form-columns-wide"
        label={session ? 'Session name' : L.name}
        required={!session}
        placeholder={sessionName}
        hint={session ? `Leave empty to call it ${sessionName}` : undefined}
        maxLength={TRAINING_NAME_MAX_LENGTH}
        autoComplete="off"
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      {session ? null : (
        <MoneyInput id={fieldId('cost')} name="cost" label={L.cost} required value={draft.cost} error={errors.cost} onChange={(v) => onChange({ cost: v })} />
      )}
      <DateInput
        id={fieldId('date')}
        name="date"
        label={L.date}
        value={draft.date}
        error={errors.date}
        onChange={(v) => onChange({ date: v })}
        onValidityChange={(ok) => onDateValidity('date', ok)}
      />
      {session ? null : (
        <TextInput
          id={fieldId('leverancier')}
          name="leverancier"
          label={L.leverancier}
          maxLength={SUPPLIER_MAX_LENGTH}
          autoComplete="off"
          value={draft.leverancier}
          error={errors.leverancier}
          onChange={(e) => onChange({ leverancier: e.target.value })}
        />
      )}
    </div>
  );
}
