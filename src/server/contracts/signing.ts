import { eq } from 'drizzle-orm';
import { signersAskedFor } from '../../shared/contracts/contract-rules';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { type ContractItem, type SendToEmployeeBody, type Signer, type SignerRole } from '../../shared/contracts/contracts.schema';
import { recordActivities, type ActivityEvent } from '../activity/record-activity';
import type { Db } from '../db/database';
import { companies } from '../db/schema/companies';
import { contractSignatures } from '../db/schema/contracts';
import { employees } from '../db/schema/people';
import { badRequest, forbidden, HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { contractSubjects } from './contract-insert';
import { textToSign } from './contract-sources';
import { contractOf, resolveSigners, updateAs } from './contract-writes';
import { updateContract } from './contracts.repo';
import { queueMail } from './mail';
import { checkedSignature } from './signature-image';
import { createSigningLink, revokeSigningLinks, signingLinkHash } from './signing-links';

// Built-in signing (software-contracts-push.md section 4): signers are set, the contract is sent
// to the employee with a link, and each signer draws a signature; the first signature freezes the
// filled-in text, so everyone signs the same words, and the last one makes the contract signed.

/** The contract's signers: those set on it, else the ones it asks for (built-in signing and the e-signature provider alike). */
export async function signersOf(tx: Db, write: WriteInfo, c: ContractItem): Promise<Signer[]> {
  return c.signers.length > 0 ? c.signers : resolveSigners(tx, write, c, signersAskedFor(c));
}

export function assertOpen(c: ContractItem): void {
  if (c.deleted === 1) throw new HttpError(409, 'conflict', m.contractDeleted);
  if (c.status === 'signed') throw new HttpError(409, 'conflict', m.signedCannotChange);
  if (c.file_type === 'pdf' && c.has_pdf === 0) throw badRequest(m.noPdfYet, { contract_id: m.noPdfYet });
}

/** Built-in signing (here, and through the link) only while no envelope is out at the provider: one contract, one way of signing. */
export function assertBuiltIn(c: ContractItem): void {
  assertOpen(c);
  if (c.signing_method === 'provider') throw new HttpError(409, 'conflict', m.signingAtProvider);
}

/** Who signs: a user of the company (signed in), or the employee through their link (no account). */
export interface SigningActor {
  companyId: string;
  userId: string | null;
  record: (tx: Db, events: ActivityEvent[]) => Promise<void>;
}

const actorOf = (write: WriteInfo): SigningActor => ({
  companyId: write.viewer.company.id,
  userId: write.viewer.user.id,
  record: (tx, events) => recordActivities(tx, write, events),
});

/** Stores one signature and answers the contract as it is after it. */
export async function addSignature(
  tx: Db,
  actor: SigningActor,
  c: ContractItem,
  signers: Signer[],
  s: { role: SignerRole; name: string; png: Buffer },
): Promise<ContractItem> {
  const signer = signers.find((x) => x.role === s.role);
  if (!signer) throw forbidden(m.notASigner);
  if (signer.signed_at) throw new HttpError(409, 'conflict', m.alreadySigned);
  const at = new Date();
  await tx
    .insert(contractSignatures)
    .values({ contract_id: c.id, role: s.role, signed_name: s.name, png: s.png, signed_by_user_id: actor.userId, signed_at: at });
  const next = signers.map((x) => (x.role === s.role ? { ...x, signed_at: at.toISOString(), signed_name: s.name } : x));
  const complete = next.every((x) => x.signed_at !== null);
  const { companyId } = actor;
  const frozen = c.file_type === 'html' ? await textToSign(tx, companyId, c) : null;
  const saved = await updateContract(tx, actor, c.id, {
    signers: next,
    status: complete ? 'signed' : c.status,
    ...(c.signers.every((x) => x.signed_at === null) ? { signed_html: frozen } : {}),
  });
  const info = { contract_id: c.id, contract_name: c.name, signer_role: s.role, signer_name: s.name };
  await actor.record(
    tx,
    contractSubjects(saved).map((subject) => ({ ...subject, event_type: 'contract_signed', event_info_json: info })),
  );
  return saved;
}

/** POST /api/contract/signInternally: the company's signer (or second signer) signs, as themselves. */
export async function signInternally(tx: Db, write: WriteInfo, body: { contract_id: string; name: string; base64_signature: string; is_second_signer: 0 | 1 }) {
  const { contract } = await contractOf(tx, write, body.contract_id);
  assertBuiltIn(contract);
  const role: SignerRole = body.is_second_signer ? 'second_internal' : 'internal';
  const signers = await signersOf(tx, write, contract);
  const signer = signers.find((x) => x.role === role);
  if (!signer || signer.user_id !== write.viewer.user.id) throw forbidden(m.notASigner);
  const png = checkedSignature(body.base64_signature);
  return { data: await addSignature(tx, actorOf(write), contract, signers, { role, name: body.name, png }) };
}

/** POST /api/contracts/sendToEmployee: signers fixed, a link made and mailed; answers the contract and the mail's id. */
export async function sendToEmployee(tx: Db, write: WriteInfo, body: SendToEmployeeBody, appUrl: string) {
  const { contract } = await contractOf(tx, write, body.contract_id);
  assertBuiltIn(contract);
  if (!contract.employee_id) throw badRequest(m.selectPerson, { contract_id: m.selectPerson });
  const signers = body.signers ? await resolveSigners(tx, write, contract, body.signers) : await signersOf(tx, write, contract);
  const employee = signers.find((s) => s.role === 'employee');
  if (!employee) throw badRequest(m.noEmployeeSigner, { signers: m.noEmployeeSigner });
  const [person] = await tx.select({ email: employees.email, first_name: employees.first_name }).from(employees).where(eq(employees.id, contract.employee_id));
  if (!person?.email) throw badRequest(m.noEmail, { contract_id: m.noEmail });
  const companyId = write.viewer.company.id;
  const saved = await updateAs(tx, write, contract.id, { signers, status: 'sent', sent_at: new Date() });
  // One live link per contract: the earlier mails' links open nothing any more, and an unsent one is not sent.
  await revokeSigningLinks(tx, contract.id);
  const token = await createSigningLink(tx, contract.id);
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const link = `${appUrl}/sign/${token}`;
  const text = [
    `Hello ${person.first_name},`,
    '',
    `${write.viewer.user.name} of ${company?.name ?? 'your company'} asks you to read and sign "${contract.name}".`,
    ...(body.optional_message ? ['', body.optional_message] : []),
    '',
    `Open this link on your phone or computer to read and sign it (it works once, for 14 days):`,
    link,
  ].join('\n');
  const mailId = await queueMail(tx, {
    companyId,
    to: person.email,
    subject: m.mailSubject(company?.name ?? 'Workplace', contract.name),
    text,
    contractId: contract.id,
    signingLinkHash: signingLinkHash(token),
  });
  const info = { contract_id: saved.id, contract_name: saved.name };
  await recordActivities(
    tx,
    write,
    contractSubjects(saved).map((s) => ({ ...s, event_type: 'contract_sent', event_info_json: info })),
  );
  return { data: saved, mail_id: mailId, message: m.messageSent };
}
