import { useId, useMemo } from 'react';
import { CAR_MODELS } from '../../../shared/fleet/car-types';
import { CAR_TEXT_MAX_LENGTH, CAR_TYPES } from '../../../shared/fleet/fleet.schema';
import { TextInput } from '../../ui/field';
import { useCarFormData } from './car-form-data';
import { controlId, type CarSectionProps } from './car-form-types';

const uniqueSorted = (items: Iterable<string>) => {
  const seen = new Map<string, string>();
  for (const s of items) if (s.trim() && !seen.has(s.trim().toLowerCase())) seen.set(s.trim().toLowerCase(), s.trim());
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
};

/**
 * Brand and model with suggestions (a native datalist: works offline, by keyboard and on touch):
 * the catalogue's pairs for the chosen type plus what the company already drives.
 */
export function BrandModelFields({ draft, onChange, errors, locks, disabled }: Pick<CarSectionProps, 'draft' | 'onChange' | 'errors' | 'locks' | 'disabled'>) {
  const { cars } = useCarFormData();
  const listId = useId();
  const pairs = useMemo(() => {
    const types = draft.type ? [draft.type] : CAR_TYPES;
    const known = types.flatMap((t) => CAR_MODELS[t].map(([brand, model]) => [brand, model] as const));
    const own = cars.filter((c) => types.includes(c.type)).map((c) => [c.brand, c.model] as const);
    return [...known, ...own];
  }, [cars, draft.type]);
  const brands = useMemo(() => uniqueSorted(pairs.map(([b]) => b)), [pairs]);
  const models = useMemo(() => {
    const brand = draft.brand.trim().toLowerCase();
    return uniqueSorted(pairs.filter(([b]) => !brand || b.toLowerCase() === brand).map(([, m]) => m));
  }, [pairs, draft.brand]);

  return (
    <>
      <TextInput
        id={controlId('brand')}
        label="Brand"
        required
        list={locks?.brand ? undefined : `${listId}-brands`}
        autoComplete="off"
        maxLength={CAR_TEXT_MAX_LENGTH}
        value={draft.brand}
        onChange={(e) => onChange({ brand: e.target.value })}
        readOnly={!!locks?.brand}
        disabled={disabled}
        hint={locks?.brand}
        error={errors.brand}
      />
      <datalist id={`${listId}-brands`}>
        {brands.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <TextInput
        id={controlId('model')}
        label="Model"
        required
        list={locks?.model ? undefined : `${listId}-models`}
        autoComplete="off"
        maxLength={CAR_TEXT_MAX_LENGTH}
        value={draft.model}
        onChange={(e) => onChange({ model: e.target.value })}
        readOnly={!!locks?.model}
        disabled={disabled}
        hint={locks?.model}
        error={errors.model}
      />
      <datalist id={`${listId}-models`}>
        {models.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </>
  );
}
