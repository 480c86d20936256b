import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/server/db/schema/contracts';
import { employees } from '../../src/server/db/schema/people';
import { contractsMessages as m } from '../../src/shared/contracts/contracts.messages';
import type { ContractItem } from '../../src/shared/contracts/contracts.schema';
import { useApiTest } from '../helpers/api-test';
import { addContractApi, postOk, templateNamed } from '../helpers/contracts-api';
import {
  eventually,
  outboxApi,
  signatureDataUrl,
  signingLinkIn,
  startMailServer,
  type MailServer,
  type OutboxMail,
  type SentAnswer,
} from '../helpers/contracts-signing-api';
import type { FactPerson } from '../helpers/demo-facts';

// Sending a contract to the employee with SMTP_URL set (software-contracts-push.md section 7,
// sendToEmployee): the mail is written to the outbox with the contract, then delivered through SMTP
// after the answer, here to a local SMTP server; the row gets its sent_at, or keeps the mail
// server's error until POST /api/mail/outbox/deliver sends it. The link in it is on PUBLIC_URL.
const PUBLIC_URL = 'https://workplace.example.test';
let smtp: MailServer | undefined;
const { t, facts, admin } = useApiTest({
  app: async () => {
    smtp = await startMailServer();
    return { smtpUrl: smtp.url, publicUrl: PUBLIC_URL };
  },
});
afterAll(async () => smtp?.close());
const mails = () => smtp!;

let nextPerson = 40;
const freshPerson = (): FactPerson => {
  const person = facts.peopleOf('Demo Company').filter((p) => p.email)[nextPerson++];
  if (!person) throw new Error('The demo company has too few people with an email address');
  return person;
};
async function contractFor(person: FactPerson, over: Record<string, unknown> = {}): Promise<ContractItem> {
  return addContractApi(admin, person.id, (await templateNamed(admin, 'Employment contract (white collar)')).id, over);
}
const send = (contractId: string, body: Record<string, unknown> = {}) =>
  postOk<SentAnswer>(admin, '/api/contracts/sendToEmployee', { contract_id: contractId, ...body });
async function outbox() {
  const res = await outboxApi(admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OutboxMail[]; smtp: boolean }>();
}
const outboxRow = async (id: string) => (await outbox()).data.find((x) => x.id === id);
/** Waits for the outbox row to be settled: sent, or refused with an error. */
const settled = (id: string) =>
  eventually(
    async () => {
      const row = await outboxRow(id);
      return row && (row.sent_at || row.error) ? row : undefined;
    },
    5000,
    `the delivery of mail ${id}`,
  );
const receivedBy = (address: string) => mails().received.filter((x) => x.to.includes(address));

describe('with SMTP', () => {
  it('delivers the mail after the answer: the person receives it with the message and a link on PUBLIC_URL; the row gets sent_at', async () => {
    const person = freshPerson();
    const contract = await contractFor(person);
    const sent = await send(contract.id, { optional_message: 'Welcome aboard! Sign when you can.' });
    expect(sent.message).toBe(m.messageSent);
    expect(sent.data.status).toBe('sent');

    const mail = await eventually(() => receivedBy(person.email!)[0], 5000, 'the mail');
    expect(mail.to).toEqual([person.email]);
    expect(mail.from).toBe('no-reply@workplace.local');
    expect(mail.headers.subject).toBe(m.mailSubject('Demo Company', contract.name));
    expect(mail.headers.to).toContain(person.email);
    expect(mail.text).toContain(`Hello ${person.name.split(' ')[0]},`);
    expect(mail.text).toContain(`Sophie Laurent of Demo Company asks you to read and sign "${contract.name}".`);
    expect(mail.text).toContain('Welcome aboard! Sign when you can.');
    const { link, token } = signingLinkIn(mail.text);
    expect(link).toBe(`${PUBLIC_URL}/sign/${token}`);

    const row = await settled(sent.mail_id);
    expect(row).toMatchObject({ to_address: person.email, related_contract_id: contract.id, error: null });
    expect(row.sent_at).not.toBeNull();
    // Once sent, the outbox keeps no usable link: only the person has it.
    expect(row.text_body).toBe(mail.text.replace(link, m.linkSentOnly));
    expect(row).toMatchObject({ status: 'sent', link: null });
    expect((await outbox()).smtp).toBe(true);

    // The link in the mail works: the employee reads and signs.
    const page = await t.anonymous.get(`/api/sign/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ contract_name: contract.name, signer_name: person.name, already_signed: false });
    const signed = await t.anonymous.post(`/api/sign/${token}`, { name: person.name, base64_signature: signatureDataUrl() });
    expect(signed.statusCode, signed.body).toBe(200);
    const [after] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(after!.signers.find((s) => s.role === 'employee')).toMatchObject({ signed_name: person.name });

    // Her copy: a second mail, with the same link, which now opens the signed contract and its PDF.
    const copy = await eventually(() => receivedBy(person.email!)[1], 5000, 'the mail with her copy');
    expect(copy.headers.subject).toBe(m.copySubject('Demo Company', contract.name));
    expect(signingLinkIn(copy.text)).toEqual({ link, token });
    expect((await t.anonymous.get(`/api/sign/${token}/pdf`)).statusCode).toBe(200);
  });

  it('delivers each mail once when contracts are sent one after another', async () => {
    const people = [freshPerson(), freshPerson(), freshPerson()];
    const ids: string[] = [];
    for (const person of people) ids.push((await send((await contractFor(person)).id)).mail_id);
    for (const id of ids) expect((await settled(id)).sent_at).not.toBeNull();
    // Give a second delivery of the same rows time to arrive, if there were one.
    await new Promise((r) => setTimeout(r, 500));
    for (const person of people) expect(receivedBy(person.email!), person.email!).toHaveLength(1);
  });

  it('keeps the mail server’s refusal on the row, unsent, until POST /api/mail/outbox/deliver sends it', async () => {
    const person = freshPerson();
    const contract = await contractFor(person);
    mails().refuse = true;
    let id: string;
    try {
      id = (await send(contract.id)).mail_id;
      const refused = await settled(id);
      expect(refused.sent_at).toBeNull();
      expect(refused.error).toMatch(/550|Mailbox unavailable/);
      expect(receivedBy(person.email!)).toEqual([]);
      // Still refused: delivering again sends nothing and keeps it waiting.
      expect(await postOk(admin, '/api/mail/outbox/deliver', {})).toEqual({ sent: 0 });
    } finally {
      mails().refuse = false;
    }
    const delivered = await postOk<{ sent: number }>(admin, '/api/mail/outbox/deliver', {});
    expect(delivered.sent).toBeGreaterThanOrEqual(1);
    expect(receivedBy(person.email!)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ error: null });
    expect((await outboxRow(id))!.sent_at).not.toBeNull();
    // Nothing left to send.
    expect(await postOk(admin, '/api/mail/outbox/deliver', {})).toEqual({ sent: 0 });
  });

  it('sends nothing for a person without an email address', async () => {
    const before = mails().received.length;
    const person = freshPerson();
    const contract = await contractFor(person);
    await t.db.update(employees).set({ email: null }).where(eq(employees.id, person.id));
    try {
      const res = await admin.post('/api/contracts/sendToEmployee', { contract_id: contract.id });
      expect(res.statusCode).toBe(400);
      await new Promise((r) => setTimeout(r, 300));
      expect(mails().received).toHaveLength(before);
    } finally {
      await t.db.update(employees).set({ email: person.email }).where(eq(employees.id, person.id));
    }
  });
});
