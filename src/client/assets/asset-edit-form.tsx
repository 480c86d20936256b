import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { assetFieldKind, draftOfAsset, editError, normalizeAsset, type AssetDraft } from '../../shared/assets/asset-rules';
import { assetEdit } from '../../shared/assets/assets.mutations';
import { ASSET_EDIT_FIELDS, type SavedAssetFields } from '../../shared/assets/assets.schema';
import { changedFields } from '../../shared/edit-changes';
import { messages } from '../../shared/messages';
import { useMutate } from '../offline/use-mutate';
import type { PersonOption } from '../ui/person-picker';
import { useToast } from '../ui/toasts';
import { useSubmitOnce } from '../ui/use-submit-once';
import { AssetOwnerField, AssetPriceField, AssetVendorSerialFields } from './asset-form-fields';
import { assetLabel, type FoundAsset } from './use-asset';
import { useAssetDraft } from './use-asset-draft';

type EditValues = Partial<Pick<SavedAssetFields, (typeof ASSET_EDIT_FIELDS)[number]>>;

/** The edited fields compared as saved and as the server compares them ('1299,5' against '1299.50' is no change), with their new values. */
export function assetChanges(before: SavedAssetFields, draft: AssetDraft): EditValues {
  const was = normalizeAsset(draftOfAsset(before));
  const now = normalizeAsset(draft);
  return Object.fromEntries(changedFields(ASSET_EDIT_FIELDS, assetFieldKind, was, now).map((f) => [f, now[f]])) as EditValues;
}

/**
 * /assets/{id}/edit's form: owner, price, vendor, serial number. Only the changed fields are sent,
 * with the values they were edited from (the outbox adds the base), so a newer change by someone
 * else to another field is kept.
 */
export function AssetEditForm({ found, people }: { found: FoundAsset; people: readonly PersonOption[] }) {
  const { asset } = found;
  const [initial] = useState(() => draftOfAsset(asset));
  const { form, draft, errors, onChange, focusRefused, allowLeave } = useAssetDraft(initial, editError);
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const detail = `/assets/${asset.id}`;

  const save = async (draft: AssetDraft) => {
    const values = assetChanges(asset, draft);
    allowLeave();
    if (Object.keys(values).length > 0) {
      const owner = people.find((p) => p.id === normalizeAsset(draft).owner_employee_id)?.name;
      await mutate(assetEdit, { asset_id: asset.id, ...values }, { label: assetLabel(found, owner ?? found.owner?.name) });
      toast.saved(messages.assets.saved);
    }
    await navigate(detail);
  };
  const refuse = (refused: FieldErrors<AssetDraft>) => {
    if (focusRefused(refused) === 'owner_employee_id') toast.error(messages.assets.invalid, refused.owner_employee_id?.message);
  };
  const { busy, onSubmit } = useSubmitOnce(form.handleSubmit(save, refuse));

  const fieldProps = { draft, onChange, errors };
  return (
    <form className="card asset-form-card" onSubmit={onSubmit} noValidate aria-label="Edit asset">
      <div className="form-columns">
        <div className="form-columns-wide">
          <AssetOwnerField {...fieldProps} people={people} fallbackName={found.owner?.name ?? null} />
        </div>
        <AssetPriceField {...fieldProps} />
        <span className="asset-form-spacer" aria-hidden="true" />
        <AssetVendorSerialFields {...fieldProps} />
      </div>
      <div className="form-actions">
        <Link className="btn btn-secondary" to={detail}>
          Cancel
        </Link>
        <button className="btn btn-primary" type="submit" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
