import { messages } from '../../../shared/messages';
import { TRAINING_FIELD_LABELS, VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '../../../shared/trainings/trainings.schema';
import { FieldError } from '../../ui/field';
import { RadioCards, type RadioCardOption } from '../../ui/radio-cards';
import { Switch } from '../../ui/switch';
import { fieldId, type SectionProps } from './form-types';

const DESCRIPTIONS: Record<Visibility, string> = {
  1: 'Every employee sees it in self-service.',
  0: 'Only managers see it.',
  2: 'Only the people of the teams you pick.',
};
const OPTIONS: RadioCardOption<Visibility>[] = VISIBILITIES.map((v) => ({ value: v, title: VISIBILITY_LABELS[v], description: DESCRIPTIONS[v] }));

/** Visible for employees (1 all, 0 nobody, 2 selected teams, at least one) and whether they see the price. */
export function VisibilitySection({
  draft,
  onChange,
  errors,
  teams,
}: Pick<SectionProps, 'draft' | 'onChange' | 'errors'> & { teams: readonly { id: string; name: string }[] }) {
  const selected = new Set(draft.selected_teams);
  const toggle = (id: string) => onChange({ selected_teams: selected.has(id) ? draft.selected_teams.filter((t) => t !== id) : [...draft.selected_teams, id] });
  const errorId = errors.selected_teams ? `${fieldId('selected_teams')}-error` : undefined;
  return (
    <div className="training-form-stack">
      <RadioCards
        id={fieldId('is_visible_for_employees')}
        name="is_visible_for_employees"
        legend={TRAINING_FIELD_LABELS.is_visible_for_employees}
        options={OPTIONS}
        value={draft.is_visible_for_employees}
        onChange={(v) => onChange({ is_visible_for_employees: v })}
      />
      {draft.is_visible_for_employees === 2 ? (
        <fieldset className={['team-chips-field', errors.selected_teams ? 'field-invalid' : ''].filter(Boolean).join(' ')} aria-describedby={errorId}>
          <legend className="field-label">
            {TRAINING_FIELD_LABELS.selected_teams}
            <span className="field-required" aria-hidden="true">
              *
            </span>
            <span className="muted team-chips-count">{draft.selected_teams.length} selected</span>
          </legend>
          <div className="team-chips">
            {teams.map((t, i) => (
              <label key={t.id} className={['team-chip', selected.has(t.id) ? 'team-chip-on' : ''].filter(Boolean).join(' ')}>
                <input
                  type="checkbox"
                  name="selected_teams"
                  id={i === 0 ? fieldId('selected_teams') : undefined}
                  checked={selected.has(t.id)}
                  onChange={() => toggle(t.id)}
                />
                {t.name}
              </label>
            ))}
            {teams.length === 0 ? <p className="muted">No teams yet.</p> : null}
          </div>
          <FieldError id={errorId} message={errors.selected_teams ? messages.trainings.selectTeam : undefined} />
        </fieldset>
      ) : null}
      <Switch
        id={fieldId('is_price_visible_for_employees')}
        name="is_price_visible_for_employees"
        label={TRAINING_FIELD_LABELS.is_price_visible_for_employees}
        checked={draft.is_price_visible_for_employees === 1}
        onChange={(v) => onChange({ is_price_visible_for_employees: v ? 1 : 0 })}
      />
    </div>
  );
}
