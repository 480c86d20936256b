import { CAR_TEXT_MAX_LENGTH, SPECIFICS_MAX_LENGTH } from '../../../shared/fleet/fleet.schema';
import { TextInput } from '../../ui/field';
import { TextArea } from '../../ui/text-area';
import { controlId, type CarSectionProps } from './car-form-types';

/** Extra specifics: the supplier and free notes. */
export function ExtraSection({ draft, onChange, errors, disabled }: Pick<CarSectionProps, 'draft' | 'onChange' | 'errors' | 'disabled'>) {
  return (
    <div className="form-columns">
      <TextInput
        id={controlId('supplier')}
        label="Supplier"
        maxLength={CAR_TEXT_MAX_LENGTH}
        value={draft.supplier ?? ''}
        onChange={(e) => onChange({ supplier: e.target.value })}
        disabled={disabled}
        error={errors.supplier}
      />
      <TextArea
        id={controlId('specifics')}
        className="form-columns-wide"
        label="Specifics"
        rows={3}
        maxLength={SPECIFICS_MAX_LENGTH}
        value={draft.specifics ?? ''}
        onChange={(e) => onChange({ specifics: e.target.value })}
        disabled={disabled}
        error={errors.specifics}
      />
    </div>
  );
}
