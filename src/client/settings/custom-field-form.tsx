import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path, type PathValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { customFieldSave } from '../../shared/custom-fields/custom-fields.mutations';
import {
  CUSTOM_FIELD_NAME_MAX_LENGTH,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  TEXTFIELD_DEFAULT_MAX_LENGTH,
  TEXTFIELD_MAX_LENGTH_LIMIT,
  type CustomFieldRow,
} from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import { useMutate } from '../offline/use-mutate';
import { useCan } from '../lib/use-can';
import { OBJECT_LABELS, settingsHref } from '../custom-fields';
import { Checkbox, SelectInput, TextInput } from '../ui/field';
import { IconAlert } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { checkDraft, fieldDraftSchema, type FieldDraft } from './field-draft';
import { OptionsEditor } from './options-editor';

export const VISIBILITY_WARNING = messages.customFields.visibilityWarning;
export const VISIBILITY_NEEDS_RIGHT = messages.customFields.visibilityNeedsRight;

export interface CustomFieldFormProps {
  id: string;
  object: ObjectType;
  /** The stored field when editing, null for a new one. */
  field: CustomFieldRow | null;
  initial: FieldDraft;
  priority: number;
  /** The type's other fields, for the name rule. */
  others: CustomFieldRow[];
}

/** Name, type and the type's settings of one custom field; saved on the device and sent by the outbox. */
export function CustomFieldForm({ id, object, field, initial, priority, others }: CustomFieldFormProps) {
  const mutate = useMutate();
  const can = useCan();
  const navigate = useNavigate();
  const toast = useToast();
  const at = useMemo(() => ({ id, object_type: object, priority, isNew: field === null }), [id, object, priority, field]);
  const schema = useMemo(() => fieldDraftSchema(at, others), [at, others]);
  const { register, handleSubmit, watch, setValue, formState } = useForm<FieldDraft>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = formState;
  const [saving, setSaving] = useState(false);
  const { allowLeave } = useConfirmOnLeave(formState.isDirty && !saving);
  const sensitive = can('settings.sensitive');
  const back = settingsHref(object);
  const draft = watch();
  const set = <K extends Path<FieldDraft>>(key: K, value: PathValue<FieldDraft, K>) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const optionErrors = Object.fromEntries(
    draft.options.flatMap((o, i) => {
      const message = errors.options?.[i]?.option_name?.message;
      return message ? [[o.id, message]] : [];
    }),
  );

  const refuse = (e: FieldErrors<FieldDraft>) => {
    const options = e.options;
    const firstOption = Array.isArray(options) ? options.find((o: (typeof options)[number]) => o?.option_name?.message)?.option_name?.message : undefined;
    toast.error(messages.form.invalidTitle, e.name?.message ?? e.max_length?.message ?? options?.message ?? firstOption);
  };

  const save = async (values: FieldDraft) => {
    const result = checkDraft(values, at, others);
    if (!result.ok) return;
    setSaving(true);
    try {
      await mutate(customFieldSave, result.args);
      toast.saved('saved');
      allowLeave();
      void navigate(back);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="card card-body cf-def-form"
      onSubmit={(e) => void handleSubmit(save, refuse)(e)}
      noValidate
      aria-label={field ? `Edit ${field.name}` : 'New custom field'}
    >
      <div className="form-grid">
        <TextInput
          label="Name"
          required
          maxLength={CUSTOM_FIELD_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...register('name')}
          autoFocus={field === null}
        />
        <SelectInput
          label="Type"
          value={draft.type}
          disabled={field !== null}
          hint={field ? messages.customFields.typeFixed : `Chosen once: it cannot be changed later.`}
          options={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: CUSTOM_FIELD_TYPE_LABELS[t] }))}
          onChange={(e) => set('type', e.target.value as FieldDraft['type'])}
        />
        {draft.type === 'textfield' && (
          <TextInput
            label="Maximum length"
            inputMode="numeric"
            error={errors.max_length?.message}
            hint={`Characters, ${TEXTFIELD_DEFAULT_MAX_LENGTH} unless you choose otherwise (at most ${TEXTFIELD_MAX_LENGTH_LIMIT}).`}
            {...register('max_length')}
          />
        )}
      </div>
      {draft.type === 'select_option' && (
        <OptionsEditor options={draft.options} onChange={(options) => set('options', options)} error={errors.options?.message} optionErrors={optionErrors} />
      )}
      {draft.type === 'auto_incrementing_int' && field === null && (
        <p className="cf-def-note">Every {OBJECT_LABELS[object].one} gets the next number, those already there included.</p>
      )}
      <fieldset className="cf-def-flags">
        <legend className="field-label">Who sees it and when it is needed</legend>
        <Checkbox
          label="Visible to employees"
          hint="Shown to the employee on their own items."
          checked={draft.employee_visibility}
          disabled={!sensitive}
          onChange={(e) => set('employee_visibility', e.target.checked)}
        />
        {sensitive && draft.employee_visibility && (
          <p className="cf-def-warning" role="status">
            <IconAlert size={16} /> {VISIBILITY_WARNING}
          </p>
        )}
        <Checkbox
          label="Shown on expenses"
          checked={draft.expense_visibility}
          disabled={!sensitive}
          onChange={(e) => set('expense_visibility', e.target.checked)}
        />
        {!sensitive && <p className="cf-def-note">{VISIBILITY_NEEDS_RIGHT}</p>}
        <Checkbox
          label="Required"
          hint={
            draft.type === 'select_option'
              ? 'A select field is required anyway.'
              : 'It must be filled in before the custom fields can be saved (also on expenses).'
          }
          checked={draft.expense_required}
          onChange={(e) => set('expense_required', e.target.checked)}
        />
      </fieldset>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={back}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="submit" disabled={saving}>
          {field ? 'Save' : 'Add field'}
        </button>
      </div>
    </form>
  );
}
