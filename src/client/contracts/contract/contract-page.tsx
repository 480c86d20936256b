import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { internalRoleOwed } from '../../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { TEMPLATE_TYPE_LABELS } from '../../../shared/contracts/contracts.schema';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/session-context';
import { PageError } from '../../ui/page-error';
import { PendingBadge } from '../../ui/pending-badge';
import { useContract, type FoundContract } from '../data/use-contract';
import { ContractActions } from './contract-actions';
import { ContractDocument } from './contract-document';
import { ContractStatusBadge } from './contract-status';
import { PdfUpload } from './pdf-upload';
import { RenameButton } from './rename-dialog';
import { ShortcodesCard } from './shortcodes-card';
import { SignersCard } from './signers-card';
import '../../ui/page.css';
import '../contracts.css';

/**
 * /contracts/{id}: the contract filled in on this device from its mirrors (it reads offline, the
 * placeholders it cannot fill marked), what it covers, its placeholders to fill, its signers, and
 * what may be done: edit, send, sign, the PDF, delete.
 */
export function ContractPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const found = useContract(id, viewer.company.name);
  const back = <BackLink to="/contracts" label="Contracts" />;
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{m.contractNotFound}</PageError>;
  return (
    <>
      {back}
      <ContractView found={found} />
    </>
  );
}

function ContractView({ found }: { found: FoundContract }) {
  const can = useCan();
  const viewer = useViewer();
  const { contract, person, filled, covers } = found;
  const editable = can('contracts.edit') && contract.deleted === 0;
  const owed = internalRoleOwed(contract, viewer.user.id);
  return (
    <>
      <div className="page-header contract-header">
        <div>
          <h1>
            {contract.name}
            {editable && <RenameButton contract={contract} />}
          </h1>
          <div className="person-header-meta">
            <ContractStatusBadge contract={contract} />
            <span className="badge">{TEMPLATE_TYPE_LABELS[contract.template_type]}</span>
            {person && (
              <Link to={`/people/${person.id}`} className="person-link">
                {person.name}
              </Link>
            )}
            {covers.map((c) => (
              <Link key={c.href} to={c.href} className="badge badge-primary">
                {c.label}
              </Link>
            ))}
            <PendingBadge row={contract} />
          </div>
        </div>
        <ContractActions contract={contract} personName={person?.name ?? null} owed={owed} />
      </div>
      {contract.deleted === 1 && (
        <div className="banner banner-danger" role="status">
          This contract is deleted. It can be restored, or deleted for good.
        </div>
      )}
      <div className="contract-layout">
        <div className="contract-main">
          {contract.file_type === 'pdf' ? (
            <PdfUpload contract={contract} editable={editable} />
          ) : (
            <>
              {filled.unfilled.length > 0 && (
                <p className="contract-unfilled-note" role="note">
                  {filled.unfilled.length === 1 ? 'One placeholder has' : `${filled.unfilled.length} placeholders have`} no value yet: marked in the text.
                </p>
              )}
              <ContractDocument html={filled.html} />
            </>
          )}
        </div>
        <aside className="contract-side">
          <ShortcodesCard contract={contract} unfilled={filled.unfilled} editable={editable && !contract.signers.some((s) => s.signed_at)} />
          <SignersCard contract={contract} />
        </aside>
      </div>
    </>
  );
}
