import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { maySignForCompany } from '../../shared/contracts/contracts.rights';
import type { ContractItem, ContractTemplateItem, ContractTemplateType, InternalSigner } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { contractTemplates, contracts } from '../db/schema/contracts';
import { badRequest } from '../http/errors';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import { contractColumns, templateColumns, toContractItem, toTemplateItem } from './contracts-columns';

// Templates and contracts as every answer carries them, and the small reads the writes check.

export interface ChangedBy {
  id: string | null;
  name: string | null;
}

/** A team-only manager sees the contracts of their teams' people; a pool vehicle's policy has no person and is everyone's. */
export const contractVisible = (scope: PeopleScope): SQL => sql`(${contracts.employee_id} is null or ${inScopeTeams(scope, contracts.employee_id)})`;

export const contractInScope = (scope: PeopleScope, ...extra: (SQL | undefined)[]): SQL =>
  and(eq(contracts.company_id, scope.companyId), contractVisible(scope), ...extra)!;

export async function listTemplates(db: Db, companyId: string, type?: ContractTemplateType): Promise<ContractTemplateItem[]> {
  const rows = await db
    .select(templateColumns)
    .from(contractTemplates)
    .where(and(eq(contractTemplates.company_id, companyId), type ? eq(contractTemplates.type, type) : undefined))
    .orderBy(asc(contractTemplates.name), asc(contractTemplates.id));
  return rows.map(toTemplateItem);
}

export async function getTemplate(db: Db, companyId: string, id: string): Promise<{ template: ContractTemplateItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...templateColumns, updated_by: contractTemplates.updated_by, updated_by_name: users.name })
    .from(contractTemplates)
    .leftJoin(users, eq(users.id, contractTemplates.updated_by))
    .where(and(eq(contractTemplates.company_id, companyId), eq(contractTemplates.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...template } = row;
  return { template: toTemplateItem(template), changedBy: { id: updated_by, name: updated_by_name } };
}

export async function listContracts(db: Db, scope: PeopleScope, opts: { employeeId?: string; withDeleted?: boolean } = {}): Promise<ContractItem[]> {
  const rows = await db
    .select(contractColumns)
    .from(contracts)
    .where(
      contractInScope(scope, opts.employeeId ? eq(contracts.employee_id, opts.employeeId) : undefined, opts.withDeleted ? undefined : eq(contracts.deleted, 0)),
    )
    .orderBy(desc(contracts.created_at), asc(contracts.id));
  return rows.map(toContractItem);
}

export async function getContract(db: Db, scope: PeopleScope, id: string): Promise<{ contract: ContractItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...contractColumns, updated_by: contracts.updated_by, updated_by_name: users.name })
    .from(contracts)
    .leftJoin(users, eq(users.id, contracts.updated_by))
    .where(contractInScope(scope, eq(contracts.id, id)));
  if (!row) return null;
  const { updated_by, updated_by_name, ...contract } = row;
  return { contract: toContractItem(contract), changedBy: { id: updated_by, name: updated_by_name } };
}

export async function savedContract(db: Db, scope: PeopleScope, id: string): Promise<ContractItem> {
  const found = await getContract(db, scope, id);
  if (!found) throw new Error(`Contract ${id} vanished inside its own write`);
  return found.contract;
}

/** Sets a contract's columns as `userId` (null: the employee through their link) and answers the row as it is now. */
export async function updateContract(
  db: Db,
  who: { companyId: string; userId: string | null },
  id: string,
  values: Partial<typeof contracts.$inferInsert>,
): Promise<ContractItem> {
  await db
    .update(contracts)
    .set({ ...values, updated_by: who.userId })
    .where(and(eq(contracts.company_id, who.companyId), eq(contracts.id, id)));
  return savedContract(db, { companyId: who.companyId, teamIds: null }, id);
}

export async function savedTemplate(db: Db, companyId: string, id: string): Promise<ContractTemplateItem> {
  const found = await getTemplate(db, companyId, id);
  if (!found) throw new Error(`Template ${id} vanished inside its own write`);
  return found.template;
}

const signerColumns = {
  user_id: users.id,
  name: users.name,
  email: users.email,
  // What maySignForCompany reads: the rule stays the shared one, not a copy of it in SQL.
  admin: users.admin,
  group_access: users.group_access,
  rights: users.rights,
  support: users.support,
};
const asSigner = ({ user_id, name, email }: InternalSigner): InternalSigner => ({ user_id, name, email });

/** The users of the company who may sign for it (maySignForCompany: contracts access, no support user). */
export async function internalSigners(db: Db, companyId: string): Promise<InternalSigner[]> {
  const rows = await db.select(signerColumns).from(users).where(eq(users.company_id, companyId)).orderBy(asc(users.name), asc(users.id));
  return rows.filter(maySignForCompany).map(asSigner);
}

/** A user of the company, whether or not they may sign (a reassign's former user). */
export async function companyUser(db: Db, companyId: string, id: string): Promise<InternalSigner | null> {
  const [row] = await db
    .select({ user_id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.id, id)));
  return row ?? null;
}

/**
 * The user named as a company signer in `field`, if they may sign (maySignForCompany); else 400 with
 * nothing changed: not a user of the company, or one the contracts right does not hold for.
 */
export async function companySigner(db: Db, companyId: string, id: string, field: string): Promise<InternalSigner> {
  const [row] = await db
    .select(signerColumns)
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.id, id)));
  if (!row) throw badRequest(m.signerNotFound, { [field]: m.signerNotFound });
  if (!maySignForCompany(row)) throw badRequest(m.signerMayNotSign, { [field]: m.signerMayNotSign });
  return asSigner(row);
}

export const idTaken = async (db: Db, table: typeof contracts | typeof contractTemplates, id: string): Promise<boolean> =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
