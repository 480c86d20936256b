import { useCallback, useState } from 'react';
import type { AssetDraft, AssetRuleError } from '../../shared/assets/asset-rules';
import type { AssetField } from '../../shared/assets/assets.schema';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import { useFieldErrors } from '../ui/use-field-errors';
import { assetControlId } from './asset-form-fields';

/**
 * What /assets/new and /assets/{id}/edit keep alike: the draft, its inline messages (a field the
 * user changes loses its own until the next try), and the leave guard while the draft differs from
 * where it started. `refuse` marks the rule's field and puts the focus on it.
 */
export function useAssetDraft(initial: AssetDraft) {
  const [draft, setDraft] = useState(initial);
  const { errors, setErrors, clearErrors } = useFieldErrors<AssetField>();
  const { allowLeave } = useConfirmOnLeave(JSON.stringify(draft) !== JSON.stringify(initial));

  const onChange = useCallback(
    (patch: Partial<AssetDraft>) => {
      setDraft((d) => ({ ...d, ...patch }));
      clearErrors(Object.keys(patch));
    },
    [clearErrors],
  );
  const refuse = (error: AssetRuleError) => {
    setErrors({ [error.field]: error.message });
    // After React has shown the marker, so the field is announced with it.
    requestAnimationFrame(() => document.getElementById(assetControlId(error.field))?.focus());
  };
  return { draft, errors, setErrors, onChange, refuse, allowLeave };
}
