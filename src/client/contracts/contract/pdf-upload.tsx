import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { PDF_MAX_BYTES, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { useServerAction } from '../data/use-server-call';
import { useOffline } from '../../offline/offline-context';
import { useToast } from '../../ui/toasts';
import { bytesToBase64 } from '../data/base64';

/** A PDF-based contract: its file (POST /api/contracts/pdfbased/uploadPDF), replaced until someone signs. Needs the server. */
export function PdfUpload({ contract, editable }: { contract: ContractItem; editable: boolean }) {
  const online = useOffline().status.online;
  const toast = useToast();
  const { busy, error, setError, run } = useServerAction(m.needsNetwork);
  const signed = contract.signers.some((s) => s.signed_at);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PDF_MAX_BYTES) return setError(`A PDF holds at most ${PDF_MAX_BYTES / 1024 / 1024} MB.`);
    const base64_pdf = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
    if (await run((call) => call('/api/contracts/pdfbased/uploadPDF', { contract_id: contract.id, base64_pdf }))) toast.saved('PDF uploaded');
  };
  return (
    <section className="card card-body contract-pdf" aria-labelledby="pdf-title">
      <h2 id="pdf-title">The contract’s PDF</h2>
      <p className="muted">{contract.has_pdf ? 'The PDF is uploaded. Download it above; the signatures are added on a last page.' : m.noPdfYet}</p>
      {editable && !signed && (
        <>
          <label className="field-label" htmlFor="contract-pdf-file">
            {contract.has_pdf ? 'Replace the PDF' : 'Upload the PDF'}
          </label>
          <input
            id="contract-pdf-file"
            className="input"
            type="file"
            accept="application/pdf,.pdf"
            disabled={!online || busy}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          {!online && <p className="field-hint">{m.needsNetwork}</p>}
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
