import { Link } from 'react-router-dom';
import { canAddPolicy } from '../../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import type { ObjectSectionProps } from '../../lib/client-area';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/session-context';
import { IconFileText, IconPlus } from '../../ui/icons';
import { ContractStatusBadge } from '../contract/contract-status';
import { usePolicy } from '../data/use-policy';
import '../contracts.css';

/**
 * The policy card on /fleet/{id} and /assets/{id}: a link to the policy at /contracts/{id}, or the
 * button to add one at /fleet/{id}/policy or /assets/{id}/policy, shown only with contracts access
 * and only for an active object without a policy (fleet-and-assets.md sections 2 and 4).
 */
export function PolicyCard({ object, id, deleted }: ObjectSectionProps) {
  const can = useCan();
  const viewer = useViewer();
  const kind = object === 'car' ? 'car' : 'asset';
  const policy = usePolicy(kind, id);
  if (!can('contracts.view') || (object !== 'car' && object !== 'asset') || policy === undefined) return null;
  const addHref = object === 'car' ? `/fleet/${id}/policy` : `/assets/${id}/policy`;
  return (
    <section className="card card-body policy-card" aria-labelledby={`policy-${id}`}>
      <div className="card-title-row">
        <h2 id={`policy-${id}`}>{object === 'car' ? 'Vehicle policy' : 'Asset policy'}</h2>
        {canAddPolicy(viewer, { deleted }, policy !== null) && (
          <Link className="btn btn-primary" to={addHref}>
            <IconPlus size={18} /> Add policy
          </Link>
        )}
      </div>
      {policy ? (
        <Link to={`/contracts/${policy.id}`} className="template-row">
          <IconFileText size={20} />
          <span className="template-row-name">
            <strong>{policy.name}</strong>
          </span>
          <ContractStatusBadge contract={policy} />
        </Link>
      ) : (
        <p className="muted">{object === 'asset' ? m.noAssetPolicy : 'No vehicle policy yet.'}</p>
      )}
    </section>
  );
}
