import { CAR_TYPES, type CarType } from '../../../shared/fleet/fleet.schema';
import { TYPE_LABELS } from '../../../shared/fleet/car-labels';
import { CarTypeIcon } from '../car-type-icon';
import { FieldError } from '../../ui/field';
import { controlId } from './car-form-types';

interface TypeTilesProps {
  value: CarType | null;
  onChange: (type: CarType) => void;
  error?: string;
  disabled?: boolean;
}

/** The vehicle type as three big tiles: native radios, so arrows, Tab and screen readers work as usual. */
export function TypeTiles({ value, onChange, error, disabled }: TypeTilesProps) {
  const errorId = error ? `${controlId('type')}-error` : undefined;
  return (
    <fieldset className={['type-tiles-field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')} aria-describedby={errorId}>
      <legend id={`${controlId('type')}-legend`} className="field-label">
        Vehicle type
        <span className="field-required" aria-hidden="true">
          *
        </span>
      </legend>
      <div
        className="type-tiles"
        role="radiogroup"
        aria-labelledby={`${controlId('type')}-legend`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
      >
        {CAR_TYPES.map((t, i) => (
          <label key={t} className={['type-tile', value === t ? 'type-tile-on' : ''].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name="car-type"
              id={i === 0 ? controlId('type') : undefined}
              value={t}
              checked={value === t}
              disabled={disabled}
              onChange={() => onChange(t)}
            />
            <CarTypeIcon type={t} size={32} strokeWidth={1.6} />
            <span>{TYPE_LABELS[t]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
