import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { CustomFieldRow, CustomFieldValuesRow } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { checkForm, initialRaw, liveError, type RawValues } from './custom-form-state';
import { CustomValueInput } from './custom-value-input';
import { useDateValidity } from '../ui/use-date-validity';

/** The texts as shown, and the date fields whose text is not a date (held as '' then). */
interface ValuesForm {
  raw: RawValues;
  badDates: string[];
}

/** checkForm (the shared value rules) as the form's schema: each message at its field's text. */
const valuesSchema = (fields: readonly CustomFieldRow[], row: CustomFieldValuesRow | null) =>
  z.object({ raw: z.record(z.string(), z.string()), badDates: z.array(z.string()) }).superRefine((form, ctx) => {
    const result = checkForm(fields, form.raw, row, new Set(form.badDates));
    if (!result.ok) for (const [id, message] of Object.entries(result.errors)) ctx.addIssue({ code: 'custom', path: ['raw', id], message });
  });

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
  const [start] = useState<ValuesForm>(() => ({ raw: initialRaw(fields, row), badDates: [] }));
  const schema = useMemo(() => valuesSchema(fields, row), [fields, row]);
  // Checked on save only; a message from the last try goes once the user works on the field again.
  const { handleSubmit, watch, setValue, getValues, clearErrors, formState } = useForm<ValuesForm>({
    resolver: zodResolver(schema),
    defaultValues: start,
    reValidateMode: 'onSubmit',
  });
  const raw = watch('raw');
  const [saving, setSaving] = useState(false);
  const { allowLeave } = useConfirmOnLeave(formState.isDirty && !saving);

  const change = (id: string, value: string) => {
    setValue('raw', { ...getValues('raw'), [id]: value }, { shouldDirty: true });
    clearErrors(`raw.${id}`);
  };
  const onDateValidity = useDateValidity({ getValues, setValue }, 'badDates');

  const refuse = (refused: FieldErrors<ValuesForm>) => {
    toast.error(messages.form.invalidTitle, messages.form.customFieldsInvalid);
    // The inputs are the value components' own: focused by their id, in the form's order.
    const first = fields.find((f) => refused.raw?.[f.id]);
    if (first) document.getElementById(`cf-${first.id}`)?.focus();
  };

  const save = async (values: ValuesForm) => {
    if (saving) return;
    const result = checkForm(fields, values.raw, row, new Set(values.badDates));
    if (!result.ok) return;
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
    <form className="card card-body cf-form" onSubmit={(e) => void handleSubmit(save, refuse)(e)} noValidate aria-label="Custom fields">
      <p className="cf-form-note">
        Fields marked{' '}
        <span className="field-required" aria-hidden="true">
          *
        </span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="cf-form-grid">
        {fields.map((f) => (
          <CustomValueInput
            key={f.id}
            id={`cf-${f.id}`}
            field={f}
            value={raw[f.id] ?? ''}
            error={liveError(f, raw[f.id] ?? '') ?? formState.errors.raw?.[f.id]?.message}
            onChange={(v) => change(f.id, v)}
            onDateValidity={onDateValidity}
          />
        ))}
      </div>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={backHref}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="submit" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  );
}
