import { eq } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractItem } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractPdfs, contractSignatures } from '../db/schema/contracts';
import { badRequest, HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { runTask } from '../workers/worker-pool';
import { checkUploadedPdfTask, contractPdfTask, stampedPdfTask } from './contract-pdf.worker';
import { textToSign } from './contract-sources';
import { contractOf, updateAs } from './contract-writes';

// A contract's PDF (GET /api/contract/{id}/pdf) and a PDF-based contract's file (uploadPDF). The
// PDF work runs in the worker pool, bounded in time and memory: a heavy file holds no other request.

/** The longest contract (500,000 characters, 270 pages) took 13 s on 2 cores shared with a dozen busy processes. */
const PDF_BUILD_MS = 60_000;
/** Reading an upload (its unpacked size is bounded first). */
const PDF_READ_MS = 20_000;

const unreadableStored = () => new HttpError(409, 'conflict', m.storedPdfUnreadable);

export async function pdfOf(db: Db, companyId: string, c: ContractItem): Promise<Uint8Array> {
  const images = await db
    .select({ role: contractSignatures.role, png: contractSignatures.png })
    .from(contractSignatures)
    .where(eq(contractSignatures.contract_id, c.id));
  const common = { name: c.name, signers: c.signers, images };
  if (c.file_type === 'pdf') {
    const [file] = await db.select({ pdf: contractPdfs.pdf }).from(contractPdfs).where(eq(contractPdfs.contract_id, c.id));
    if (!file) throw new HttpError(404, 'not_found', m.noPdfYet);
    const stamped = await runTask(stampedPdfTask, { ...common, original: file.pdf }, { timeoutMs: PDF_BUILD_MS, beyondBounds: unreadableStored });
    if (!stamped) throw unreadableStored();
    return stamped;
  }
  const html = await textToSign(db, companyId, c);
  return runTask(contractPdfTask, { ...common, html }, { timeoutMs: PDF_BUILD_MS, beyondBounds: () => new HttpError(503, 'server_error', m.pdfTooSlow) });
}

/** POST /api/contracts/pdfbased/uploadPDF: the file of a PDF-based contract, before anyone signs it. */
export async function uploadPdf(tx: Db, write: WriteInfo, body: { contract_id: string; base64_pdf: string }) {
  const { contract } = await contractOf(tx, write, body.contract_id);
  if (contract.file_type !== 'pdf') throw badRequest(m.notPdfBased, { contract_id: m.notPdfBased });
  if (contract.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  if (contract.signers.some((s) => s.signed_at)) throw new HttpError(409, 'conflict', m.signedCannotChange);
  const bytes = Buffer.from(body.base64_pdf, 'base64');
  const tooHeavy = () => badRequest(m.pdfTooHeavy, { base64_pdf: m.pdfTooHeavy });
  const check = await runTask(checkUploadedPdfTask, bytes, { timeoutMs: PDF_READ_MS, beyondBounds: tooHeavy });
  if (check === 'too_heavy') throw tooHeavy();
  if (check !== 'pdf') throw badRequest(m.invalidPdf, { base64_pdf: m.invalidPdf });
  await tx
    .insert(contractPdfs)
    .values({ contract_id: contract.id, pdf: bytes })
    .onConflictDoUpdate({ target: contractPdfs.contract_id, set: { pdf: bytes, uploaded_at: new Date() } });
  // The row's has_pdf changes: touch it so devices pull it again.
  return { data: await updateAs(tx, write, contract.id, {}) };
}
