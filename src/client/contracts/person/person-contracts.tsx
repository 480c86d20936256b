import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { PersonSectionProps } from '../../lib/client-area';
import { useCan } from '../../lib/use-can';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { PendingBadge } from '../../ui/pending-badge';
import { ContractStatusBadge } from '../contract/contract-status';
import '../contracts.css';

const SHOWN = 6;

/** The person page's Contracts card (GET /api/contract/employee/{id}/list, from the mirror): newest first, and a new one. */
export function PersonContracts({ personId, firstName }: PersonSectionProps) {
  const can = useCan();
  const contracts = useMirrorFind(async (db) => db.mirror('contracts').where('employee_id').equals(personId).toArray(), [personId]);
  const live = useMemo(() => contracts?.filter((c) => c.deleted === 0).sort((a, b) => b.created_at.localeCompare(a.created_at)), [contracts]);
  if (!can('contracts.view')) return null;
  return (
    <section className="card person-contracts-card" aria-labelledby="contracts-title">
      <div className="card-title-row">
        <h2 id="contracts-title">Contracts</h2>
        {can('contracts.edit') && (
          <Link className="btn btn-secondary" to={`/people/${personId}/contracts/new`}>
            New contract
          </Link>
        )}
      </div>
      {live && live.length === 0 && <p className="muted">{firstName} has no contract yet.</p>}
      {live && live.length > 0 && (
        <ul className="link-list">
          {live.slice(0, SHOWN).map((c) => (
            <li key={c.id}>
              <Link to={`/contracts/${c.id}`}>
                <span>{c.name}</span>
                <PendingBadge row={c} />
                <ContractStatusBadge contract={c} />
              </Link>
            </li>
          ))}
          {live.length > SHOWN && (
            <li>
              <Link to={`/contracts?q=${encodeURIComponent(firstName)}`}>All {live.length} contracts</Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
