import { eq } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractItem } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractPdfs, contractSignatures } from '../db/schema/contracts';
import { badRequest, HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { contractPdf, isReadablePdf, stampedPdf } from './contract-pdf';
import { textToSign } from './contract-sources';
import { contractOf, updateAs } from './contract-writes';

// A contract's PDF (GET /api/contract/{id}/pdf) and a PDF-based contract's file (uploadPDF).

export async function pdfOf(db: Db, companyId: string, c: ContractItem): Promise<Uint8Array> {
  const images = await db
    .select({ role: contractSignatures.role, png: contractSignatures.png })
    .from(contractSignatures)
    .where(eq(contractSignatures.contract_id, c.id));
  if (c.file_type === 'pdf') {
    const [file] = await db.select({ pdf: contractPdfs.pdf }).from(contractPdfs).where(eq(contractPdfs.contract_id, c.id));
    if (!file) throw new HttpError(404, 'not_found', m.noPdfYet);
    return stampedPdf(file.pdf, { name: c.name, signers: c.signers, images });
  }
  return contractPdf({ name: c.name, html: await textToSign(db, companyId, c), signers: c.signers, images });
}

/** POST /api/contracts/pdfbased/uploadPDF: the file of a PDF-based contract, before anyone signs it. */
export async function uploadPdf(tx: Db, write: WriteInfo, body: { contract_id: string; base64_pdf: string }) {
  const { contract } = await contractOf(tx, write, body.contract_id);
  if (contract.file_type !== 'pdf') throw badRequest(m.notPdfBased, { contract_id: m.notPdfBased });
  if (contract.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  if (contract.signers.some((s) => s.signed_at)) throw new HttpError(409, 'conflict', m.signedCannotChange);
  const bytes = Buffer.from(body.base64_pdf, 'base64');
  if (!(await isReadablePdf(bytes))) throw badRequest(m.invalidPdf, { base64_pdf: m.invalidPdf });
  await tx
    .insert(contractPdfs)
    .values({ contract_id: contract.id, pdf: bytes })
    .onConflictDoUpdate({ target: contractPdfs.contract_id, set: { pdf: bytes, uploaded_at: new Date() } });
  // The row's has_pdf changes: touch it so devices pull it again.
  return { data: await updateAs(tx, write, contract.id, {}) };
}
