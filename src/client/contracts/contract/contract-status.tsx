import { CONTRACT_STATUS_LABELS, type ContractItem } from '../../../shared/contracts/contracts.schema';

/** Draft, waiting for signatures (with how many are in) or signed; deleted above all. */
export function ContractStatusBadge({ contract }: { contract: Pick<ContractItem, 'status' | 'deleted' | 'signers'> }) {
  if (contract.deleted === 1) return <span className="badge badge-danger">Deleted</span>;
  if (contract.status === 'signed') return <span className="badge badge-success">{CONTRACT_STATUS_LABELS.signed}</span>;
  if (contract.status === 'sent') {
    const signed = contract.signers.filter((s) => s.signed_at !== null).length;
    return (
      <span className="badge badge-warning">
        {CONTRACT_STATUS_LABELS.sent} ({signed}/{contract.signers.length})
      </span>
    );
  }
  return <span className="badge">{CONTRACT_STATUS_LABELS.draft}</span>;
}
