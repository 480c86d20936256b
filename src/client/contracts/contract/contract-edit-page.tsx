import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { contractEdit } from '../../../shared/contracts/contracts.mutations';
import { contractEditBodySchema } from '../../../shared/contracts/contracts.schema';
import { useViewer } from '../../lib/session-context';
import { useMutate } from '../../offline/use-mutate';
import { IconChevronLeft } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useContract, type ContractRow } from '../data/use-contract';
import { useHashtags } from '../data/use-templates';
import { RichTextEditor } from '../editor/rich-text-editor';
import '../../ui/page.css';
import '../contracts.css';

/** /contracts/{id}/edit: this contract's own text (POST /api/contracts/edit), until someone signs it. Works offline. */
export function ContractEditPage() {
  const { id } = useParams();
  const viewer = useViewer();
  const found = useContract(id, viewer.company.name);
  const back = (
    <Link to={`/contracts/${id ?? ''}`} className="back-link">
      <IconChevronLeft size={18} /> {found?.contract.name ?? 'Contract'}
    </Link>
  );
  if (found === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (found === null) return <PageError back={back}>{m.contractNotFound}</PageError>;
  if (found.contract.signers.some((s) => s.signed_at) || found.contract.file_type === 'pdf' || found.contract.deleted === 1)
    return (
      <PageError back={back}>
        {found.contract.file_type === 'pdf' ? m.pdfBasedHasNoContent : found.contract.deleted ? m.contractDeleted : m.signedCannotChange}
      </PageError>
    );
  return (
    <>
      {back}
      <EditForm key={found.contract.id} contract={found.contract} />
    </>
  );
}

function EditForm({ contract }: { contract: ContractRow }) {
  const [before] = useState(contract.content_html);
  const [html, setHtml] = useState(before);
  const hashtags = useHashtags();
  const mutate = useMutate();
  const toast = useToast();
  const navigate = useNavigate();
  const { allowLeave } = useConfirmOnLeave(html !== before);
  const detail = `/contracts/${contract.id}`;
  const save = async () => {
    const check = contractEditBodySchema.safeParse({ contract_id: contract.id, content_html: html });
    if (!check.success) return toast.error('Form invalid', check.error.issues[0]?.message);
    allowLeave();
    if (html !== before) await mutate(contractEdit, { contract_id: contract.id, content_html: html }, { label: contract.name });
    toast.saved(m.saved);
    await navigate(detail);
  };
  const { busy, onSubmit } = useSubmitOnce(save);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit contract text">
      <div className="page-header">
        <div>
          <h1>Edit {contract.name}</h1>
          <p className="muted">Only this contract changes; its template stays as it is.</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-secondary" to={detail}>
            Cancel
          </Link>
          <button className="btn btn-primary" type="submit" disabled={busy}>
            Save
          </button>
        </div>
      </div>
      <RichTextEditor label="Contract text" initialHtml={before} hashtags={hashtags} onChange={setHtml} />
    </form>
  );
}
