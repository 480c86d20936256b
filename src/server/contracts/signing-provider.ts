import { eq } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractItem } from '../../shared/contracts/contracts.schema';
import type { SigningProviderConfig } from '../config';
import type { Db } from '../db/database';
import { contracts } from '../db/schema/contracts';
import { HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { pdfOf } from './contract-files';
import { contractOf, updateAs } from './contract-writes';
import { assertOpen, signersOf } from './signing';

// The e-signature provider adapter behind POST /api/contracts/{id}/processSignicatContracts,
// /retryProcessSignicatContracts, /resetSigningMethod and /createTemplateContractPDF. The provider
// is reached over HTTP at ESIGN_PROVIDER_URL with ESIGN_PROVIDER_KEY as a bearer token:
//   POST {url}/envelopes {reference, title, document_pdf_base64, signers: [{role, name, email}]} -> {envelope_id, status}
//   GET  {url}/envelopes/{envelope_id} -> {status: 'sent' | 'completed' | 'failed'}
// Without it, built-in signing is used and these calls answer 409 saying so.

const TIMEOUT_MS = 10_000;

export function requireProvider(provider: SigningProviderConfig | undefined): SigningProviderConfig {
  if (!provider) throw new HttpError(409, 'conflict', m.providerNotConfigured);
  return provider;
}

async function call<T>(provider: SigningProviderConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${provider.url.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${provider.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, 'server_error', m.providerFailed);
  }
  if (!res.ok) throw new HttpError(502, 'server_error', m.providerFailed);
  try {
    return (await res.json()) as T;
  } catch {
    // A proxy's error page or a cut answer: the provider did not answer as it should.
    throw new HttpError(502, 'server_error', m.providerFailed);
  }
}

const setProviderState = (tx: Db, write: WriteInfo, c: ContractItem, values: Partial<typeof contracts.$inferInsert>) => updateAs(tx, write, c.id, values);

/** Sends the contract's PDF to the provider as an envelope for its signers. */
export async function processWithProvider(tx: Db, write: WriteInfo, provider: SigningProviderConfig, id: string) {
  const { contract } = await contractOf(tx, write, id);
  assertOpen(contract);
  const signers = await signersOf(tx, write, contract);
  const pdf = await pdfOf(tx, write.viewer.company.id, { ...contract, signers });
  const envelope = await call<{ envelope_id?: unknown; status?: unknown }>(provider, 'POST', '/envelopes', {
    reference: contract.id,
    title: contract.name,
    document_pdf_base64: Buffer.from(pdf).toString('base64'),
    signers: signers.map((s) => ({ role: s.role, name: s.name, email: s.email })),
  });
  if (typeof envelope.envelope_id !== 'string' || !envelope.envelope_id) throw new HttpError(502, 'server_error', m.providerFailed);
  const data = await setProviderState(tx, write, contract, {
    signers,
    signing_method: 'provider',
    provider_reference: envelope.envelope_id,
    status: 'sent',
    sent_at: new Date(),
  });
  return { data, envelope_id: envelope.envelope_id };
}

/** Asks the provider how the envelope stands; a failed or lost one is sent again. */
export async function retryWithProvider(tx: Db, write: WriteInfo, provider: SigningProviderConfig, id: string) {
  const { contract } = await contractOf(tx, write, id);
  const [row] = await tx.select({ reference: contracts.provider_reference }).from(contracts).where(eq(contracts.id, contract.id));
  if (row?.reference) {
    const state = await call<{ status: string }>(provider, 'GET', `/envelopes/${encodeURIComponent(row.reference)}`);
    if (state.status === 'completed') {
      // Signed at the provider: each signer counts as signed now, without a drawing here.
      const at = new Date().toISOString();
      const signers = contract.signers.map((s) => (s.signed_at ? s : { ...s, signed_at: at, signed_name: s.name }));
      return { data: await setProviderState(tx, write, contract, { status: 'signed', signers }), envelope_id: row.reference };
    }
    if (state.status !== 'failed') return { data: contract, envelope_id: row.reference };
  }
  return processWithProvider(tx, write, provider, id);
}

/** Back to built-in signing: the envelope is forgotten, the signatures already in are kept. */
export async function resetSigningMethod(tx: Db, write: WriteInfo, id: string) {
  const { contract } = await contractOf(tx, write, id);
  assertOpen(contract);
  const anySigned = contract.signers.some((s) => s.signed_at);
  return { data: await setProviderState(tx, write, contract, { signing_method: 'built_in', provider_reference: null, status: anySigned ? 'sent' : 'draft' }) };
}

/** The PDF the provider gets, as base64 (for checking it before sending). */
export async function providerPdf(tx: Db, write: WriteInfo, id: string) {
  const { contract } = await contractOf(tx, write, id);
  return { file_name: `${contract.name}.pdf`, pdf_base64: Buffer.from(await pdfOf(tx, write.viewer.company.id, contract)).toString('base64') };
}
