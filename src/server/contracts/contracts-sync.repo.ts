import { asc, sql } from 'drizzle-orm';
import type { ContractItem, ContractTemplateItem } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractTemplates, contracts } from '../db/schema/contracts';
import type { PeopleScope } from '../people/people-scope';
import { inWindow, type ChangeWindow } from '../sync/changes';
import { contractColumns, templateColumns, toContractItem, toTemplateItem } from './contracts-columns';
import { contractVisible } from './contracts.repo';

/** Templates are the company's list: whoever has contracts access mirrors them all. */
export async function templateChanges(db: Db, companyId: string, w: ChangeWindow): Promise<ContractTemplateItem[]> {
  const rows = await db
    .select(templateColumns)
    .from(contractTemplates)
    .where(inWindow(contractTemplates, companyId, w))
    .orderBy(asc(contractTemplates.version))
    .limit(w.limit);
  return rows.map(toTemplateItem);
}

/** Contracts changed after the cursor, in version order; a team-only manager's device holds its teams' people's only. */
export async function contractChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ row: ContractItem; visible: boolean }[]> {
  const visible = contractVisible(scope);
  const rows = await db
    .select({ ...contractColumns, visible: sql<boolean>`${visible}` })
    .from(contracts)
    .where(inWindow(contracts, scope.companyId, w, visible))
    .orderBy(asc(contracts.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...r }) => ({ row: toContractItem(r), visible: Boolean(seen) }));
}
