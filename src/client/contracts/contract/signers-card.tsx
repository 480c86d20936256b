import { SIGNER_ROLE_LABELS, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { formatDateTime } from '../../../shared/format';
import { IconCheck } from '../../ui/icons';

/** Who signs, and who has (GET /api/contracts/{id}/signers, from the mirror's row). */
export function SignersCard({ contract }: { contract: ContractItem }) {
  return (
    <section className="card card-body contract-card" aria-labelledby="signers-title">
      <h2 id="signers-title">Signatures</h2>
      {contract.signers.length === 0 ? (
        <p className="muted">
          {contract.pdf_internal_signature_required ? 'The company and the employee sign' : 'The employee signs'} once the contract is sent.
        </p>
      ) : (
        <ul className="signer-list">
          {contract.signers.map((s) => (
            <li key={s.role} className={s.signed_at ? 'is-signed' : undefined}>
              <span className="signer-role">{SIGNER_ROLE_LABELS[s.role]}</span>
              <strong>{s.signed_name ?? s.name}</strong>
              <span className="muted">
                {s.signed_at ? (
                  <>
                    <IconCheck size={14} /> Signed {formatDateTime(s.signed_at)}
                  </>
                ) : (
                  'Not signed yet'
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
