import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import type { AssetDraft, AssetRuleError } from '../../shared/assets/asset-rules';
import type { AssetField } from '../../shared/assets/assets.schema';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { assetControlId, type AssetFormErrors } from './asset-form-fields';

/** The draft refused with the shared rule's message, on the rule's field. */
const draftSchema = (rule: (d: AssetDraft) => AssetRuleError | null) =>
  z.custom<AssetDraft>().superRefine((d, ctx) => {
    const error = rule(d);
    if (error) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
  });

/**
 * What /assets/new and /assets/{id}/edit keep alike: the form checked by the page's shared rule
 * (assignError or editError), its inline messages (a field the user changes loses its own until
 * the next try) and the leave guard while the draft differs from where it started.
 */
export function useAssetDraft(initial: AssetDraft, rule: (d: AssetDraft) => AssetRuleError | null) {
  const schema = useMemo(() => draftSchema(rule), [rule]);
  const form = useForm<AssetDraft>({ resolver: zodResolver(schema), defaultValues: initial, reValidateMode: 'onSubmit' });
  const { setValue, clearErrors, formState } = form;
  const { allowLeave } = useConfirmOnLeave(formState.isDirty);

  const onChange = useCallback(
    (patch: Partial<AssetDraft>) => {
      const keys = Object.keys(patch) as (keyof AssetDraft)[];
      for (const key of keys) setValue(key, patch[key] ?? null, { shouldDirty: true });
      clearErrors(keys);
    },
    [setValue, clearErrors],
  );
  const errors: AssetFormErrors = Object.fromEntries(Object.entries(formState.errors).map(([field, e]) => [field, e?.message]));
  /** The pickers are not plain inputs the library could focus: the refused field's control by its id. */
  const focusRefused = (refused: FieldErrors<AssetDraft>): AssetField | undefined => {
    const field = Object.keys(refused)[0] as AssetField | undefined;
    if (field) requestAnimationFrame(() => document.getElementById(assetControlId(field))?.focus());
    return field;
  };
  return { form, draft: form.watch(), errors, onChange, focusRefused, allowLeave };
}
