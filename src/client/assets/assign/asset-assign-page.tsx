import { useMemo } from 'react';
import { BackLink } from '../../ui/back-link';
import { useNavigate } from 'react-router-dom';
import { emptyAssetDraft, normalizeAsset, type AssetDraft } from '../../../shared/assets/asset-rules';
import { assetAssign } from '../../../shared/assets/assets.mutations';
import { uuidv7 } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import { useMutate } from '../../offline/use-mutate';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { usePersonOptions } from '../../offline/use-person-options';
import { uuidParam, useStartedFrom } from '../../lib/use-started-from';
import { useToast } from '../../ui/toasts';
import { AssetAssignForm } from './asset-assign-form';

/**
 * /assets/new: assign one asset to one person. `employee_id` preselects the person and brings the
 * user back to that person's page; `back` (a path of this app) is where to return otherwise;
 * `asset_type_id` preselects a type (the asset-type page sends the new one back). Saving only
 * writes the device's outbox, so it works without a network.
 */
export function AssetAssignPage() {
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const { params, employeeId, leaveTo, leaveLabel, afterSave } = useStartedFrom({ path: '/assets', label: 'Assets' });
  const people = usePersonOptions();
  const types = useMirrorTable('asset_types');

  const typeId = uuidParam(params, 'asset_type_id');
  const initial = useMemo(() => ({ ...emptyAssetDraft(), owner_employee_id: employeeId, asset_type_id: typeId }), [employeeId, typeId]);

  const onSave = async (draft: AssetDraft) => {
    const id = uuidv7();
    const fields = normalizeAsset(draft);
    const typeName = types?.find((t) => t.id === fields.asset_type_id)?.name ?? 'Asset';
    const personName = people?.find((p) => p.id === fields.owner_employee_id)?.name ?? 'a person';
    await mutate(assetAssign, { ...fields, id, insert_method: 'manual' }, { label: `${typeName} for ${personName}` });
    toast.saved(messages.assets.assigned);
    await navigate(afterSave(`/assets/${id}`));
  };

  return (
    <>
      <BackLink to={leaveTo} label={leaveLabel} />
      <div className="page-header">
        <h1>Assign asset</h1>
      </div>
      {people === undefined ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : (
        <AssetAssignForm initial={initial} people={people} onSave={onSave} cancelTo={leaveTo} />
      )}
    </>
  );
}
