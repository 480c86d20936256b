import { DateInput } from '../../ui/date-input';
import { controlId, type CarFormErrors } from './car-form-types';

export interface AssignmentDates {
  start_date_new_employee: string | null;
  end_date_previously_assigned_employee: string | null;
}

interface AssignmentDatesProps {
  /** The newly chosen person, or null when the car goes to nobody. */
  newPerson: string | null;
  /** Who had the car, or null when nobody had it. */
  previousPerson: string | null;
  value: AssignmentDates;
  onChange: (patch: Partial<AssignmentDates>) => void;
  errors: CarFormErrors;
  onDateValidity?: (field: keyof AssignmentDates, valid: boolean) => void;
}

/** A new assignee needs a start date, the previous one an end date (fleet-and-assets.md section 4). */
export function AssignmentDatesFields({ newPerson, previousPerson, value, onChange, errors, onDateValidity }: AssignmentDatesProps) {
  return (
    <div className="form-columns assignment-dates" role="group" aria-label="Assignment change">
      {newPerson !== null ? (
        <DateInput
          id={controlId('start_date_new_employee')}
          label={`Start date for ${newPerson}`}
          required
          value={value.start_date_new_employee}
          onChange={(iso) => onChange({ start_date_new_employee: iso })}
          onValidityChange={(valid) => onDateValidity?.('start_date_new_employee', valid)}
          error={errors.start_date_new_employee}
        />
      ) : null}
      {previousPerson !== null ? (
        <DateInput
          id={controlId('end_date_previously_assigned_employee')}
          label={`End date for ${previousPerson}`}
          required
          value={value.end_date_previously_assigned_employee}
          onChange={(iso) => onChange({ end_date_previously_assigned_employee: iso })}
          onValidityChange={(valid) => onDateValidity?.('end_date_previously_assigned_employee', valid)}
          error={errors.end_date_previously_assigned_employee}
        />
      ) : null}
    </div>
  );
}
