import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractPdfs, contracts } from '../../src/server/db/schema/contracts';
import { cars } from '../../src/server/db/schema/fleet';
import { employees } from '../../src/server/db/schema/people';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import type { ContractItem, PolicyAnswer } from '../../src/shared/contracts/contracts.schema';
import type { CarListItem } from '../../src/shared/fleet/fleet.schema';
import { uuidv7 } from '../../src/shared/ids';
import { useApiTest } from '../helpers/api-test';
import { postCar, validCar } from '../helpers/cars-api';
import { addContractApi, contractDetailApi, getOk, post, postOk, templateNamed } from '../helpers/contracts-api';
import {
  contractPdfApi,
  outboxApi,
  pdfOfPages,
  signatureDataUrl,
  signingLinkIn,
  signInternally,
  signInternallyOk,
  type OutboxMail,
  type SentAnswer,
} from '../helpers/contracts-signing-api';
import type { PdfPageRead } from '../helpers/pdf-read';
import type { FactPerson } from '../helpers/demo-facts';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// A contract's PDF (GET /api/contract/{id}/pdf, software-contracts-push.md section 7): a real PDF
// of the filled-in text with a Signatures section (each signer's role, typed name, when, and the
// drawing), read back here with pdf.js; a PDF-based contract's file (uploadPDF) with a page of
// signatures added; GET /api/contract/{id}/exists.
const { t, facts, admin, manager, readonly, other } = useApiTest();

const adminId = () => facts.userId(DEMO_EMAILS.admin);
let nextPerson = 50;
const freshPerson = (): FactPerson => {
  const person = facts.peopleOf('Demo Company').filter((p) => p.email)[nextPerson++];
  if (!person) throw new Error('The demo company has too few people with an email address');
  return person;
};
const textOf = (pages: PdfPageRead[]) => pages.map((p) => p.text).join(' ');
const imagesOf = (pages: PdfPageRead[]) => pages.reduce((n, p) => n + p.images, 0);
/** The page with the Signatures heading (the last one). */
const signaturePage = (pages: PdfPageRead[]) => {
  const page = pages.at(-1)!;
  expect(page.text).toContain('Signatures');
  return page;
};
const SIGNED_ON = /Signed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/g;

/** A new vehicle driven by the person, and its policy made from the demo's 'Company car policy'. */
async function carPolicy(person: FactPerson): Promise<{ car: CarListItem; contract: ContractItem }> {
  const res = await postCar(admin, 'add', validCar({ brand: 'Volvo', model: 'EX30', related_employee_id: person.id, is_pool_vehicle: 0 }));
  expect(res.statusCode, res.body).toBe(200);
  const car = res.json<{ data: CarListItem }>().data;
  const template = await templateNamed(admin, 'Company car policy');
  const policy = await postOk<PolicyAnswer & { data: ContractItem }>(admin, '/api/cars/addCarPolicy', { car_id: car.id, contract_template_id: template.id });
  // The template's one custom placeholder, so every placeholder is filled in.
  const contract = await postOk<{ data: ContractItem }>(admin, '/api/contracts/shortcodes/setCustomShortcodeValue', {
    contract_id: policy.data.id,
    shortcode: 'own_contribution',
    value: 'EUR 75.00',
  });
  return { car, contract: contract.data };
}

async function sendAndToken(contractId: string): Promise<string> {
  const sent = await postOk<SentAnswer>(admin, '/api/contracts/sendToEmployee', { contract_id: contractId });
  const mail = (await outboxApi(admin)).json<{ data: OutboxMail[] }>().data.find((x) => x.id === sent.mail_id)!;
  return signingLinkIn(mail.text_body).token;
}

/** A PDF-based contract of the demo's 'Remote work agreement', the admin signing for the company. */
async function pdfContract(person = freshPerson()): Promise<ContractItem> {
  const contract = await addContractApi(admin, person.id, (await templateNamed(admin, 'Remote work agreement')).id, { file_type: 'pdf' });
  expect(contract).toMatchObject({ file_type: 'pdf', has_pdf: 0 });
  return contract;
}
const upload = (contractId: string, bytes: Buffer | string) =>
  post(admin, '/api/contracts/pdfbased/uploadPDF', { contract_id: contractId, base64_pdf: Buffer.from(bytes).toString('base64') });
const exists = (id: string, c = admin) => getOk<{ exists: boolean; pdf: boolean }>(c, `/api/contract/${id}/exists`);

describe('the PDF of a contract written from a template', () => {
  it('is a real PDF of the filled-in text with a Signatures section, and no drawing before anyone signs', async () => {
    const person = freshPerson();
    const { car, contract } = await carPolicy(person);
    const { res, pages } = await contractPdfApi(admin, contract.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(`${contract.name}.pdf`)}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = textOf(pages);
    expect(text).toContain('Company car policy');
    expect(text).toContain(`Between Demo Company (the employer) and ${person.name} (the driver)`);
    expect(text).toContain(`Volvo EX30 with plate ${car.plate}`);
    expect(text).toContain('Fines are paid by the driver.');
    expect(text).toContain('The driver contributes EUR 75.00 per month');
    expect(text).not.toMatch(/\{\{|\}\}|<\/?[a-z]+>/);
    expect(signaturePage(pages).text).toContain('Nobody is asked to sign yet.');
    expect(imagesOf(pages)).toBe(0);
    expect(pages[0]!.text).toContain(`${contract.name} - page 1 of ${pages.length}`);
  });

  it('names each signer and their role once the contract is sent, and says who has not signed yet', async () => {
    const person = freshPerson();
    const { contract } = await carPolicy(person);
    await sendAndToken(contract.id);
    const { pages } = await contractPdfApi(admin, contract.id);
    const page = signaturePage(pages);
    expect(page.text).toContain('Internal signer: Sophie Laurent');
    expect(page.text).toContain(`Employee: ${person.name}`);
    expect(page.text.match(/Not signed yet/g)).toHaveLength(2);
    expect(imagesOf(pages)).toBe(0);
  });

  it('draws each signature with the typed name and when it was signed', async () => {
    const person = freshPerson();
    const { contract } = await carPolicy(person);
    const token = await sendAndToken(contract.id);
    await signInternallyOk(admin, { contract_id: contract.id, name: 'S. Laurent, HR director' });
    let pages = (await contractPdfApi(admin, contract.id)).pages;
    let page = signaturePage(pages);
    expect(page.text).toContain('Internal signer: S. Laurent, HR director');
    expect(page.text.match(SIGNED_ON)).toHaveLength(1);
    expect(page.text.match(/Not signed yet/g)).toHaveLength(1);
    expect(page.images).toBe(1);
    expect(imagesOf(pages)).toBe(1);

    const signed = await t.anonymous.post(`/api/sign/${token}`, { name: `${person.name} (driver)`, base64_signature: signatureDataUrl() });
    expect(signed.json()).toMatchObject({ status: 'signed' });
    pages = (await contractPdfApi(admin, contract.id)).pages;
    page = signaturePage(pages);
    expect(page.text).toContain(`Employee: ${person.name} (driver)`);
    expect(page.text.match(SIGNED_ON)).toHaveLength(2);
    expect(page.text).not.toContain('Not signed yet');
    expect(page.images).toBe(2);
  });

  it('prints and shows the text as it was at the first signature, not the data changed since', async () => {
    const person = freshPerson();
    const { car, contract } = await carPolicy(person);
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    const [row] = await t.db.select({ last_name: employees.last_name }).from(employees).where(eq(employees.id, person.id));
    await t.db.update(employees).set({ last_name: 'Changedafter' }).where(eq(employees.id, person.id));
    await t.db.update(cars).set({ plate: 'X-CHANGED-1' }).where(eq(cars.id, car.id));
    try {
      // The contract's page and its PDF both show what was signed, not the data as it is now.
      const shown = (await contractDetailApi(admin, contract.id)).contract_html;
      expect(shown).toContain(car.plate!);
      expect(shown).not.toContain('Changedafter');
      expect(shown).not.toContain('X-CHANGED-1');
      const text = textOf((await contractPdfApi(admin, contract.id)).pages);
      expect(text).toContain(person.name);
      expect(text).toContain(car.plate!);
      expect(text).not.toContain('Changedafter');
      expect(text).not.toContain('X-CHANGED-1');
    } finally {
      await t.db.update(employees).set({ last_name: row!.last_name }).where(eq(employees.id, person.id));
      await t.db.update(cars).set({ plate: car.plate }).where(eq(cars.id, car.id));
    }
  });

  it('is for users with contracts access, of contracts they may see', async () => {
    const { contract } = await carPolicy(freshPerson());
    expect((await manager.get(`/api/contract/${contract.id}/pdf`)).statusCode).toBe(403);
    const foreign = await other.get(`/api/contract/${contract.id}/pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(m.contractNotFound);
    expect((await admin.get(`/api/contract/${uuidv7()}/pdf`)).statusCode).toBe(404);
  });
});

describe('a PDF-based contract (uploadPDF)', () => {
  it('has no PDF until its file is uploaded: the PDF answers 404, it cannot be signed or sent', async () => {
    const contract = await pdfContract();
    await postOk(admin, '/api/contracts/setSigningMethod', {
      contract_id: contract.id,
      signers: [{ role: 'internal', user_id: adminId() }, { role: 'employee' }],
    });
    expect(await exists(contract.id)).toEqual({ exists: true, pdf: false });
    const pdf = await admin.get(`/api/contract/${contract.id}/pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(errorOf(pdf).message).toBe(m.noPdfYet);
    const sign = await signInternally(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    expect(sign.statusCode).toBe(400);
    expect(errorOf(sign).message).toBe(m.noPdfYet);
    const send = await post(admin, '/api/contracts/sendToEmployee', { contract_id: contract.id });
    expect(send.statusCode).toBe(400);
    expect(errorOf(send).message).toBe(m.noPdfYet);
  });

  it('takes a real PDF; its PDF is the upload with a page of signatures added', async () => {
    const person = freshPerson();
    const contract = await pdfContract(person);
    const file = await pdfOfPages(['Uploaded agreement, page one', 'Uploaded agreement, page two']);
    const res = await upload(contract.id, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ContractItem }>().data).toMatchObject({ id: contract.id, has_pdf: 1, file_type: 'pdf' });
    expect((await contractDetailApi(admin, contract.id)).data.has_pdf).toBe(1);
    expect(await exists(contract.id)).toEqual({ exists: true, pdf: true });
    const [stored] = await t.db.select().from(contractPdfs).where(eq(contractPdfs.contract_id, contract.id));
    expect(Buffer.from(stored!.pdf).equals(file)).toBe(true);

    let pages = (await contractPdfApi(admin, contract.id)).pages;
    expect(pages).toHaveLength(3);
    expect(pages[0]!.text).toContain('Uploaded agreement, page one');
    expect(pages[1]!.text).toContain('Uploaded agreement, page two');
    expect(signaturePage(pages).text).toContain(contract.name);
    expect(imagesOf(pages)).toBe(0);

    // Signed by the company and the employee: the drawings are on the added page.
    await postOk(admin, '/api/contracts/setSigningMethod', {
      contract_id: contract.id,
      signers: [{ role: 'internal', user_id: adminId() }, { role: 'employee' }],
    });
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    const token = await sendAndToken(contract.id);
    const page = (await t.anonymous.get(`/api/sign/${token}`)).json<{ file_type: string; contract_html: string | null }>();
    expect(page).toMatchObject({ file_type: 'pdf', contract_html: null });
    expect((await t.anonymous.post(`/api/sign/${token}`, { name: person.name, base64_signature: signatureDataUrl() })).statusCode).toBe(200);
    pages = (await contractPdfApi(admin, contract.id)).pages;
    expect(pages).toHaveLength(3);
    expect(pages[0]!.text).toContain('Uploaded agreement, page one');
    const last = signaturePage(pages);
    expect(last.text).toContain('Internal signer: Sophie Laurent');
    expect(last.text).toContain(`Employee: ${person.name}`);
    expect(last.text.match(SIGNED_ON)).toHaveLength(2);
    expect(last.images).toBe(2);
    expect(pages[0]!.images + pages[1]!.images).toBe(0);

    // Signed: the file can no longer change.
    const again = await upload(contract.id, await pdfOfPages(['Another agreement']));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.signedCannotChange);
  });

  it('takes a new file in place of the first until someone signs', async () => {
    const contract = await pdfContract();
    expect((await upload(contract.id, await pdfOfPages(['First version']))).statusCode).toBe(200);
    expect((await upload(contract.id, await pdfOfPages(['Second version']))).statusCode).toBe(200);
    const pages = (await contractPdfApi(admin, contract.id)).pages;
    expect(pages).toHaveLength(2);
    expect(pages[0]!.text).toContain('Second version');
    expect(textOf(pages)).not.toContain('First version');
  });

  it.each([
    ['random bytes', Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256))],
    ['a PDF header and nothing readable', Buffer.from('%PDF-1.7\n%garbage that is not a PDF\n')],
    ['an HTML page', Buffer.from('<html><body>Contract</body></html>')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s with 400 This file is not a PDF, and keeps nothing', async (_, bytes) => {
    const contract = await pdfContract();
    const res = await upload(contract.id, bytes);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: m.invalidPdf, fields: { base64_pdf: m.invalidPdf } });
    expect(await t.db.select().from(contractPdfs).where(eq(contractPdfs.contract_id, contract.id))).toEqual([]);
    expect((await contractDetailApi(admin, contract.id)).data.has_pdf).toBe(0);
  });

  it('refuses a contract written from a template (400), a deleted one (409), and those of users without the right', async () => {
    const file = await pdfOfPages(['An agreement']);
    const { contract: html } = await carPolicy(freshPerson());
    const written = await upload(html.id, file);
    expect(written.statusCode).toBe(400);
    expect(errorOf(written).message).toBe(m.notPdfBased);
    expect(await t.db.select().from(contractPdfs).where(eq(contractPdfs.contract_id, html.id))).toEqual([]);

    const deleted = await pdfContract();
    await postOk(admin, '/api/contracts/delete', { contract_id: deleted.id });
    const res = await upload(deleted.id, file);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.contractDeleted);

    const contract = await pdfContract();
    const body = { contract_id: contract.id, base64_pdf: file.toString('base64') };
    expect((await post(other, '/api/contracts/pdfbased/uploadPDF', body)).statusCode).toBe(404);
    expect((await post(manager, '/api/contracts/pdfbased/uploadPDF', body)).statusCode).toBe(403);
    await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents', 'wages', 'contracts']);
    try {
      // Read-only users may read contracts, not change them.
      expect((await post(readonly, '/api/contracts/pdfbased/uploadPDF', body)).statusCode).toBe(403);
    } finally {
      await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents']);
    }
    expect(await t.db.select().from(contractPdfs).where(eq(contractPdfs.contract_id, contract.id))).toEqual([]);
  });
});

describe('GET /api/contract/{id}/exists', () => {
  it('answers whether the contract is there (not deleted) and whether it has a PDF', async () => {
    const { contract } = await carPolicy(freshPerson());
    expect(await exists(contract.id)).toEqual({ exists: true, pdf: true });
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    expect(await exists(contract.id)).toEqual({ exists: false, pdf: true });
    await postOk(admin, '/api/contracts/undelete', { contract_id: contract.id });
    expect(await exists(contract.id)).toEqual({ exists: true, pdf: true });
    // Another company's user does not learn it exists.
    expect(await exists(contract.id, other)).toEqual({ exists: false, pdf: false });
    expect(await exists(uuidv7())).toEqual({ exists: false, pdf: false });
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    await postOk(admin, '/api/contracts/hardDelete', { contract_id: contract.id });
    expect(await exists(contract.id)).toEqual({ exists: false, pdf: false });
    expect(await t.db.select().from(contracts).where(eq(contracts.id, contract.id))).toEqual([]);
    expect((await manager.get(`/api/contract/${contract.id}/exists`)).statusCode).toBe(403);
  });
});
