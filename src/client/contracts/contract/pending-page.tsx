import { useMemo } from 'react';
import { BackLink } from '../../ui/back-link';
import { Link } from 'react-router-dom';
import { internalRoleOwed } from '../../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { SIGNER_ROLE_LABELS } from '../../../shared/contracts/contracts.schema';
import { formatDate } from '../../../shared/format';
import { useViewer } from '../../lib/session-context';
import { useMirrorTable } from '../../offline/use-mirror-table';
import { EmptyState } from '../../ui/empty-state';
import { IconSignature } from '../../ui/icons';
import '../../ui/page.css';
import '../contracts.css';

/** /contracts/pending (GET /api/contract/pendingInternal, made on the device): the contracts waiting for my signature for the company. */
export function PendingPage() {
  const viewer = useViewer();
  const contracts = useMirrorTable('contracts');
  const owed = useMemo(
    () =>
      contracts
        ?.map((c) => ({ c, role: internalRoleOwed(c, viewer.user.id) }))
        .filter((x) => x.role !== null)
        .sort((a, b) => b.c.created_at.localeCompare(a.c.created_at)),
    [contracts, viewer.user.id],
  );
  return (
    <>
      <BackLink to="/contracts" label="Contracts" />
      <div className="page-header">
        <div>
          <h1>To sign</h1>
          <p className="muted">Contracts waiting for your signature for the company.</p>
        </div>
      </div>
      {owed === undefined ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : owed.length === 0 ? (
        <EmptyState title={m.noPendingSignatures} text="Contracts that need your signature appear here." />
      ) : (
        <ul className="card pending-list">
          {owed.map(({ c, role }) => (
            <li key={c.id}>
              <Link to={`/contracts/${c.id}`} className="template-row">
                <IconSignature size={20} />
                <span className="template-row-name">
                  <strong>{c.name}</strong>
                  <span className="muted">
                    {role ? SIGNER_ROLE_LABELS[role] : ''} · made on {formatDate(c.created_at.slice(0, 10))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
