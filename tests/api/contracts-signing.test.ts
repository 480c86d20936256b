import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contractSignatures, contractSigningLinks, contractTemplates, contracts, mailOutbox } from '../../src/server/db/schema/contracts';
import { employees } from '../../src/server/db/schema/people';
import { createSigningLink } from '../../src/server/contracts/signing-links';
import { BLANK_TO_FILL } from '../../src/shared/contracts/contract-placeholders';
import { internalRoleOwed } from '../../src/shared/contracts/contract-rules';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_PIXELS, type ContractItem, type Signer, type SigningPageAnswer } from '../../src/shared/contracts/contracts.schema';
import { uuidv7 } from '../../src/shared/ids';
import { activityPage } from '../helpers/activity-api';
import { useApiTest } from '../helpers/api-test';
import {
  addContractApi,
  addTemplateApi,
  contractDetailApi,
  contractsApi,
  contractWithHtml,
  getOk,
  post,
  postOk,
  templateDetailApi,
  templateNamed,
} from '../helpers/contracts-api';
import {
  contractPdfApi,
  dataUrlOf,
  fakePng,
  outboxApi,
  pixelsOf,
  pngBomb,
  signatureDataUrl,
  signaturePng,
  signingLinkIn,
  signInternally,
  signInternallyOk,
  type OutboxMail,
  type SentAnswer,
} from '../helpers/contracts-signing-api';
import { pngOf } from '../../src/server/seed/demo-signature';
import { readPdf } from '../helpers/pdf-read';
import type { FactPerson } from '../helpers/demo-facts';
import { setRights } from '../helpers/sync-api';
import { DEMO_EMAILS, errorOf, type Client } from '../helpers/test-app';

// Built-in signing (software-contracts-push.md sections 4 and 7): the company's signers draw their
// signature (POST /api/contract/signInternally), the first signature freezes the text, the last
// makes the contract signed; GET /api/contract/pendingInternal lists what waits for the viewer;
// sendToEmployee puts a mail with a signing link in the outbox (no SMTP here); the employee signs
// without an account through that link (single use, expiring, signed); without an e-signature
// provider its calls answer 409; contracts and templates move from one user to another (reassign).
const { t, facts, admin, support, manager, readonly, hr, other } = useApiTest();

const EMPLOYMENT = 'Employment contract (white collar)';
const DAY = 86_400_000;
const adminId = () => facts.userId(DEMO_EMAILS.admin);
const readonlyId = () => facts.userId(DEMO_EMAILS.readonly);
const hrId = () => facts.userId(DEMO_EMAILS.hr);
const supportId = () => facts.userId(DEMO_EMAILS.support);

// People with an email address, one per test that needs a fresh one.
let nextPerson = 30;
const freshPerson = (): FactPerson => {
  const people = facts.peopleOf('Demo Company').filter((p) => p.email);
  const person = people[nextPerson++ % people.length];
  if (!person) throw new Error('The demo company has no people with an email address');
  return person;
};

/** A contract of the employment template: the admin signs for the company, Ilse (HR) second, the person last. */
async function employmentContract(over: Record<string, unknown> = {}, person = freshPerson()): Promise<ContractItem> {
  return addContractApi(admin, person.id, (await templateNamed(admin, EMPLOYMENT)).id, over);
}

/** Read-only Eva with contracts access (she has none in the demo): she may then see and sign contracts, not edit them. */
async function withReadonlyContracts<T>(run: () => Promise<T>): Promise<T> {
  await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents', 'wages', 'contracts']);
  try {
    return await run();
  } finally {
    await setRights(t.db, DEMO_EMAILS.readonly, ['fleet', 'documents']);
  }
}

const signatureRows = (contractId: string) => t.db.select().from(contractSignatures).where(eq(contractSignatures.contract_id, contractId));
async function contractRow(id: string) {
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error(`No contract ${id}`);
  return row;
}
/** The admin's page's text as it is signed: each placeholder marked unfilled a line to fill by hand. */
const asSigned = (html: string) => html.replace(/<mark class="placeholder-unfilled" data-shortcode="[a-z._0-9]+">\{\{[a-z._0-9]+\}\}<\/mark>/g, BLANK_TO_FILL);
const signerOf = (c: ContractItem, role: Signer['role']) => c.signers.find((s) => s.role === role);
const pending = async (c: Client) => (await getOk<{ data: ContractItem[] }>(c, '/api/contract/pendingInternal')).data;
const outbox = async (c: Client = admin) => {
  const res = await outboxApi(c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OutboxMail[]; smtp: boolean }>();
};
const send = (c: Client, body: Record<string, unknown>) => post(c, '/api/contracts/sendToEmployee', body);
async function sendOk(contractId: string, body: Record<string, unknown> = {}): Promise<SentAnswer> {
  return postOk<SentAnswer>(admin, '/api/contracts/sendToEmployee', { contract_id: contractId, ...body });
}
/** Sends the contract and answers its signing link's token (from the mail in the outbox). */
async function sentToken(contractId: string): Promise<string> {
  const sent = await sendOk(contractId);
  const mail = (await outbox()).data.find((x) => x.id === sent.mail_id);
  if (!mail) throw new Error('The mail is not in the outbox');
  return signingLinkIn(mail.text_body).token;
}
const signPage = (token: string) => t.anonymous.get(`/api/sign/${token}`);
const signByLink = (token: string, body: Record<string, unknown> = {}) =>
  t.anonymous.post(`/api/sign/${token}`, { name: 'Signed by the employee', base64_signature: signatureDataUrl(), ...body });

type SigningPage = SigningPageAnswer;

describe('signing internally', () => {
  it('the company’s signer draws a signature: stored with the typed name, the signers fixed, the text frozen, the contract not signed yet', async () => {
    const person = freshPerson();
    const contract = await employmentContract({}, person);
    expect(contract.signers).toEqual([]);
    const filled = asSigned((await contractDetailApi(admin, contract.id)).contract_html);
    const png = signaturePng();
    const before = Date.now();
    const res = await post(admin, '/api/contract/signInternally', {
      contract_id: contract.id,
      name: '  Sophie Laurent ',
      base64_signature: dataUrlOf(png),
      is_second_signer: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = res.json<{ data: ContractItem }>().data;
    // The signers are the template's: the admin, the second signer and the person.
    expect(signed.signers.map((s) => [s.role, s.user_id ?? s.employee_id])).toEqual([
      ['internal', adminId()],
      ['second_internal', hrId()],
      ['employee', person.id],
    ]);
    expect(signerOf(signed, 'internal')).toMatchObject({ name: 'Sophie Laurent', email: DEMO_EMAILS.admin, signed_name: 'Sophie Laurent' });
    expect(Date.parse(signerOf(signed, 'internal')!.signed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(signerOf(signed, 'second_internal')).toMatchObject({ signed_at: null, signed_name: null });
    expect(signerOf(signed, 'employee')).toMatchObject({ name: person.name, email: person.email, signed_at: null });
    expect(signed.status).toBe('draft');
    expect(await getOk<{ data: Signer[] }>(admin, `/api/contracts/${contract.id}/signers`)).toEqual({ data: signed.signers });
    expect((await contractsApi(admin)).find((c) => c.id === contract.id)).toEqual(signed);

    const rows = await signatureRows(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'internal', signed_name: 'Sophie Laurent', signed_by_user_id: adminId() });
    // Stored as decoded and written again: the same drawing, pixel for pixel.
    expect(pixelsOf(rows[0]!.png)).toEqual(pixelsOf(png));
    // What everyone signs is the text as it was filled in at the first signature.
    expect((await contractRow(contract.id)).signed_html).toBe(filled);
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({
      event_type: 'contract_signed',
      event_info_json: { contract_id: contract.id, contract_name: contract.name, signer_role: 'internal', signer_name: 'Sophie Laurent' },
    });
  });

  it('the second signer signs with is_second_signer=1, and the contract is signed when every signer has signed', async () => {
    const contract = await employmentContract({ pdf_employee_signature_required: 0 });
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    // Ilse is not the company's first signer.
    const wrongRole = await signInternally(hr, { contract_id: contract.id, name: 'Ilse Van Acker', is_second_signer: 0 });
    expect(wrongRole.statusCode).toBe(403);
    expect(errorOf(wrongRole).message).toBe(m.notASigner);
    expect(await pending(hr)).toContainEqual(expect.objectContaining({ id: contract.id }));
    const signed = await signInternallyOk(hr, { contract_id: contract.id, name: 'Ilse Van Acker', is_second_signer: 1 });
    expect(signed.signers.map((s) => [s.role, s.signed_name])).toEqual([
      ['internal', 'Sophie Laurent'],
      ['second_internal', 'Ilse Van Acker'],
    ]);
    expect(signed.status).toBe('signed');
    expect(await pending(hr)).not.toContainEqual(expect.objectContaining({ id: contract.id }));
    const rows = await signatureRows(contract.id);
    expect(rows.map((r) => [r.role, r.signed_by_user_id]).sort()).toEqual([
      ['internal', adminId()],
      ['second_internal', hrId()],
    ]);
  });

  it('is refused (403) to a user who is not the signer, and another company’s user does not find the contract; nothing is stored', async () => {
    const contract = await employmentContract();
    for (const [who, c, second] of [
      ['support (an admin, not the signer)', support, 0],
      ['the admin as second signer', admin, 1],
    ] as const) {
      const res = await signInternally(c, { contract_id: contract.id, name: 'Someone', is_second_signer: second });
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).message, who).toBe(m.notASigner);
    }
    const foreign = await signInternally(other, { contract_id: contract.id, name: 'Olivier Renard' });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(m.contractNotFound);
    // Without contracts access the call itself is refused.
    expect((await signInternally(manager, { contract_id: contract.id, name: 'Tom Peeters' })).statusCode).toBe(403);
    // A contract that asks for no company signature has no company signer.
    const employeeOnly = await employmentContract({ pdf_internal_signature_required: 0 });
    const none = await signInternally(admin, { contract_id: employeeOnly.id, name: 'Sophie Laurent' });
    expect(none.statusCode).toBe(403);
    expect(errorOf(none).message).toBe(m.notASigner);
    expect(await signatureRows(contract.id)).toEqual([]);
    expect(await signatureRows(employeeOnly.id)).toEqual([]);
    expect((await contractDetailApi(admin, contract.id)).data).toMatchObject({ signers: [], status: 'draft' });
  });

  it.each([
    ['no drawing at all', ''],
    ['an empty canvas (no data)', 'data:image/png;base64,'],
    ['a JPEG data URL', dataUrlOf(signaturePng(), 'image/jpeg')],
    ['text, not base64', 'data:image/png;base64,@@not base64@@'],
    ['JPEG bytes sent as a PNG', dataUrlOf(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]))],
    ['a PNG cut short (under 64 bytes)', dataUrlOf(pngOf(200, 80, () => true).subarray(0, 40))],
    ['a PNG over the size limit', dataUrlOf(Buffer.concat([signaturePng(), Buffer.alloc(SIGNATURE_MAX_BYTES)]))],
  ])('refuses %s with 400 Draw a signature first, and stores nothing', async (_, signature) => {
    const contract = await employmentContract();
    const res = await signInternally(admin, { contract_id: contract.id, name: 'Sophie Laurent', base64_signature: signature });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(errorOf(res).fields?.base64_signature).toBe(m.invalidSignature);
    expect(await signatureRows(contract.id)).toEqual([]);
    expect((await contractRow(contract.id)).signed_html).toBeNull();
  });

  it.each([
    ['a 7000 × 7000 PNG (a few kB to send, 196 MB once decoded)', () => pngBomb(7000, 7000), m.signatureTooLarge(SIGNATURE_MAX_PIXELS)],
    ['a PNG one pixel wider than the pad makes', () => pngOf(SIGNATURE_MAX_PIXELS.width + 1, 80, (x) => x < 50), m.signatureTooLarge(SIGNATURE_MAX_PIXELS)],
    ['the PNG signature followed by 200 × A', fakePng, m.signatureUnreadable],
    ['a PNG with nothing drawn', () => pngOf(200, 80, () => false), m.invalidSignature],
  ])('refuses %s with 400 before decoding it, and stores nothing', async (_, png, message) => {
    const contract = await employmentContract();
    const res = await signInternally(admin, { contract_id: contract.id, name: 'Sophie Laurent', base64_signature: dataUrlOf(png()) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'invalid_input', message, fields: { base64_signature: message } });
    expect(await signatureRows(contract.id)).toEqual([]);
    expect((await contractRow(contract.id)).signed_html).toBeNull();
  });

  it('takes a drawing as large as the pad makes on a wide screen, and stores it as drawn', async () => {
    const contract = await employmentContract();
    const { width, height } = SIGNATURE_MAX_PIXELS;
    const png = pngOf(width, height, (x, y) => Math.abs(y - height / 2 - (height / 4) * Math.sin(x / 90)) < 4);
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent', base64_signature: dataUrlOf(png) });
    const rows = await signatureRows(contract.id);
    expect(rows.map((r) => pixelsOf(r.png))).toEqual([pixelsOf(png)]);
  });

  it('needs the signer’s typed name', async () => {
    const contract = await employmentContract();
    const res = await signInternally(admin, { contract_id: contract.id, name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.name).toBe(m.enterName);
    expect(await signatureRows(contract.id)).toEqual([]);
  });

  it('answers 409 when the signature is already there, when the contract is signed and when it is deleted', async () => {
    const contract = await employmentContract();
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    const again = await signInternally(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(m.alreadySigned);

    const done = await employmentContract({ pdf_employee_signature_required: 0 });
    await signInternallyOk(admin, { contract_id: done.id, name: 'Sophie Laurent' });
    await signInternallyOk(hr, { contract_id: done.id, name: 'Ilse Van Acker', is_second_signer: 1 });
    const late = await signInternally(hr, { contract_id: done.id, name: 'Ilse Van Acker', is_second_signer: 1 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(m.signedCannotChange);

    const deleted = await employmentContract();
    await postOk(admin, '/api/contracts/delete', { contract_id: deleted.id });
    const res = await signInternally(admin, { contract_id: deleted.id, name: 'Sophie Laurent' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.contractDeleted);
    expect(await signatureRows(deleted.id)).toEqual([]);
    expect(await signatureRows(contract.id)).toHaveLength(1);
  });

  it('freezes the text at the first signature: content and placeholder values can no longer change, later data does not change what is signed', async () => {
    const person = freshPerson();
    const template = await addTemplateApi(admin, { content_html: '<p>Agreement with {{person.full_name}}: {{custom.bonus}}.</p>' });
    const contract = await addContractApi(admin, person.id, template.id, { pdf_internal_signature_required: 1 });
    // A template that asks for no company signature: the contract asks the admin through its signers.
    await postOk(admin, '/api/contracts/setSigningMethod', {
      contract_id: contract.id,
      signers: [{ role: 'internal', user_id: adminId() }, { role: 'employee' }],
    });
    await postOk(admin, '/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: contract.id, shortcode: 'bonus', value: 'EUR 500' });
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    const frozen = (await contractRow(contract.id)).signed_html;
    expect(frozen).toBe(`<p>Agreement with ${person.name}: EUR 500.</p>`);

    const edit = await post(admin, '/api/contracts/edit', { contract_id: contract.id, content_html: '<p>Another agreement</p>' });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).message).toBe(m.signedCannotChange);
    const value = await post(admin, '/api/contracts/shortcodes/setCustomShortcodeValue', { contract_id: contract.id, shortcode: 'bonus', value: 'EUR 5000' });
    expect(value.statusCode).toBe(409);
    expect(errorOf(value).message).toBe(m.signedCannotChange);
    expect((await contractDetailApi(admin, contract.id)).data).toMatchObject({ content_html: contract.content_html, shortcode_values: { bonus: 'EUR 500' } });

    // The person is renamed after the company signed: the employee still reads (and signs) the signed words.
    const token = await sentToken(contract.id);
    await t.db.update(employees).set({ last_name: 'Renamed-After-Signing' }).where(eq(employees.id, person.id));
    try {
      const page = (await signPage(token)).json<SigningPage>();
      expect(page.contract_html).toBe(frozen);
      // So does the contract's detail, and the mirror's row carries those words.
      const detail = (await admin.get(`/api/contract/${contract.id}/detail`)).json<{ data: ContractItem; contract_html: string }>();
      expect(detail.contract_html).toBe(frozen);
      expect(detail.data.signed_html).toBe(frozen);
      expect((await post(t.anonymous, `/api/sign/${token}`, { name: person.name, base64_signature: signatureDataUrl() })).statusCode).toBe(200);
      expect((await contractRow(contract.id)).signed_html).toBe(frozen);
    } finally {
      await t.db
        .update(employees)
        .set({ last_name: person.name.split(' ').slice(1).join(' ') })
        .where(eq(employees.id, person.id));
    }
  });
});

describe('GET /api/contract/pendingInternal', () => {
  it('lists the contracts that wait for the viewer’s own company signature, until they sign', async () => {
    const waiting = await employmentContract();
    const noCompanySignature = await employmentContract({ pdf_internal_signature_required: 0 });
    const deleted = await employmentContract();
    await postOk(admin, '/api/contracts/delete', { contract_id: deleted.id });
    // Signers chosen on the contract: the HR officer signs instead of the template's admin, and no second.
    const byHr = await employmentContract();
    await postOk(admin, '/api/contracts/setSigningMethod', {
      contract_id: byHr.id,
      signers: [{ role: 'internal', user_id: hrId() }, { role: 'employee' }],
    });

    const mine = (await pending(admin)).map((c) => c.id);
    expect(mine).toContain(waiting.id);
    expect(mine).not.toContain(noCompanySignature.id);
    expect(mine).not.toContain(deleted.id);
    expect(mine).not.toContain(byHr.id);
    // Ilse owes both: the one she signs first, the template's as its second signer.
    expect((await pending(hr)).map((c) => c.id)).toEqual(expect.arrayContaining([byHr.id, waiting.id]));
    // Support (an admin with every right) signs for nobody.
    const supports = (await pending(support)).map((c) => c.id);
    expect(supports).not.toContain(waiting.id);
    expect(supports).not.toContain(byHr.id);

    await signInternallyOk(admin, { contract_id: waiting.id, name: 'Sophie Laurent' });
    expect((await pending(admin)).map((c) => c.id)).not.toContain(waiting.id);
    // The second signer still owes theirs.
    expect((await pending(hr)).map((c) => c.id)).toContain(waiting.id);
    // Another company's admin sees none of these.
    expect((await pending(other)).map((c) => c.id)).not.toEqual(expect.arrayContaining([waiting.id]));
  });

  it('agrees with the shared rule the pages use (internalRoleOwed) on every contract', async () => {
    for (const [c, email] of [
      [admin, DEMO_EMAILS.admin],
      [hr, DEMO_EMAILS.hr],
      [support, DEMO_EMAILS.support],
    ] as const) {
      const userId = facts.userId(email);
      const listed = (await pending(c)).map((x) => x.id).sort();
      const owed = (await contractsApi(c))
        .filter((x) => internalRoleOwed(x, userId) !== null)
        .map((x) => x.id)
        .sort();
      expect(listed, email).toEqual(owed);
    }
  });

  it('is refused without contracts access', async () => {
    expect((await manager.get('/api/contract/pendingInternal')).statusCode).toBe(403);
  });
});

describe('sending to the employee (no SMTP: the mail waits in the outbox)', () => {
  it('marks the contract sent and puts one mail in the outbox: to the person, with the message and a signing link', async () => {
    const person = freshPerson();
    const contract = await employmentContract({}, person);
    const before = (await outbox()).data.length;
    const res = await send(admin, { contract_id: contract.id, optional_message: 'Please sign before Friday.', preferred_email_address_type: 'work' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SentAnswer>();
    expect(answer.message).toBe(m.messageSent);
    expect(answer.data).toMatchObject({ id: contract.id, status: 'sent' });
    expect(answer.data.sent_at).not.toBeNull();
    expect(answer.data.signers.map((s) => s.role)).toEqual(['internal', 'second_internal', 'employee']);

    const box = await outbox();
    expect(box.smtp).toBe(false);
    expect(box.data).toHaveLength(before + 1);
    const mail = box.data.find((x) => x.id === answer.mail_id)!;
    expect(mail).toMatchObject({
      to_address: person.email,
      subject: m.mailSubject('Demo Company', contract.name),
      related_contract_id: contract.id,
      sent_at: null,
      error: null,
    });
    const firstName = person.name.split(' ')[0]!;
    expect(mail.text_body).toContain(`Hello ${firstName},`);
    expect(mail.text_body).toContain(`Sophie Laurent of Demo Company asks you to read and sign "${contract.name}".`);
    expect(mail.text_body).toContain('\n\nPlease sign before Friday.\n');
    // Without PUBLIC_URL the link is on the address the request came to.
    const { link, token } = signingLinkIn(mail.text_body);
    expect(link).toMatch(/^http:\/\/localhost(:80)?\/sign\//);
    // Short enough for a line of a mail and for a path parameter (the router takes up to 100 characters).
    expect(token.length).toBeLessThanOrEqual(100);
    expect((await signPage(token)).statusCode).toBe(200);
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({
      event_type: 'contract_sent',
      event_info_json: { contract_id: contract.id, contract_name: contract.name },
    });

    // Nothing can deliver it: it stays in the outbox for settings to show.
    expect(await getOk(admin, '/api/mail/outbox')).toMatchObject({ smtp: false });
    expect(await postOk(admin, '/api/mail/outbox/deliver', {})).toEqual({ sent: 0 });
    expect((await outbox()).data.find((x) => x.id === answer.mail_id)).toMatchObject({ sent_at: null, error: null });
  });

  it('leaves out the message paragraph when there is none', async () => {
    const contract = await employmentContract();
    const sent = await sendOk(contract.id);
    const mail = (await outbox()).data.find((x) => x.id === sent.mail_id)!;
    expect(mail.text_body).not.toMatch(/\n\n\n/);
    expect(mail.text_body.split('\n')).toHaveLength(6);
  });

  it('answers 400 for a person without an email address, and sends nothing', async () => {
    const person = freshPerson();
    const contract = await employmentContract({}, person);
    await t.db.update(employees).set({ email: null }).where(eq(employees.id, person.id));
    try {
      const before = (await outbox()).data.length;
      const res = await send(admin, { contract_id: contract.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(m.noEmail);
      expect((await outbox()).data).toHaveLength(before);
      expect(await contractRow(contract.id)).toMatchObject({ status: 'draft', sent_at: null, signers: [] });
      expect(await t.db.select().from(contractSigningLinks).where(eq(contractSigningLinks.contract_id, contract.id))).toEqual([]);
    } finally {
      await t.db.update(employees).set({ email: person.email }).where(eq(employees.id, person.id));
    }
  });

  it('answers 400 when the employee is not among the signers, and 409 for a deleted contract', async () => {
    const contract = await employmentContract();
    const res = await send(admin, { contract_id: contract.id, signers: [{ role: 'internal', user_id: adminId() }] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(m.noEmployeeSigner);
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    const deleted = await send(admin, { contract_id: contract.id });
    expect(deleted.statusCode).toBe(409);
    expect(errorOf(deleted).message).toBe(m.contractDeleted);
    expect((await contractRow(contract.id)).status).toBe('draft');
  });

  it('takes the signers given with it', async () => {
    const contract = await employmentContract();
    const sent = await sendOk(contract.id, { signers: [{ role: 'internal', user_id: hrId() }, { role: 'employee' }] });
    expect(sent.data.signers.map((s) => [s.role, s.user_id])).toEqual([
      ['internal', hrId()],
      ['employee', null],
    ]);
  });

  it('refuses a company signer who may not sign for it (read-only Eva, support) with 400, and sends nothing', async () => {
    const contract = await employmentContract();
    const before = await contractRow(contract.id);
    const mails = (await outbox()).data.length;
    for (const [who, userId] of [
      ['read-only Eva, without contracts access', readonlyId()],
      ['support, with every right', supportId()],
    ] as const) {
      for (const signers of [
        [{ role: 'internal', user_id: userId }, { role: 'employee' }],
        [{ role: 'internal', user_id: adminId() }, { role: 'second_internal', user_id: userId }, { role: 'employee' }],
      ]) {
        const res = await send(admin, { contract_id: contract.id, signers });
        expect(res.statusCode, who).toBe(400);
        expect(errorOf(res), who).toEqual({ code: 'invalid_input', message: m.signerMayNotSign, fields: { signers: m.signerMayNotSign } });
      }
    }
    expect(await contractRow(contract.id)).toEqual(before);
    expect((await outbox()).data).toHaveLength(mails);
    expect(await t.db.select().from(contractSigningLinks).where(eq(contractSigningLinks.contract_id, contract.id))).toEqual([]);
  });

  it('is for users who may edit contracts; the outbox is for admins, of their own company', async () => {
    const contract = await employmentContract();
    await withReadonlyContracts(async () => {
      expect((await send(readonly, { contract_id: contract.id })).statusCode).toBe(403);
      expect((await outboxApi(readonly)).statusCode).toBe(403);
    });
    expect((await send(manager, { contract_id: contract.id })).statusCode).toBe(403);
    expect((await outboxApi(manager)).statusCode).toBe(403);
    expect((await post(manager, '/api/mail/outbox/deliver', {})).statusCode).toBe(403);
    expect((await send(other, { contract_id: contract.id })).statusCode).toBe(404);
    const theirs = await outbox(other);
    const ours = new Set((await outbox(admin)).data.map((x) => x.id));
    expect(theirs.data.filter((x) => ours.has(x.id))).toEqual([]);
    expect((await contractRow(contract.id)).status).toBe('draft');
  });
});

describe('the employee signs through the link, without an account', () => {
  it('shows the contract as it will be signed, the company and the signer’s name', async () => {
    const person = freshPerson();
    const contract = await employmentContract({}, person);
    const token = await sentToken(contract.id);
    const res = await signPage(token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<SigningPage>();
    expect(page).toMatchObject({
      contract_name: contract.name,
      company_name: 'Demo Company',
      signer_name: person.name,
      already_signed: false,
      file_type: 'html',
    });
    expect(page.contract_html).toBe(asSigned((await contractDetailApi(admin, contract.id)).contract_html));
    expect(page.contract_html).toContain(`<strong>${person.name}</strong>`);
    // The page is public: no session, no cookie set.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('shows exactly the text that is frozen: the team and manager filled, a placeholder without a value a blank line to fill by hand', async () => {
    const person = facts.peopleOf('Demo Company').find((p) => p.email && p.team_ids.length === 1 && p.manager_id)!;
    const team = facts.teamsOf('Demo Company').find((x) => x.id === person.team_ids[0])!;
    const manager = facts.peopleOf('Demo Company', { includeFormer: true }).find((p) => p.id === person.manager_id)!;
    const html = '<p>{{person.full_name}} works in the team {{person.team}} for {{person.manager}}; notice: {{custom.notice_period}}; {{unknown.thing}}</p>';
    const contract = await contractWithHtml(admin, person.id, html);
    const token = await sentToken(contract.id);
    const page = (await signPage(token)).json<SigningPage>();
    expect(page.contract_html).toBe(`<p>${person.name} works in the team ${team.name} for ${manager.name}; notice: ${BLANK_TO_FILL}; {{unknown.thing}}</p>`);
    expect((await signByLink(token, { name: person.name })).statusCode).toBe(200);
    expect((await contractRow(contract.id)).signed_html).toBe(page.contract_html);
  });

  it('signs once: the employee’s signature is stored, the link is used up (410 after)', async () => {
    const person = freshPerson();
    const contract = await employmentContract({}, person);
    const token = await sentToken(contract.id);
    const png = signaturePng();
    const res = await signByLink(token, { name: ` ${person.name} `, base64_signature: dataUrlOf(png) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', message: m.signedThanks });
    const detail = (await contractDetailApi(admin, contract.id)).data;
    expect(signerOf(detail, 'employee')).toMatchObject({ employee_id: person.id, signed_name: person.name });
    expect(signerOf(detail, 'employee')!.signed_at).not.toBeNull();
    const rows = await signatureRows(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'employee', signed_name: person.name, signed_by_user_id: null });
    expect(pixelsOf(rows[0]!.png)).toEqual(pixelsOf(png));
    expect((await activityPage(admin, 'employee', person.id)).data[0]).toMatchObject({
      event_type: 'contract_signed',
      event_info_json: { signer_role: 'employee' },
    });

    const again = await signByLink(token);
    expect(again.statusCode).toBe(410);
    expect(errorOf(again).message).toBe(m.linkUsed);
    // The page still opens, as signed, with her copy.
    const page = await signPage(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<SigningPage>()).toMatchObject({ already_signed: true, signed_copy: true });
    expect(await signatureRows(contract.id)).toHaveLength(1);
  });

  it('gives the employee her signed copy: the PDF through the link once she has signed, and a mail with the link to it', async () => {
    const person = freshPerson();
    const contract = await employmentContract({ pdf_internal_signature_required: 0 }, person);
    const token = await sentToken(contract.id);
    const early = await t.anonymous.get(`/api/sign/${token}/pdf`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(m.notSignedYet);
    expect((await signPage(token)).json<SigningPage>().signed_copy).toBe(false);

    expect((await signByLink(token, { name: person.name })).statusCode).toBe(200);
    const copy = await t.anonymous.get(`/api/sign/${token}/pdf`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('no-store');
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The same pages as the company's PDF: the text and her drawing.
    expect(await readPdf(copy.rawPayload)).toEqual((await contractPdfApi(admin, contract.id)).pages);

    const mail = (await outbox()).data.find((x) => x.subject === m.copySubject('Demo Company', contract.name))!;
    expect(mail).toMatchObject({ to_address: person.email, related_contract_id: contract.id, status: 'waiting', link: `http://localhost/sign/${token}` });
    expect(mail.text_body).toContain(`Thank you for signing "${contract.name}" for Demo Company.`);
    expect(signingLinkIn(mail.text_body)).toEqual({ link: `http://localhost/sign/${token}`, token });
    // Someone else's token opens nothing.
    expect((await t.anonymous.get(`/api/sign/${token.slice(0, -2)}AA/pdf`)).statusCode).toBe(404);
  });

  it('makes the contract signed when the employee is the last to sign', async () => {
    const contract = await employmentContract({ pdf_internal_signature_required: 0 });
    const token = await sentToken(contract.id);
    expect((await signByLink(token)).json()).toMatchObject({ status: 'signed' });
    expect((await contractDetailApi(admin, contract.id)).data.status).toBe('signed');
  });

  it('refuses a bad signature (400) and keeps the link for another try', async () => {
    const contract = await employmentContract();
    const token = await sentToken(contract.id);
    const bad = await signByLink(token, { base64_signature: 'data:image/png;base64,' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.base64_signature).toBe(m.invalidSignature);
    const notPng = await signByLink(token, { base64_signature: dataUrlOf(Buffer.alloc(300, 1)) });
    expect(notPng.statusCode).toBe(400);
    expect(errorOf(notPng).fields?.base64_signature).toBe(m.invalidSignature);
    const bomb = await signByLink(token, { base64_signature: dataUrlOf(pngBomb(7000, 7000)) });
    expect(bomb.statusCode).toBe(400);
    expect(errorOf(bomb).fields?.base64_signature).toBe(m.signatureTooLarge(SIGNATURE_MAX_PIXELS));
    const fake = await signByLink(token, { base64_signature: dataUrlOf(fakePng()) });
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).fields?.base64_signature).toBe(m.signatureUnreadable);
    expect((await signByLink(token, { name: '' })).statusCode).toBe(400);
    expect(await signatureRows(contract.id)).toEqual([]);
    expect((await signByLink(token)).statusCode).toBe(200);
  });

  it('refuses a changed or made-up token with 404, before anything is signed', async () => {
    const contract = await employmentContract();
    const token = await sentToken(contract.id);
    const [payload, signature] = token.split('.') as [string, string];
    const flip = (s: string) => s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1)!;
    // The claims: the contract's id (16 bytes), the expiry in ms (6 bytes), 8 random bytes.
    const claims = Buffer.from(payload, 'base64url');
    expect(claims).toHaveLength(30);
    const other = await employmentContract();
    const withId = Buffer.from(claims);
    withId.write(other.id.replace(/-/g, ''), 0, 16, 'hex');
    const later = Buffer.from(claims);
    later.writeUIntBE(claims.readUIntBE(16, 6) + 365 * DAY, 16, 6);
    const forged = [
      ['a changed signature', `${payload}.${flip(signature)}`],
      ['a changed payload', `${flip(payload)}.${signature}`],
      ['another contract’s id, same signature', `${withId.toString('base64url')}.${signature}`],
      ['a later expiry, same signature', `${later.toString('base64url')}.${signature}`],
      ['no signature', `${payload}.`],
      ['made up', 'x'.repeat(40)],
    ];
    for (const [what, bad] of forged) {
      const page = await signPage(bad!);
      expect(page.statusCode, what).toBe(404);
      expect(errorOf(page).message, what).toBe(m.linkInvalid);
      const res = await signByLink(bad!);
      expect(res.statusCode, what).toBe(404);
    }
    expect(await signatureRows(contract.id)).toEqual([]);
    expect(await signatureRows(other.id)).toEqual([]);
    expect((await signPage(token)).statusCode).toBe(200);
  });

  it(`expires after ${14} days (410), and works until then`, async () => {
    const contract = await employmentContract();
    await sendOk(contract.id);
    const old = await createSigningLink(t.db, contract.id, new Date(Date.now() - 15 * DAY));
    const page = await signPage(old);
    expect(page.statusCode).toBe(410);
    expect(errorOf(page).message).toBe(m.linkExpired);
    const res = await signByLink(old);
    expect(res.statusCode).toBe(410);
    expect(errorOf(res).message).toBe(m.linkExpired);
    expect(await signatureRows(contract.id)).toEqual([]);

    expect((await t.anonymous.get(`/api/sign/${old}/pdf`)).statusCode).toBe(410);

    const recent = await createSigningLink(t.db, contract.id, new Date(Date.now() - 13 * DAY));
    expect((await signPage(recent)).statusCode).toBe(200);
    expect((await signByLink(recent)).statusCode).toBe(200);
  });

  it('a contract sent again: the earlier link is revoked (410, replaced) and its mail not sent; the newest link signs', async () => {
    const contract = await employmentContract();
    const firstMail = await sendOk(contract.id);
    const first = signingLinkIn((await outbox()).data.find((x) => x.id === firstMail.mail_id)!.text_body).token;
    const second = await sentToken(contract.id);
    expect(first).not.toBe(second);
    for (const res of [await signPage(first), await signByLink(first)]) {
      expect(res.statusCode).toBe(410);
      expect(errorOf(res).message).toBe(m.linkReplaced);
    }
    expect(await signatureRows(contract.id)).toEqual([]);
    expect((await outbox()).data.find((x) => x.id === firstMail.mail_id)).toMatchObject({ status: 'replaced', link: null, sent_at: null });
    expect((await signByLink(second)).statusCode).toBe(200);
    expect(await signatureRows(contract.id)).toHaveLength(1);
  });

  it('builds the link from the configured address, never from the request’s Host', async () => {
    const contract = await employmentContract();
    const res = await admin.request({
      method: 'POST',
      url: '/api/contracts/sendToEmployee',
      payload: { contract_id: contract.id },
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await outbox()).data.find((x) => x.id === res.json<SentAnswer>().mail_id)!;
    const { link, token } = signingLinkIn(mail.text_body);
    expect(link).toBe(`http://localhost/sign/${token}`);
    expect(mail.link).toBe(link);
  });

  it('shows each signing mail’s status in the outbox: waiting with its link, signed by the person, the contract signed', async () => {
    const contract = await employmentContract();
    const sent = await sendOk(contract.id);
    const row = async () => (await outbox()).data.find((x) => x.id === sent.mail_id)!;
    expect(await row()).toMatchObject({ status: 'waiting', link: signingLinkIn((await row()).text_body).link });
    const token = signingLinkIn((await row()).text_body).token;
    expect((await signByLink(token)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'signed_by_person', link: null });
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    await signInternallyOk(hr, { contract_id: contract.id, name: 'Ilse', is_second_signer: 1 });
    expect((await contractRow(contract.id)).status).toBe('signed');
    expect(await row()).toMatchObject({ status: 'contract_signed', link: null });
  });

  it('does not open for a deleted contract, opens again when it is restored, and is gone with a contract deleted for good', async () => {
    const contract = await employmentContract();
    const sent = await sendOk(contract.id);
    const token = signingLinkIn((await outbox()).data.find((x) => x.id === sent.mail_id)!.text_body).token;
    await signInternallyOk(admin, { contract_id: contract.id, name: 'Sophie Laurent' });
    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    const page = await signPage(token);
    expect(page.statusCode).toBe(404);
    expect(errorOf(page).message).toBe(m.linkInvalid);
    const res = await signByLink(token);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(m.contractDeleted);

    await postOk(admin, '/api/contracts/undelete', { contract_id: contract.id });
    expect((await signPage(token)).statusCode).toBe(200);

    await postOk(admin, '/api/contracts/delete', { contract_id: contract.id });
    await postOk(admin, '/api/contracts/hardDelete', { contract_id: contract.id });
    expect((await signPage(token)).statusCode).toBe(404);
    expect((await signByLink(token)).statusCode).toBe(404);
    expect(await signatureRows(contract.id)).toEqual([]);
    expect(await t.db.select().from(contractSigningLinks).where(eq(contractSigningLinks.contract_id, contract.id))).toEqual([]);
    // The mail that was sent is kept (settings show what went out), no longer tied to a contract.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mail_id));
    expect(mail).toMatchObject({ related_contract_id: null });
  });
});

describe('without an e-signature provider', () => {
  it.each(['processSignicatContracts', 'retryProcessSignicatContracts', 'resetSigningMethod', 'createTemplateContractPDF'])(
    '%s answers 409 saying built-in signing is used, and changes nothing',
    async (call) => {
      const contract = await employmentContract();
      const res = await post(admin, `/api/contracts/${contract.id}/${call}`, {});
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'conflict', message: m.providerNotConfigured });
      expect(await contractRow(contract.id)).toMatchObject({ signing_method: 'built_in', provider_reference: null, status: 'draft', signers: [] });
    },
  );
});

// Last: these move the admin's contracts and templates to read-only Eva, given contracts access so
// she may sign for the company (not the HR officer: she is already the employment template's second signer), and back.
describe('reassigning contracts and templates', () => {
  afterAll(async () => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export']);
  });

  it('moves every contract of one user to another, and their place as the company’s signer of those not signed yet', () =>
    withReadonlyContracts(async () => {
      const open = await employmentContract();
      const signedByAdmin = await employmentContract();
      await signInternallyOk(admin, { contract_id: signedByAdmin.id, name: 'Sophie Laurent' });
      // Signers chosen on the contract, not the template's: Eva signs for the company.
      const chosen = await employmentContract({ pdf_internal_signature_required: 0 });
      await postOk(admin, '/api/contracts/setSigningMethod', {
        contract_id: chosen.id,
        signers: [{ role: 'internal', user_id: readonlyId() }, { role: 'employee' }],
      });
      const ownedBy = async (userId: string) => (await t.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.owner_user_id, userId))).length;
      const adminOwns = await ownedBy(adminId());
      const readonlyOwns = await ownedBy(readonlyId());
      expect(adminOwns).toBeGreaterThan(3);

      const moved = await postOk<{ count: number }>(admin, '/api/contracts/reassign', { from_user_id: adminId(), to_user_id: readonlyId() });
      expect(moved.count).toBe(adminOwns);
      expect(await ownedBy(adminId())).toBe(0);
      expect(await ownedBy(readonlyId())).toBe(adminOwns + readonlyOwns);
      expect(await contractRow(open.id)).toMatchObject({ internal_signer_user_id: readonlyId(), second_internal_signer_user_id: hrId() });
      expect((await pending(readonly)).map((c) => c.id)).toContain(open.id);
      expect((await pending(admin)).map((c) => c.id)).not.toContain(open.id);
      // A signature already given stays the admin's.
      const kept = await contractRow(signedByAdmin.id);
      expect(kept.signers.find((s) => s.role === 'internal')).toMatchObject({ user_id: adminId(), signed_name: 'Sophie Laurent' });

      // And back: Eva's place as the chosen signer goes to the admin too.
      const back = await postOk<{ count: number }>(admin, '/api/contracts/reassign', { from_user_id: readonlyId(), to_user_id: adminId() });
      expect(back.count).toBe(adminOwns + readonlyOwns);
      expect(await contractRow(open.id)).toMatchObject({ owner_user_id: adminId(), internal_signer_user_id: adminId() });
      const chosenRow = await contractRow(chosen.id);
      // Under the admin's own name and address (the PDF and the provider show them).
      expect(chosenRow.signers.find((s) => s.role === 'internal')).toMatchObject({
        user_id: adminId(),
        name: 'Sophie Laurent',
        email: DEMO_EMAILS.admin,
        signed_at: null,
      });
      expect((await pending(admin)).map((c) => c.id)).toContain(chosen.id);
      expect((await pending(readonly)).map((c) => c.id)).not.toContain(chosen.id);
    }));

  it('moves every template of one user to another, and their place as its signer', () =>
    withReadonlyContracts(async () => {
      const ownedBy = async (userId: string) =>
        (await t.db.select({ id: contractTemplates.id }).from(contractTemplates).where(eq(contractTemplates.owner_user_id, userId))).length;
      const adminOwns = await ownedBy(adminId());
      expect(adminOwns).toBeGreaterThan(0);
      const employment = await templateNamed(admin, EMPLOYMENT);
      const moved = await postOk<{ count: number }>(admin, '/api/contract_template/reassign', { from_user_id: adminId(), to_user_id: readonlyId() });
      expect(moved.count).toBe(adminOwns);
      expect(await ownedBy(adminId())).toBe(0);
      expect(await templateDetailApi(admin, employment.id)).toMatchObject({ internal_signer_user_id: readonlyId(), second_internal_signer_user_id: hrId() });
      // A contract made from it now asks Eva.
      const contract = await employmentContract();
      expect(contract.internal_signer_user_id).toBe(readonlyId());

      await postOk(admin, '/api/contract_template/reassign', { from_user_id: readonlyId(), to_user_id: adminId() });
      expect(await ownedBy(adminId())).toBe(adminOwns);
      expect(await templateDetailApi(admin, employment.id)).toMatchObject({ internal_signer_user_id: adminId() });
    }));

  it.each(['/api/contracts/reassign', '/api/contract_template/reassign'])(
    '%s refuses the same user, an unknown user, another company’s and one who may not sign for it (400), changing nothing',
    async (url) => {
      const cases = [
        [{ from_user_id: adminId(), to_user_id: adminId() }, m.sameUser, 'to_user_id'],
        [{ from_user_id: adminId(), to_user_id: uuidv7() }, m.signerNotFound, 'to_user_id'],
        [{ from_user_id: uuidv7(), to_user_id: adminId() }, m.signerNotFound, 'from_user_id'],
        [{ from_user_id: adminId(), to_user_id: facts.userId(DEMO_EMAILS.other) }, m.signerNotFound, 'to_user_id'],
        // The new user takes the admin's place as the company's signer: read-only Eva (no contracts access) and support may not.
        [{ from_user_id: adminId(), to_user_id: readonlyId() }, m.signerMayNotSign, 'to_user_id'],
        [{ from_user_id: adminId(), to_user_id: supportId() }, m.signerMayNotSign, 'to_user_id'],
      ] as const;
      const snapshot = async () => ({
        contracts: await t.db
          .select({
            id: contracts.id,
            owner: contracts.owner_user_id,
            first: contracts.internal_signer_user_id,
            second: contracts.second_internal_signer_user_id,
            signers: contracts.signers,
          })
          .from(contracts)
          .orderBy(contracts.id),
        templates: await t.db
          .select({
            id: contractTemplates.id,
            owner: contractTemplates.owner_user_id,
            first: contractTemplates.internal_signer_user_id,
            second: contractTemplates.second_internal_signer_user_id,
          })
          .from(contractTemplates)
          .orderBy(contractTemplates.id),
      });
      const before = await snapshot();
      for (const [body, message, field] of cases) {
        const res = await post(admin, url, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(errorOf(res).message).toBe(message);
        expect(errorOf(res).fields?.[field]).toBe(message);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['/api/contracts/reassign', '/api/contract_template/reassign'])('%s is for admins only (403)', async (url) => {
    await setRights(t.db, DEMO_EMAILS.manager, ['documents', 'export', 'wages', 'contracts', 'contract_templates']);
    const body = { from_user_id: adminId(), to_user_id: supportId() };
    for (const c of [manager, readonly]) {
      const res = await post(c, url, body);
      expect(res.statusCode).toBe(403);
    }
    const [stillAdmins] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.owner_user_id, adminId())));
    expect(stillAdmins).toBeDefined();
  });
});
