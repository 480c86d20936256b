import type { TrainingsFilter } from '../../../shared/trainings/trainings.schema';

// trainings_filter (trainings.md section 2) as a segmented control: three radios that look like one
// button row, each a 44 px target, so a tap on a tablet switches at once.

const OPTIONS: ReadonlyArray<{ value: TrainingsFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'programs', label: 'Programs' },
  { value: 'trainings', label: 'Trainings' },
];

export function TrainingsFilterControl({ value, onChange, disabled }: { value: TrainingsFilter; onChange: (f: TrainingsFilter) => void; disabled?: boolean }) {
  return (
    <div className="segmented" role="radiogroup" aria-label="Show" title={disabled ? 'With a segment the list shows participants' : undefined}>
      {OPTIONS.map((o) => (
        <label key={o.value} className={value === o.value ? 'segmented-option is-on' : 'segmented-option'}>
          <input type="radio" name="trainings_filter" value={o.value} checked={value === o.value} disabled={disabled} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
