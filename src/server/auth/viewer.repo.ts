import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { payrollIntegrations } from '../db/schema/calendar';
import { companies } from '../db/schema/companies';
import { teamManagers } from '../db/schema/people';
import type { SessionRow } from './sessions.repo';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

async function loadUser(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(and(eq(users.id, userId), eq(users.company_id, companyId)));
  return row ?? null;
}

/** The viewer of a session: the acting user (impersonated or not), the company, rights and scope. */
export async function loadViewer(db: Db, session: SessionRow): Promise<Viewer | null> {
  const actingId = session.impersonated_user_id ?? session.user_id;
  const acting = await loadUser(db, actingId, session.company_id);
  if (!acting) return null;
  const impersonator = session.impersonated_user_id ? await loadUser(db, session.user_id, session.company_id) : null;
  const managed = await db
    .select({ team_id: teamManagers.team_id })
    .from(teamManagers)
    .where(and(eq(teamManagers.user_id, actingId), eq(teamManagers.company_id, session.company_id)));
  const { user, company } = acting;
  // The company's integrations switch features on in other areas (software-contracts-push.md section 6).
  const integrations = await db
    .select({ features: payrollIntegrations.features })
    .from(payrollIntegrations)
    .where(eq(payrollIntegrations.company_id, session.company_id));
  const integrationFeatures = [...new Set([...company.integration_features, ...integrations.flatMap((i) => i.features)])].sort();
  return {
    user: { id: user.id, email: user.email, name: user.name, employee_id: user.employee_id },
    company: { id: company.id, name: company.name, group_id: company.group_id },
    admin: user.admin,
    role: user.role,
    support: user.support,
    group_access: user.group_access,
    rights: user.rights,
    feature_flags: company.feature_flags,
    integration_features: integrationFeatures,
    managed_team_ids: managed.map((m) => m.team_id).sort(),
    impersonator: impersonator ? { id: impersonator.user.id, email: impersonator.user.email, name: impersonator.user.name } : null,
  };
}

export async function listCompanyUsers(db: Db, companyId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, admin: users.admin })
    .from(users)
    .where(eq(users.company_id, companyId))
    .orderBy(users.name);
}
