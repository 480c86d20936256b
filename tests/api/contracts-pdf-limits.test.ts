import { eq } from 'drizzle-orm';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contractPdfs, contractSignatures } from '../../src/server/db/schema/contracts';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import { PDF_UNPACKED_MAX_BYTES, type ContractItem } from '../../src/shared/contracts/contracts.schema';
import { useApiTest } from '../helpers/api-test';
import { addContractApi, contractDetailApi, contractWithHtml, post, postOk, templateNamed } from '../helpers/contracts-api';
import { contractPdfApi, fakePng, pdfOfPages, pngBomb, signInternallyOk } from '../helpers/contracts-signing-api';
import type { FactPerson } from '../helpers/demo-facts';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// The contracts' PDFs with what a PDF standard font cannot draw (names in every script, read back
// with pdf.js), with what no PDF should hold (a stored signature that is not a drawable PNG), and
// the uploads that unpack to far more than they weigh (uploadPDF): each answered, none a 500.
const { t, facts, admin } = useApiTest();

let nextPerson = 80;
const freshPerson = (): FactPerson => {
  const person = facts.peopleOf('Demo Company').filter((p) => p.email)[nextPerson++];
  if (!person) throw new Error('The demo company has too few people with an email address');
  return person;
};
const adminId = () => facts.userId(DEMO_EMAILS.admin);

const NAMES = {
  Polish: 'Zofia Łukasiewicz-Öztürk',
  Turkish: 'Şükrü Ağaoğlu İnce',
  Czech: 'Jiří Dvořák, Věra Čáslavská',
  Greek: 'Γιώργος Παπαδόπουλος',
  Cyrillic: 'Анна Ахматова, Ёжиков Щ.',
  Vietnamese: 'Nguyễn Thị Minh Khai, Trần Hưng Đạo',
};

describe('letters outside WinAnsi', () => {
  it('prints names in Polish, Turkish, Czech, Greek, Cyrillic and Vietnamese as typed, in the text, the signatures and the footer', async () => {
    const names = Object.values(NAMES);
    const html = `<h2>${NAMES.Greek}</h2>${names.map((n, i) => (i % 2 ? `<p><strong>${n}</strong></p>` : `<p><em>${n}</em></p>`)).join('')}`;
    const contract = await contractWithHtml(admin, freshPerson().id, html, { contract_name: `Umowa ${NAMES.Polish}` });
    await postOk(admin, '/api/contracts/setSigningMethod', { contract_id: contract.id, signers: [{ role: 'internal', user_id: adminId() }] });
    const signed = await signInternallyOk(admin, { contract_id: contract.id, name: NAMES.Vietnamese });
    expect(signed.status).toBe('signed');
    const { bytes, pages } = await contractPdfApi(admin, contract.id);
    expect(pages).toHaveLength(1);
    const signedOn = /Signed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.exec(pages[0]!.text)?.[0];
    expect(pages[0]!.text).toBe(
      `${NAMES.Greek} ${names.join(' ')} Signatures Internal signer: ${NAMES.Vietnamese} ${signedOn} Umowa ${NAMES.Polish} - page 1 of 1`,
    );
    // Only the letters used are embedded: four styles of DejaVu Sans weigh 2.7 MB in full.
    expect(bytes.length).toBeLessThan(120_000);
  });
});

/** A contract the admin alone signs, its stored drawing then replaced by `png` (as an older server may have stored it). */
async function signedWithStored(png: Buffer): Promise<ContractItem> {
  const contract = await contractWithHtml(admin, freshPerson().id, '<p>Agreed.</p>');
  await postOk(admin, '/api/contracts/setSigningMethod', { contract_id: contract.id, signers: [{ role: 'internal', user_id: adminId() }] });
  await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
  await t.db.update(contractSignatures).set({ png }).where(eq(contractSignatures.contract_id, contract.id));
  return contract;
}

describe('a stored signature that cannot be drawn', () => {
  it.each([
    ['the PNG signature followed by 200 × A', fakePng],
    ['a 7000 × 7000 PNG', () => pngBomb(7000, 7000)],
  ])('%s: the PDF is made and says the drawing cannot be shown', async (_, png) => {
    const contract = await signedWithStored(png());
    const { pages } = await contractPdfApi(admin, contract.id);
    expect(pages[0]!.images).toBe(0);
    const signedOn = /Signed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.exec(pages[0]!.text)?.[0];
    expect(pages[0]!.text).toBe(`Agreed. Signatures Internal signer: Sophie Laurent ${signedOn} ${m.signatureCannotBeShown} ${contract.name} - page 1 of 1`);
  });
});

/**
 * A one-page PDF whose object stream unpacks to `unpacked` bytes (spaces after one object): a
 * few kB to upload, and pdf-lib unpacks it in full to read the file.
 */
function pdfBomb(unpacked: number): Buffer {
  const packed = deflateSync(Buffer.alloc(unpacked, ' ').fill('5 0 << >>', 0, 9), { level: 1 });
  const head = [
    '%PDF-1.7',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >> stream`,
    '',
  ].join('\n');
  const tail = '\nendstream endobj\ntrailer << /Root 1 0 R /Size 6 >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), packed, Buffer.from(tail, 'latin1')]);
}

async function pdfContract(): Promise<ContractItem> {
  return addContractApi(admin, freshPerson().id, (await templateNamed(admin, 'Remote work agreement')).id, { file_type: 'pdf' });
}
const upload = (contractId: string, bytes: Buffer) =>
  post(admin, '/api/contracts/pdfbased/uploadPDF', { contract_id: contractId, base64_pdf: bytes.toString('base64') });

describe('an uploaded PDF that unpacks to far more than it weighs', () => {
  it('is refused with 400 on upload, and nothing is kept', async () => {
    const contract = await pdfContract();
    const bomb = pdfBomb(PDF_UNPACKED_MAX_BYTES + 1024 * 1024);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(contract.id, bomb);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'invalid_input', message: m.pdfTooHeavy, fields: { base64_pdf: m.pdfTooHeavy } });
    expect(await t.db.select().from(contractPdfs).where(eq(contractPdfs.contract_id, contract.id))).toEqual([]);
    expect((await contractDetailApi(admin, contract.id)).data.has_pdf).toBe(0);
  });

  it('is taken when it unpacks within the limit', async () => {
    const contract = await pdfContract();
    expect((await upload(contract.id, pdfBomb(1024 * 1024))).statusCode).toBe(200);
    expect((await contractPdfApi(admin, contract.id)).pages).toHaveLength(2);
  });

  it('stored before this check: its PDF answers 409 and asks for the file again, and a new upload mends it', async () => {
    const contract = await pdfContract();
    expect((await upload(contract.id, await pdfOfPages(['Remote work agreement']))).statusCode).toBe(200);
    await t.db
      .update(contractPdfs)
      .set({ pdf: pdfBomb(PDF_UNPACKED_MAX_BYTES + 1024 * 1024) })
      .where(eq(contractPdfs.contract_id, contract.id));
    const res = await admin.get(`/api/contract/${contract.id}/pdf`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'conflict', message: m.storedPdfUnreadable });
    expect((await upload(contract.id, await pdfOfPages(['Remote work agreement, again']))).statusCode).toBe(200);
    expect((await contractPdfApi(admin, contract.id)).pages[0]!.text).toBe('Remote work agreement, again');
  });
});
