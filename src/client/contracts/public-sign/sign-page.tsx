import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import type { SigningPageAnswer } from '../../../shared/contracts/contracts.schema';
import { formatDate } from '../../../shared/format';
import { ApiError, apiGet, apiPost } from '../../lib/api';
import { TextInput } from '../../ui/field';
import { ContractDocument } from '../contract/contract-document';
import { SignatureCanvas } from '../contract/signature-pad';
import '../../ui/page.css';
import '../contracts.css';

/**
 * /sign/{token}: the employee reads and signs a contract without an account, usually on a phone.
 * The link's token is the only key; it signs once, then offers her signed copy until it expires.
 * Signing needs the network.
 */
export function SignPage() {
  const { token = '' } = useParams();
  const [page, setPage] = useState<SigningPageAnswer | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [png, setPng] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    apiGet<SigningPageAnswer>(`/api/sign/${encodeURIComponent(token)}`)
      .then((p) => {
        setPage(p);
        setName(p.signer_name);
      })
      .catch((err: unknown) => setFatal(err instanceof ApiError && err.code !== 'network' ? err.message : m.signingNeedsNetwork));
  }, [token]);
  const sign = async () => {
    if (!png || !name.trim()) return setError(!png ? m.invalidSignature : m.enterName);
    setBusy(true);
    setError(null);
    try {
      await apiPost(`/api/sign/${encodeURIComponent(token)}`, { name, base64_signature: png });
      setDone(true);
      setPage((p) => (p ? { ...p, already_signed: true, signed_copy: true } : p));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.signingNeedsNetwork);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="sign-page">
      {fatal && (
        <div className="card card-body" role="alert">
          <h1>Signing link</h1>
          <p>{fatal}</p>
        </div>
      )}
      {!fatal && !page && <div className="page-loading" aria-busy="true" aria-label="Loading" />}
      {page && (
        <>
          <header className="sign-header">
            <p className="muted">{page.company_name} asks you to sign</p>
            <h1>{page.contract_name}</h1>
          </header>
          {page.contract_html !== null ? (
            <ContractDocument html={page.contract_html} />
          ) : (
            <p className="card card-body">This contract is a PDF. Ask the sender for a copy if you have not received it.</p>
          )}
          {done || page.already_signed ? (
            <div className="card card-body sign-done" role="status">
              <h2>Signed</h2>
              <p>{m.signedThanks}</p>
              {page.signed_copy && (
                <>
                  <a className="btn btn-primary" href={`/api/sign/${encodeURIComponent(token)}/pdf`} download>
                    Download your signed copy (PDF)
                  </a>
                  <p className="muted">This link opens your copy until {formatDate(page.expires_at.slice(0, 10))}; it is also in the mail we sent you.</p>
                </>
              )}
            </div>
          ) : (
            <section className="card card-body sign-form" aria-labelledby="sign-title">
              <h2 id="sign-title">Your signature</h2>
              <TextInput label="Your full name" required value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
              <SignatureCanvas onChange={setPng} />
              {error && (
                <p className="field-error" role="alert">
                  {error}
                </p>
              )}
              <button type="button" className="btn btn-primary sign-submit" disabled={busy} onClick={() => void sign()}>
                I have read the contract and sign it
              </button>
            </section>
          )}
        </>
      )}
    </main>
  );
}
