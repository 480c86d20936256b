import type { TrainingDraft, TrainingErrors } from '../../../shared/trainings/training-rules';

/** The training form's date fields: their text may be 'not a date yet' while the value is null. */
export type DateField = 'date' | 'start_date' | 'end_date';
export type FormField = keyof TrainingErrors;

/** What every section of the create and edit forms gets. `errors` holds only the ones to show now. */
export interface SectionProps {
  draft: TrainingDraft;
  onChange: (patch: Partial<TrainingDraft>) => void;
  errors: TrainingErrors;
  onDateValidity: (field: DateField, valid: boolean) => void;
}

/** The control id of a field: the form focuses it after a refused save, and e2e tests find it. */
export const fieldId = (field: FormField | 'choice'): string => `training-${field.replace(/_/g, '-')}`;
