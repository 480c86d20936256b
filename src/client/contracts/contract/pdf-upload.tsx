import { useState } from 'react';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { PDF_MAX_BYTES, type ContractItem } from '../../../shared/contracts/contracts.schema';
import { ApiError } from '../../lib/api';
import { useServerCall } from '../data/use-server-call';
import { useOffline } from '../../offline/offline-context';
import { useToast } from '../../ui/toasts';
import { bytesToBase64 } from '../data/base64';

/** A PDF-based contract: its file (POST /api/contracts/pdfbased/uploadPDF), replaced until someone signs. Needs the server. */
export function PdfUpload({ contract, editable }: { contract: ContractItem; editable: boolean }) {
  const online = useOffline().status.online;
  const toast = useToast();
  const call = useServerCall();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signed = contract.signers.some((s) => s.signed_at);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > PDF_MAX_BYTES) return setError(`A PDF holds at most ${PDF_MAX_BYTES / 1024 / 1024} MB.`);
    setBusy(true);
    try {
      await call('/api/contracts/pdfbased/uploadPDF', { contract_id: contract.id, base64_pdf: bytesToBase64(new Uint8Array(await file.arrayBuffer())) });
      toast.saved('PDF uploaded');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.needsNetwork);
    } finally {
      setBusy(false);
    }
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
