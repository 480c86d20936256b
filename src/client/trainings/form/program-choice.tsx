import { TRAINING_FIELD_LABELS, TRAINING_NAME_MAX_LENGTH } from '../../../shared/trainings/trainings.schema';
import { SelectInput, TextInput } from '../../ui/field';
import { IconGraduationCap, IconUsers } from '../../ui/icons';
import { RadioCards, type RadioCardOption } from '../../ui/radio-cards';
import type { TrainingRow } from '../data/use-training-data';
import { fieldId } from './form-types';

/** trainings.md section 3: the program choice on create, 0 single training and 1 course with sessions. */
export type ProgramChoice = 0 | 1;
/** The program of a course with sessions: a new one, or an existing program's id. */
export const NEW_PROGRAM = 'new';

const CHOICES: RadioCardOption<ProgramChoice>[] = [
  { value: 0, title: 'Single training', description: 'A one-off course with its own participants.', icon: <IconGraduationCap size={24} /> },
  { value: 1, title: 'Course with sessions', description: 'A program made of several sessions, each with its participants.', icon: <IconUsers size={24} /> },
];

interface ProgramChoiceProps {
  choice: ProgramChoice;
  onChoice: (choice: ProgramChoice) => void;
  programId: string;
  onProgram: (id: string) => void;
  programs: readonly TrainingRow[];
  programName: string;
  onProgramName: (name: string) => void;
  errors: { program_name?: string; program_id?: string };
}

/** What is created: a single training, or a session of a new or an existing program. */
export function ProgramChoiceSection({ choice, onChoice, programId, onProgram, programs, programName, onProgramName, errors }: ProgramChoiceProps) {
  return (
    <div className="training-form-stack">
      <RadioCards id={fieldId('choice')} name="program_choice" legend="What do you want to create?" options={CHOICES} value={choice} onChange={onChoice} />
      {choice === 1 ? (
        <div className="form-columns">
          <SelectInput
            id={fieldId('program_id')}
            name="program_id"
            label="Program"
            required
            value={programId}
            error={errors.program_id}
            onChange={(e) => onProgram(e.target.value)}
            options={[{ value: NEW_PROGRAM, label: 'New program' }, ...programs.map((p) => ({ value: p.id, label: p.name }))]}
          />
          {programId === NEW_PROGRAM ? <ProgramNameField value={programName} error={errors.program_name} onChange={onProgramName} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A program's name: a new program's on the create page, a program's or a session's program's on the edit page. */
export function ProgramNameField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (name: string) => void }) {
  return (
    <TextInput
      id={fieldId('program_name')}
      name="program_name"
      label={TRAINING_FIELD_LABELS.program_name}
      required
      maxLength={TRAINING_NAME_MAX_LENGTH}
      autoComplete="off"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
