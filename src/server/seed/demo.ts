import { eq } from 'drizzle-orm';
import { uuidv7 } from '../../shared/ids';
import type { FeatureFlag, GroupAccess, IntegrationFeature, Right, Role } from '../../shared/policy/roles';
import { RIGHTS } from '../../shared/policy/roles';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { employees, teamManagers, teamMembers } from '../db/schema/people';
import { hashPassword } from '../auth/passwords';
import { buildCompany, type BuiltCompany } from './company-builder';
import { addDemoActivity } from './demo-activity';
import { addDemoCustomFields } from './demo-custom-fields';
import { addDemoDocuments } from './demo-documents';
import { addDemoFleet } from './demo-fleet';
import { addDemoSegments } from './demo-segments';
import { mulberry32 } from './random';
import { readConfig } from '../config';
import { areaSeeds } from '../areas';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TEAMS = ['Sales', 'Logistics', 'Finance', 'Engineering', 'Customer success', 'Marketing', 'Operations', 'HR', 'Workshop', 'Facilities'];

interface DemoUser {
  email: string;
  what: string;
  first: string;
  last: string;
  title?: string;
  role?: Role;
  admin?: boolean;
  support?: boolean;
  group_access?: GroupAccess;
  rights?: Right[];
  /** The generated employee (by their generated email) who becomes this user's person; none for support. */
  person?: string;
}

const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.test',
    what: 'admin',
    first: 'Sophie',
    last: 'Laurent',
    title: 'HR director',
    admin: true,
    rights: [...RIGHTS],
    person: 'adam.laurent2@demo-company.test',
  },
  {
    email: 'manager@demo.test',
    what: 'team-only manager of Sales and Logistics',
    first: 'Tom',
    last: 'Peeters',
    title: 'Sales and logistics manager',
    role: 'team_only',
    rights: ['documents', 'export'],
    person: 'fleur.maes22@demo-company.test',
  },
  {
    email: 'readonly@demo.test',
    what: 'read-only',
    first: 'Eva',
    last: 'Maes',
    title: 'Finance auditor',
    role: 'read_only',
    rights: ['fleet', 'documents'],
    person: 'lina.goossens42@demo-company.test',
  },
  {
    email: 'light@demo.test',
    what: 'light group access',
    first: 'Lars',
    last: 'Jacobs',
    title: 'Workshop lead',
    group_access: 'light',
    rights: ['fleet'],
    person: 'bram.vandamme62@demo-company.test',
  },
  {
    // The employment template's second company signer: the others but the admin may not sign
    // (maySignForCompany). No person of her own: the signed-in people's persons get the areas' demo
    // data (keepIds), and one more would move all of it.
    email: 'hr@demo.test',
    what: 'HR officer: contracts and wages, signs for the company',
    first: 'Ilse',
    last: 'Van Acker',
    rights: ['wages', 'contracts'],
  },
  { email: 'support@demo.test', what: 'support user, may impersonate', first: 'Sam', last: 'Support', admin: true, support: true, rights: [...RIGHTS] },
];

export const DEMO_SIGN_INS: [string, string][] = [
  ...DEMO_USERS.map((u): [string, string] => [u.email, u.what]),
  ['other@demo.test', 'admin of a second company (tenant isolation)'],
];

async function addUser(db: Db, companyId: string, employeeId: string | null, u: DemoUser, passwordHash: string): Promise<string> {
  const id = uuidv7();
  await db.insert(users).values({
    id,
    company_id: companyId,
    email: u.email,
    name: `${u.first} ${u.last}`,
    password_hash: passwordHash,
    employee_id: employeeId,
    admin: u.admin ?? false,
    role: u.role ?? 'default',
    support: u.support ?? false,
    group_access: u.group_access ?? 'full',
    rights: u.rights ?? [],
  });
  return id;
}

// Demo Company has every fleet feature the spec names (but the order date always required and its
// prefill), so the wizard shows every step and rule; Other Company has the extra fuel options.
const DEMO_FLAGS: FeatureFlag[] = ['trusted_groups', 'enable_cars_usage_type', 'trainings_fla', 'use_own_contribution_payment_type'];
const DEMO_INTEGRATIONS: IntegrationFeature[] = [
  'dimona/push',
  'people/show-seniority',
  'cars/import',
  'cars/order-date',
  'cars/pool-cars',
  'cars/end-date-push',
  'cars/be-company-car-tax',
];
const OTHER_INTEGRATIONS: IntegrationFeature[] = ['cars/extra-fuel-options'];
/** The team-only manager's teams. */
const MANAGED_TEAMS = ['Sales', 'Logistics'];
/** The generated employee who becomes Other Company's admin. */
const OTHER_ADMIN_PERSON = 'milan.vermeulen1@other-company.test';

/** A generated person by their generated email: the demo's people are picked by who they are, not where they fall in a list. */
function personWith(company: BuiltCompany, email: string): BuiltCompany['people'][number] {
  const person = company.people.find((x) => x.email === email);
  if (!person) throw new Error(`The demo generator made nobody with the email ${email}`);
  return person;
}

function teamNamed(company: BuiltCompany, teamNames: string[], name: string): string {
  const id = company.teamIds[teamNames.indexOf(name)];
  if (!id) throw new Error(`The demo has no team ${name}`);
  return id;
}

/**
 * Creates the demo companies on first start; false when they already exist. The demo files' bytes
 * go to opts.filesDir (DATA_DIR/files by default).
 */
export async function ensureDemoData(db: Db, opts: { filesDir?: string } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  if (existing) return false;
  const rng = mulberry32(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const groupId = uuidv7();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const demo = await buildCompany(tx, rng, {
      name: 'Demo Company',
      domain: 'demo-company.test',
      teamNames: DEMO_TEAMS,
      people: 200,
      groupId,
      flags: DEMO_FLAGS,
      integrations: DEMO_INTEGRATIONS,
    });
    await buildCompany(tx, rng, { name: 'Demo Logistics', domain: 'demo-logistics.test', teamNames: ['Drivers', 'Depot'], people: 24, groupId });
    const other = await buildCompany(tx, rng, {
      name: 'Other Company',
      domain: 'other-company.test',
      teamNames: ['Team North', 'Team South', 'Team West'],
      people: 30,
      integrations: OTHER_INTEGRATIONS,
    });
    await addDemoFleet(
      tx,
      { company: demo, features: { feature_flags: DEMO_FLAGS, integration_features: DEMO_INTEGRATIONS } },
      { company: other, features: { feature_flags: [], integration_features: OTHER_INTEGRATIONS } },
    );
    await addDemoCustomFields(tx, demo, other);

    // The signed-in people are employees too, so they appear in the people table.
    const personOf = (u: DemoUser) => (u.person ? personWith(demo, u.person) : null);
    for (const u of DEMO_USERS) {
      const person = personOf(u);
      if (person)
        await tx
          .update(employees)
          .set({ first_name: u.first, last_name: u.last, email: u.email, role: u.title ?? null, active_until: null })
          .where(eq(employees.id, person.id));
      const userId = await addUser(tx, demo.companyId, person?.id ?? null, u, passwordHash);
      if (u.role === 'team_only' && person) {
        for (const teamId of MANAGED_TEAMS.map((name) => teamNamed(demo, DEMO_TEAMS, name))) {
          await tx.insert(teamManagers).values({ company_id: demo.companyId, team_id: teamId, user_id: userId });
          await tx.insert(teamMembers).values({ company_id: demo.companyId, team_id: teamId, employee_id: person.id }).onConflictDoNothing();
        }
      }
    }
    await addDemoActivity(tx, demo.companyId, ['admin@demo.test', 'light@demo.test']);
    // The areas' own demo data (assets, trainings, software ...), after the signed-in people are set
    // up so each of them has something of every area to see.
    const ctx = {
      demoCompanyId: demo.companyId,
      otherCompanyId: other.companyId,
      keepIds: DEMO_USERS.flatMap((u) => personOf(u)?.id ?? []),
      today: new Date().toISOString().slice(0, 10),
    };
    for (const seed of areaSeeds()) await seed.demo?.(tx, ctx);
    // After the custom fields, so 'Leased from Arval' can find its field and option.
    await addDemoSegments(tx, { companyId: demo.companyId, authorEmail: 'admin@demo.test', today: new Date().toISOString().slice(0, 10) });
    // Files on a few cars and on the admin's and the manager's own person (their bytes on disk).
    const filePeople = DEMO_USERS.filter((u) => u.email === 'admin@demo.test' || u.email === 'manager@demo.test').map((u) => ({
      id: personOf(u)!.id,
      name: `${u.first} ${u.last}`,
    }));
    await addDemoDocuments(tx, {
      companyId: demo.companyId,
      filesDir: opts.filesDir ?? readConfig().filesDir,
      uploaderEmail: 'admin@demo.test',
      people: filePeople,
    });
    const otherAdmin = personWith(other, OTHER_ADMIN_PERSON);
    await tx
      .update(employees)
      .set({ first_name: 'Olivier', last_name: 'Renard', email: 'other@demo.test', active_until: null })
      .where(eq(employees.id, otherAdmin.id));
    await addUser(
      tx,
      other.companyId,
      otherAdmin.id,
      { email: 'other@demo.test', what: '', first: 'Olivier', last: 'Renard', admin: true, rights: [...RIGHTS] },
      passwordHash,
    );
  });
  return true;
}
