import { useId, useState } from 'react';
import { FieldError } from '../../ui/field';
import { Modal } from '../../ui/modal';
import type { ParticipantView } from '../data/use-training-data';
import { commonValue, MODES, type EditMode } from './bulk-edit-logic';

export interface BulkEditModalProps {
  mode: EditMode;
  selected: readonly ParticipantView[];
  onClose: () => void;
  onConfirm: (value: string) => void;
}

/**
 * 'Change status' / 'Change result': the selection's current value (the common one or 'mixed')
 * and a required new one, each a large touch target.
 */
export function BulkEditModal({ mode, selected, onClose, onConfirm }: BulkEditModalProps) {
  const words = MODES[mode];
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = useId();
  const noun = words.noun.toLowerCase();

  const confirm = () => {
    if (!value) return setError(words.chooseError);
    onConfirm(value);
  };

  return (
    <Modal
      open
      title={words.button}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm}>
            {words.button} for {selected.length === 1 ? '1 person' : `${selected.length} people`}
          </button>
        </>
      }
    >
      <dl className="bulk-edit-current">
        <dt>Current {noun}</dt>
        <dd data-testid="bulk-current-value">{commonValue(mode, selected)}</dd>
      </dl>
      <fieldset className="bulk-edit-choices" aria-describedby={error ? `${base}-e` : undefined} aria-invalid={error ? true : undefined}>
        <legend>New {noun}</legend>
        {words.values.map((v) => (
          <label key={v} className={`bulk-edit-choice${value === v ? ' bulk-edit-choice-on' : ''}`}>
            <input
              type="radio"
              name={`${base}-v`}
              value={v}
              checked={value === v}
              onChange={() => {
                setValue(v);
                setError(null);
              }}
            />
            <span>{words.labels[v]}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={`${base}-e`} message={error} />
    </Modal>
  );
}
