import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { assetsCovered, policyName, vehicleCovered } from '../../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { assetPolicyAdd, carPolicyAdd } from '../../../shared/contracts/contracts.mutations';
import { POLICY_TEMPLATE_TYPE } from '../../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../../shared/ids';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useMutate } from '../../offline/use-mutate';
import { EmptyState } from '../../ui/empty-state';
import { FormActions } from '../../ui/form-card';
import { IconChevronLeft } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { useToast } from '../../ui/toasts';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { policyOn } from '../data/use-policy';
import { draftOf, templateRef, type ChosenTemplate } from '../data/contract-draft';
import { TemplateSourcePicker } from '../templates/template-source-picker';
import '../../ui/page.css';
import '../contracts.css';

/** /fleet/{id}/policy: pick a vehicle contract template and add it; the policy then shows at /contracts/{id}. Works offline. */
export function CarPolicyPage() {
  const { id = '' } = useParams();
  const found = useMirrorFind(
    async (db) => {
      const car = await db.mirror('cars').get(id);
      return car ? { car, policy: await policyOn(db, 'car', id) } : null;
    },
    [id],
  );
  const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();
  const back = (
    <Link to={`/fleet/${id}`} className="back-link">
      <IconChevronLeft size={18} /> {found ? [found.car.brand, found.car.model].join(' ') : 'Vehicle'}
    </Link>
  );
  const add = async () => {
    if (!found || !chosen) return toast.error('Invalid', m.selectTemplate);
    const contractId = uuidv7();
    const name = policyName(chosen.template.name, vehicleCovered(found.car));
    const draft = draftOf(chosen, { name, employeeId: found.car.related_employee_id, related: { object: 'car', ids: [id] } });
    await mutate(carPolicyAdd, { id: contractId, car_id: id, ...templateRef(chosen), draft }, { label: name });
    toast.saved(m.carPolicyCreated);
    await navigate(`/contracts/${contractId}`);
  };
  const { busy, onSubmit } = useSubmitOnce(add);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{m.carNotFound}</PageError>;
  if (found.car.deleted === 1) return <PageError back={back}>{m.carArchived}</PageError>;
  if (found.policy)
    return (
      <PageError back={back}>
        {m.carHasPolicy} <Link to={`/contracts/${found.policy.id}`}>Open {found.policy.name}</Link>
      </PageError>
    );
  return (
    <>
      {back}
      <div className="page-header">
        <div>
          <h1>Vehicle policy</h1>
          <p className="muted">
            For {vehicleCovered(found.car)}
            {found.car.person_name ? `, driven by ${found.car.person_name}` : ', a pool vehicle'}.
          </p>
        </div>
      </div>
      <form className="card card-body policy-form" onSubmit={onSubmit} noValidate aria-label="Add vehicle policy">
        <TemplateSourcePicker
          type={POLICY_TEMPLATE_TYPE.car}
          onChange={setChosen}
          empty={
            <EmptyState
              title="No vehicle policy template yet"
              text="Add one in the settings, then come back."
              image={null}
              action={<TemplatesLink type="car_policy" />}
            />
          }
        />
        <FormActions saveLabel="Add" cancelTo={`/fleet/${id}`} disabled={busy || chosen === null} />
      </form>
    </>
  );
}

function TemplatesLink({ type }: { type: string }) {
  return (
    <Link className="btn btn-secondary" to={`/settings/contracts/templates/new?type=${type}`}>
      Add a template
    </Link>
  );
}

/**
 * /assets/{id}/policy: choose one or more assets (this one, and the holder's other active assets
 * without a policy), a template of type asset_policy, then Add (enabled once a template is chosen).
 */
export function AssetPolicyPage() {
  const { id = '' } = useParams();
  const found = useMirrorFind(
    async (db) => {
      const asset = await db.mirror('assets').get(id);
      if (!asset) return null;
      const held = asset.owner_employee_id ? await db.mirror('assets').where('owner_employee_id').equals(asset.owner_employee_id).toArray() : [asset];
      const candidates = [];
      for (const a of held) if (a.deleted === 0 && !(await policyOn(db, 'asset', a.id))) candidates.push(a);
      return { asset, candidates, policy: await policyOn(db, 'asset', id) };
    },
    [id],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set([id]));
  const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();
  const back = (
    <Link to={`/assets/${id}`} className="back-link">
      <IconChevronLeft size={18} /> {found?.asset.asset_name ?? 'Asset'}
    </Link>
  );
  const add = async () => {
    const picked = found?.candidates.filter((a) => selected.has(a.id)) ?? [];
    const refusal = picked.length === 0 ? m.selectAsset : !found || !chosen ? m.selectTemplate : null;
    setError(refusal);
    if (refusal || !found || !chosen) return toast.error('Invalid', refusal ?? m.selectTemplate);
    const contractId = uuidv7();
    const name = policyName(chosen.template.name, assetsCovered(picked.map((a) => a.asset_name)));
    const ids = picked.map((a) => a.id);
    const owner = found.asset.owner_employee_id;
    const draft = draftOf(chosen, { name, employeeId: owner, related: { object: 'asset', ids } });
    await mutate(assetPolicyAdd, { id: contractId, selected_assets: ids, employee_id: owner, ...templateRef(chosen), draft }, { label: name });
    toast.saved(m.assetsAddedToPolicy(ids.length));
    await navigate(`/contracts/${contractId}`);
  };
  const { busy, onSubmit } = useSubmitOnce(add);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{m.assetNotFound}</PageError>;
  if (found.asset.deleted === 1) return <PageError back={back}>{m.assetArchived(found.asset.asset_name)}</PageError>;
  if (found.policy)
    return (
      <PageError back={back}>
        {m.assetHasPolicy(found.asset.asset_name)} <Link to={`/contracts/${found.policy.id}`}>Open {found.policy.name}</Link>
      </PageError>
    );
  const toggle = (assetId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(assetId)) next.delete(assetId);
      else next.add(assetId);
      return next;
    });
  return (
    <>
      {back}
      <div className="page-header">
        <div>
          <h1>Asset policy</h1>
          <p className="muted">{found.asset.owner_employee_name ? `For ${found.asset.owner_employee_name}.` : 'For an asset nobody holds yet.'}</p>
        </div>
      </div>
      <form className="card card-body policy-form" onSubmit={onSubmit} noValidate aria-label="Add asset policy">
        <fieldset className="policy-assets">
          <legend className="field-label">Assets</legend>
          {found.candidates.map((a) => (
            <label key={a.id} className="checkbox-row">
              <input type="checkbox" checked={selected.has(a.id)} onChange={() => toggle(a.id)} />
              <span>
                {a.asset_name}
                {a.serial_number ? <span className="muted"> · {a.serial_number}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        <TemplateSourcePicker
          type={POLICY_TEMPLATE_TYPE.asset}
          onChange={setChosen}
          empty={
            <EmptyState
              title={m.noAssetPolicy}
              text="Add an asset policy template in the settings, then come back."
              image={null}
              action={<TemplatesLink type="asset_policy" />}
            />
          }
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <FormActions saveLabel="Add" cancelTo={`/assets/${id}`} disabled={busy || chosen === null} />
      </form>
    </>
  );
}
