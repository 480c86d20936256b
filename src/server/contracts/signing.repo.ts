import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ContractItem } from '../../shared/contracts/contracts.schema';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { contracts } from '../db/schema/contracts';
import { peopleScope } from '../people/people-scope';
import { contractColumns, toContractItem } from './contracts-columns';
import { contractInScope } from './contracts.repo';

/**
 * GET /api/contract/pendingInternal: the contracts waiting for the viewer's own signature as the
 * company's (second) signer, those sent and those whose signers are still the template's.
 */
export async function pendingInternal(db: Db, viewer: Viewer): Promise<ContractItem[]> {
  const me = viewer.user.id;
  const waitsForMe = sql`(
    ${contracts.signers} @> ${JSON.stringify([{ user_id: me, signed_at: null }])}::jsonb
    or (${contracts.signers} = '[]'::jsonb and ${contracts.pdf_internal_signature_required} = 1
        and (${contracts.internal_signer_user_id} = ${me}::uuid or ${contracts.second_internal_signer_user_id} = ${me}::uuid))
  )`;
  const rows = await db
    .select(contractColumns)
    .from(contracts)
    .where(contractInScope(peopleScope(viewer), eq(contracts.deleted, 0), ne(contracts.status, 'signed'), and(waitsForMe)))
    .orderBy(desc(contracts.created_at));
  return rows.map(toContractItem);
}
