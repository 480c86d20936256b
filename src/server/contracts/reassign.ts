import { and, eq, or, sql } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import type { Db } from '../db/database';
import { contractTemplates, contracts } from '../db/schema/contracts';
import { badRequest } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { companySigner, companyUser } from './contracts.repo';

// POST /api/contracts/reassign and /api/contract_template/reassign {from_user_id, to_user_id}: a
// user who leaves hands their contracts (or templates) over, and their place as the company's
// signer of those not yet signed.

async function users(tx: Db, write: WriteInfo, from: string, to: string) {
  const companyId = write.viewer.company.id;
  if (from === to) throw badRequest(m.sameUser, { to_user_id: m.sameUser });
  if (!(await companyUser(tx, companyId, from))) throw badRequest(m.signerNotFound, { from_user_id: m.signerNotFound });
  // The new user takes the leaver's place as the company's signer, so they must be one who may sign.
  const target = await companySigner(tx, companyId, to, 'to_user_id');
  return { companyId, target };
}

export async function reassignContracts(tx: Db, write: WriteInfo, body: { from_user_id: string; to_user_id: string }) {
  const { companyId, target } = await users(tx, write, body.from_user_id, body.to_user_id);
  const owned = await tx
    .update(contracts)
    .set({ owner_user_id: body.to_user_id, updated_by: write.viewer.user.id })
    .where(and(eq(contracts.company_id, companyId), eq(contracts.owner_user_id, body.from_user_id)))
    .returning({ id: contracts.id });
  const signing = await tx
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.company_id, companyId),
        or(
          eq(contracts.internal_signer_user_id, body.from_user_id),
          eq(contracts.second_internal_signer_user_id, body.from_user_id),
          // A signer chosen on the contract (setSigningMethod, sendToEmployee), not the template's.
          sql`${contracts.signers} @> ${JSON.stringify([{ user_id: body.from_user_id }])}::jsonb`,
        ),
      ),
    );
  for (const c of signing.filter((x) => x.status !== 'signed')) {
    // The new signer signs under their own name and address.
    const signers = c.signers.map((s) =>
      s.user_id === body.from_user_id && !s.signed_at ? { ...s, user_id: target.user_id, name: target.name, email: target.email } : s,
    );
    await tx
      .update(contracts)
      .set({
        internal_signer_user_id: c.internal_signer_user_id === body.from_user_id ? body.to_user_id : c.internal_signer_user_id,
        second_internal_signer_user_id: c.second_internal_signer_user_id === body.from_user_id ? body.to_user_id : c.second_internal_signer_user_id,
        signers,
        updated_by: write.viewer.user.id,
      })
      .where(eq(contracts.id, c.id));
  }
  return { count: owned.length };
}

export async function reassignTemplates(tx: Db, write: WriteInfo, body: { from_user_id: string; to_user_id: string }) {
  const { companyId } = await users(tx, write, body.from_user_id, body.to_user_id);
  const t = contractTemplates;
  const owned = await tx
    .update(t)
    .set({ owner_user_id: body.to_user_id, updated_by: write.viewer.user.id })
    .where(and(eq(t.company_id, companyId), eq(t.owner_user_id, body.from_user_id)))
    .returning({ id: t.id });
  await tx
    .update(t)
    .set({ internal_signer_user_id: body.to_user_id })
    .where(and(eq(t.company_id, companyId), eq(t.internal_signer_user_id, body.from_user_id)));
  await tx
    .update(t)
    .set({ second_internal_signer_user_id: body.to_user_id })
    .where(and(eq(t.company_id, companyId), eq(t.second_internal_signer_user_id, body.from_user_id)));
  return { count: owned.length };
}
