import { eq } from 'drizzle-orm';
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

// The employee signs without an account (/sign/{token}): the link's token is their only key. They
// see the contract as it will be signed and their own name; they sign once, on any device.

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
  const link = await checkSigningLink(db, token);
  const found = await contractById(db, link.contractId);
  if (!found || found.contract.deleted === 1) throw new HttpError(404, 'not_found', m.linkInvalid);
  const { contract, companyId } = found;
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const employee = contract.signers.find((s) => s.role === 'employee');
  return {
    contract_name: contract.name,
    company_name: company?.name ?? '',
    signer_name: employee?.name ?? '',
    already_signed: employee?.signed_at !== null && employee?.signed_at !== undefined,
    file_type: contract.file_type,
    contract_html: contract.file_type === 'html' ? await textToSign(db, companyId, contract) : null,
  };
}

/** POST /api/sign/{token}: the employee's signature; the link is used up in the same transaction. */
export async function signByLink(db: Db, token: string, body: { name: string; base64_signature: string }) {
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
    return { status: saved.status, message: m.signedThanks };
  });
}
