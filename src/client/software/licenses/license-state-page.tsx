import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { licenseDeactivate, licenseReactivate } from '../../../shared/software/software.mutations';
import { softwareMessages } from '../../../shared/software/software.messages';
import { todayIso } from '../../lib/today';
import { useMutate } from '../../offline/use-mutate';
import { ConfirmPage } from '../../ui/confirm-page';
import { useToast } from '../../ui/toasts';
import { ProductLogo } from '../product-logo';
import { licenseBack } from './license-back';
import { licensePath } from './license-detail-parts';
import { licenseLabel, productNameOf, useLicense, type FoundLicense } from './use-license';
import '../../ui/page.css';
import './license-page.css';

type Change = 'deactivate' | 'reactivate';

/**
 * /software/licenses/{id}/delete (software-contracts-push.md sections 2 and 4): deactivates an
 * active licence, or reactivates a deactivated one, at the same route, on the device's day. The
 * mirror changes at once and the outbox sends the call, so it works offline.
 */
export function LicenseStatePage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const found = useLicense(id);
  // The change asked for, kept once made: the mirror flips the licence before the page has left.
  const [made, setMade] = useState<Change | null>(null);
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <Navigate to={`/software/licenses/${id ?? ''}`} replace />;
  const change = made ?? (found.license.active === 1 ? 'deactivate' : 'reactivate');
  return <StateForm found={found} params={params} change={change} onMade={setMade} />;
}

function StateForm({ found, params, change, onMade }: { found: FoundLicense; params: URLSearchParams; change: Change; onMade: (c: Change) => void }) {
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { license, person, product } = found;
  const name = productNameOf(found);
  const personName = person?.name ?? 'this person';
  const backParam = licenseBack(params, license.product_id, { product: name, person: person?.name ?? null }).param;
  const licenseHref = licensePath(license.id, backParam);
  const deactivating = change === 'deactivate';

  const run = async () => {
    setBusy(true);
    onMade(change);
    try {
      const args = { license_id: license.id, date: todayIso() };
      if (deactivating) await mutate(licenseDeactivate, args, { label: licenseLabel(found) });
      else await mutate(licenseReactivate, args, { label: licenseLabel(found) });
      toast.saved(deactivating ? softwareMessages.deactivated : softwareMessages.reactivated);
      await navigate(licenseHref, { replace: true });
    } catch {
      // The device refused to queue it (its storage failed): the buttons stay for another try.
      setBusy(false);
    }
  };

  const meta = [
    person?.name,
    license.active === 1 ? `Activated on ${formatDate(license.date_enabled)}` : `Deactivated on ${formatDate(license.date_deactivated)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ConfirmPage
      title={deactivating ? 'Deactivate licence' : 'Reactivate licence'}
      backTo={licenseHref}
      backLabel={`${name} licence`}
      tile={<ProductLogo name={name} logo={product?.logo ?? null} size="lg" />}
      name={name}
      meta={meta}
      className="license-state-card"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void run();
        }}
      >
        <p className="license-state-question">
          {deactivating ? softwareMessages.deactivateQuestion(personName, name) : softwareMessages.reactivateQuestion(personName, name)}
        </p>
        {deactivating && <p className="muted">{softwareMessages.deactivateExplained}</p>}
        <div className="form-actions">
          <Link className="btn btn-secondary" to={licenseHref}>
            {deactivating ? softwareMessages.keepActive : softwareMessages.keepDeactivated}
          </Link>
          <button className={deactivating ? 'btn btn-danger' : 'btn btn-primary'} type="submit" disabled={busy}>
            {deactivating ? 'Deactivate' : 'Reactivate'}
          </button>
        </div>
      </form>
    </ConfirmPage>
  );
}
