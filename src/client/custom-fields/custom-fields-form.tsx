import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CustomFieldRow, CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { checkForm, initialRaw, isDirty, liveError, type RawValues } from './custom-form-state';
import { CustomValueInput } from './custom-value-input';
import { useBadDates } from '../ui/use-bad-dates';

export interface CustomFieldsFormProps {
  fields: CustomFieldRow[];
  /** The object's values row as the page opened (null: none yet). */
  row: CustomFieldValuesRow | null;
  /** Where Cancel and a save lead. */
  backHref: string;
  /** Records the changed values (field id to stored text, null clears); only called with at least one. */
  onSave: (changed: Record<string, string | null>) => Promise<void>;
}

/** One input per field; every field is checked on save and only changed values are sent. */
export function CustomFieldsForm({ fields, row, backHref, onSave }: CustomFieldsFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [start] = useState(() => initialRaw(fields, row));
  const [raw, setRaw] = useState<RawValues>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { badDates, onDateValidity } = useBadDates<string>();
  const [saving, setSaving] = useState(false);
  const dirty = isDirty(start, raw);
  const { allowLeave } = useConfirmOnLeave(dirty && !saving);

  const change = (id: string, value: string) => {
    setRaw((r) => ({ ...r, [id]: value }));
    // The message from the last save attempt goes once the user works on the field again.
    setErrors(({ [id]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const result = checkForm(fields, raw, row, badDates);
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(messages.form.invalidTitle, messages.form.customFieldsInvalid);
      document.getElementById(`cf-${Object.keys(result.errors)[0]}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      if (Object.keys(result.changed).length > 0) await onSave(result.changed);
      toast.saved('saved');
      allowLeave();
      void navigate(backHref);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card card-body cf-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Custom fields">
      <p className="cf-form-note">
        Fields marked <span className="field-required" aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="cf-form-grid">
        {fields.map((f) => (
          <CustomValueInput
            key={f.id}
            id={`cf-${f.id}`}
            field={f}
            value={raw[f.id] ?? ''}
            error={liveError(f, raw[f.id] ?? '') ?? errors[f.id]}
            onChange={(v) => change(f.id, v)}
            onDateValidity={onDateValidity}
          />
        ))}
      </div>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={backHref}>Cancel</Link>
        <button className="btn btn-primary" type="submit" disabled={saving}>Save</button>
      </div>
    </form>
  );
}

