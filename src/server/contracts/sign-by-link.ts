import { eq } from 'drizzle-orm';
import { formatDate, isoDay } from '../../shared/format';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { ContractItem, SigningPageAnswer } from '../../shared/contracts/contracts.schema';
import { recordAnonymousActivities } from '../activity/record-activity';
import type { Db } from '../db/database';
import { companies } from '../db/schema/companies';
import { contracts } from '../db/schema/contracts';
import { HttpError } from '../http/errors';
import { withCompanyWrite } from '../sync/write-lock';
import { textToSign } from './contract-sources';
import { contractColumns, toContractItem } from './contracts-columns';
import { checkedSignature } from './signature-image';
import { addSignature, assertBuiltIn, type SigningActor } from './signing';
import { checkSigningLink, useSigningLink } from './signing-links';
import { pdfOf } from './contract-files';
import { queueMail } from './mail';

async function queueCopyMail(tx: Db, p: { companyId: string; contract: ContractItem; to: string; link: string; until: Date }) {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, p.companyId));
  const employee = p.contract.signers.find((s) => s.role === 'employee');
  const text = [
    `Hello ${employee?.signed_name ?? employee?.name ?? ''},`,
    '',
    `Thank you for signing "${p.contract.name}" for ${company?.name ?? 'your company'}.`,
    `Your signed copy (PDF) is on this page until ${formatDate(isoDay(p.until))}:`,
    p.link,
  ].join('\n');
  await queueMail(tx, {
    companyId: p.companyId,
    to: p.to,
    subject: m.copySubject(company?.name ?? 'Workplace', p.contract.name),
    text,
    contractId: p.contract.id,
  });
}

// The employee signs without an account (/sign/{token}): the link's token is their only key. They
// see the contract as it will be signed and their own name; they sign once, on any device, and get
// a mail with the link again: until it expires it opens her signed copy (GET /api/sign/{token}/pdf).

async function contractById(db: Db, id: string): Promise<{ contract: ContractItem; companyId: string } | null> {
  const [row] = await db
    .select({ ...contractColumns, company_id: contracts.company_id })
    .from(contracts)
    .where(eq(contracts.id, id));
  if (!row) return null;
  const { company_id, ...c } = row;
  return { contract: toContractItem(c), companyId: company_id };
}

/** GET /api/sign/{token}: what the employee reads before signing. */
export async function signingPage(db: Db, token: string): Promise<SigningPageAnswer> {
  const { contract, companyId, link } = await linkedContract(db, token);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const employee = contract.signers.find((s) => s.role === 'employee');
  return {
    contract_name: contract.name,
    company_name: company?.name ?? '',
    signer_name: employee?.name ?? '',
    already_signed: employeeSigned(contract),
    file_type: contract.file_type,
    contract_html: contract.file_type === 'html' ? await textToSign(db, companyId, contract) : null,
    signed_copy: employeeSigned(contract),
    expires_at: link.expiresAt.toISOString(),
  };
}

const employeeSigned = (c: ContractItem) => c.signers.some((s) => s.role === 'employee' && s.signed_at !== null);

/** The contract of a link that may have signed already (to read it and its copy); 404 for a deleted one. */
async function linkedContract(db: Db, token: string) {
  const link = await checkSigningLink(db, token, { mayBeUsed: true });
  const found = await contractById(db, link.contractId);
  if (!found || found.contract.deleted === 1) throw new HttpError(404, 'not_found', m.linkInvalid);
  return { ...found, link };
}

/** GET /api/sign/{token}/pdf: the employee's signed copy, once she has signed, while the link lasts. */
export async function signedCopy(db: Db, token: string): Promise<{ name: string; pdf: Uint8Array }> {
  const { contract, companyId } = await linkedContract(db, token);
  if (!employeeSigned(contract)) throw new HttpError(409, 'conflict', m.notSignedYet);
  return { name: contract.name, pdf: await pdfOf(db, companyId, contract) };
}

/** POST /api/sign/{token}: the employee's signature; the link is used up in the same transaction, and her copy's mail queued. */
export async function signByLink(db: Db, token: string, body: { name: string; base64_signature: string }, appUrl: string | undefined) {
  const link = await checkSigningLink(db, token);
  const found = await contractById(db, link.contractId);
  if (!found) throw new HttpError(404, 'not_found', m.linkInvalid);
  const png = checkedSignature(body.base64_signature);
  return withCompanyWrite(db, { companyId: found.companyId, userId: null }, async (tx) => {
    const again = await contractById(tx, link.contractId);
    if (!again) throw new HttpError(404, 'not_found', m.linkInvalid);
    assertBuiltIn(again.contract);
    if (!(await useSigningLink(tx, link.tokenHash))) throw new HttpError(410, 'conflict', m.linkUsed);
    const actor: SigningActor = {
      companyId: found.companyId,
      userId: null,
      record: (t, events) => recordAnonymousActivities(t, found.companyId, events),
    };
    const saved = await addSignature(tx, actor, again.contract, again.contract.signers, { role: 'employee', name: body.name, png });
    const email = saved.signers.find((s) => s.role === 'employee')?.email;
    if (email && appUrl)
      await queueCopyMail(tx, { companyId: found.companyId, contract: saved, to: email, link: `${appUrl}/sign/${token}`, until: link.expiresAt });
    return { status: saved.status, message: m.signedThanks, companyId: found.companyId };
  });
}
