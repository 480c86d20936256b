import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { assetsCovered, policyName, vehicleCovered } from '../../shared/contracts/contract-rules';
import type { ContractStatus, Signer } from '../../shared/contracts/contracts.schema';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { assetTypes, assets } from '../db/schema/assets';
import { users } from '../db/schema/auth';
import { contractLibraryTemplates, contractSignatures, contractTemplates, contracts } from '../db/schema/contracts';
import { cars } from '../db/schema/fleet';
import { employees } from '../db/schema/people';
import type { DemoContext } from '../http/server-area';
import { filledContract } from '../contracts/contract-sources';
import { getContract } from '../contracts/contracts.repo';
import { DEMO_TEMPLATES, LIBRARY_TEMPLATES, type DemoTemplate } from './demo-contract-texts';
import { demoSignaturePng } from './demo-signature';

// The demo's contracts: the templates of every type, the public library, vehicle policies for a
// dozen drivers, asset policies for a few holders, and employment contracts for the signed-in
// people and others, in every state (draft, sent, signed by some or all, deleted).

type TemplateRow = typeof contractTemplates.$inferInsert & { id: string };

async function addTemplates(db: Db, companyId: string, adminId: string | null, secondId: string | null): Promise<Map<string, TemplateRow>> {
  const rows: TemplateRow[] = DEMO_TEMPLATES.map((t: DemoTemplate) => ({
    id: uuidv7(),
    company_id: companyId,
    name: t.name,
    type: t.type,
    category: t.category,
    tags: t.tags,
    content_html: t.content_html,
    internal_signature_required: t.internal && adminId ? 1 : 0,
    internal_signer_user_id: t.internal ? adminId : null,
    second_internal_signer_user_id: t.internal === 'admin+second' ? secondId : null,
    owner_user_id: adminId,
    updated_by: adminId,
  }));
  await db.insert(contractTemplates).values(rows);
  return new Map(rows.map((r) => [r.name, r]));
}

export async function addLibrary(db: Db): Promise<void> {
  await db.insert(contractLibraryTemplates).values(LIBRARY_TEMPLATES).onConflictDoNothing();
}

async function userNamed(db: Db, companyId: string, email: string) {
  const [u] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.email, email)));
  return u ?? null;
}

interface Person {
  id: string;
  name: string;
  email: string | null;
}

// Drafts, sent and waiting, signed by the company only, and signed by everyone.
const STATES: ContractStatus[] = ['draft', 'sent', 'signed', 'draft', 'sent', 'signed'];

/** The signers of a contract in that state: a sent one's company signer has signed every other time; a signed one's everyone. */
function signersFor(
  status: ContractStatus,
  person: Person | null,
  internal: { id: string; name: string; email: string } | null,
  when: Date,
  n: number,
): Signer[] {
  if (status === 'draft') return [];
  const at = (hours: number) => new Date(when.getTime() + hours * 3600_000).toISOString();
  const list: Signer[] = [];
  if (internal) {
    const signed = status === 'signed' || n % 2 === 0;
    list.push({
      role: 'internal',
      name: internal.name,
      email: internal.email,
      user_id: internal.id,
      employee_id: null,
      signed_at: signed ? at(2) : null,
      signed_name: signed ? internal.name : null,
    });
  }
  if (person) {
    const signed = status === 'signed';
    list.push({
      role: 'employee',
      name: person.name,
      email: person.email,
      user_id: null,
      employee_id: person.id,
      signed_at: signed ? at(20) : null,
      signed_name: signed ? person.name : null,
    });
  }
  return list;
}

export async function addDemoContracts(db: Db, ctx: DemoContext): Promise<void> {
  const companyId = ctx.demoCompanyId;
  await addLibrary(db);
  const admin = await userNamed(db, companyId, 'admin@demo.test');
  // A second signer must be one who may sign (maySignForCompany): the HR officer, with contracts access.
  const second = await userNamed(db, companyId, 'hr@demo.test');
  const templates = await addTemplates(db, companyId, admin?.id ?? null, second?.id ?? null);
  await addTemplates(db, ctx.otherCompanyId, null, null);

  const base = new Date(`${ctx.today}T09:00:00Z`).getTime();
  let n = 0;
  const insert = async (
    t: TemplateRow,
    c: { name: string; person: Person | null; related?: { type: 'car' | 'asset'; ids: string[] }; status?: ContractStatus; deleted?: boolean },
  ) => {
    const status = c.status ?? STATES[n % STATES.length]!;
    const when = new Date(base - (n + 1) * 26 * 3600_000);
    n += 1;
    const internal = t.internal_signature_required && admin ? admin : null;
    const id = uuidv7(when.getTime());
    const signers = signersFor(status, c.person, internal, when, n);
    await db.insert(contracts).values({
      id,
      company_id: companyId,
      name: c.name,
      employee_id: c.person?.id ?? null,
      template_id: t.id,
      template_type: t.type,
      content_html: t.content_html ?? '',
      related_object: c.related?.type ?? null,
      related_object_ids: c.related?.ids ?? [],
      status,
      pdf_internal_signature_required: internal ? 1 : 0,
      pdf_employee_signature_required: c.person ? 1 : 0,
      internal_signer_user_id: internal?.id ?? null,
      second_internal_signer_user_id: t.second_internal_signer_user_id ?? null,
      signers,
      shortcode_values: t.type === 'car_policy' ? { own_contribution: '€ 75.00' } : t.type === 'employment_contract' ? { notice_period: 'three months' } : {},
      sent_at: status === 'draft' ? null : when,
      deleted: c.deleted ? 1 : 0,
      owner_user_id: admin?.id ?? null,
      updated_by: admin?.id ?? null,
      created_at: when,
    });
    const signed = signers.filter((x) => x.signed_at);
    if (signed.length === 0) return;
    await db.insert(contractSignatures).values(
      signed.map((x, i) => ({
        contract_id: id,
        role: x.role,
        signed_name: x.signed_name ?? x.name,
        png: demoSignaturePng(n * 3 + i),
        signed_at: new Date(x.signed_at!),
      })),
    );
    // What they signed: the text as it was filled in then (contracts/signing.ts freezes it so).
    const saved = await getContract(db, { companyId, teamIds: null }, id);
    if (saved)
      await db
        .update(contracts)
        .set({ signed_html: (await filledContract(db, companyId, saved.contract, { frozen: true })).html })
        .where(eq(contracts.id, id));
  };

  const person = sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`;
  const carPolicy = templates.get('Company car policy')!;
  const driven = await db
    .select({ id: cars.id, brand: cars.brand, model: cars.model, plate: cars.plate, person_id: employees.id, person_name: person, email: employees.email })
    .from(cars)
    .innerJoin(employees, eq(employees.id, cars.related_employee_id))
    .where(and(eq(cars.company_id, companyId), eq(cars.deleted, 0)))
    .orderBy(asc(cars.plate))
    .limit(12);
  for (const car of driven)
    await insert(carPolicy, {
      name: policyName(carPolicy.name, vehicleCovered(car)),
      person: { id: car.person_id, name: car.person_name, email: car.email },
      related: { type: 'car', ids: [car.id] },
    });

  const itPolicy = templates.get('IT equipment policy')!;
  const held = await db
    .select({ id: assets.id, name: assetTypes.name, owner: assets.owner_employee_id, person_name: person, email: employees.email })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .innerJoin(employees, eq(employees.id, assets.owner_employee_id))
    .where(and(eq(assets.company_id, companyId), eq(assets.deleted, 0), isNotNull(assets.owner_employee_id)))
    .orderBy(asc(assets.owner_employee_id), asc(assets.id))
    .limit(40);
  const byOwner = new Map<string, typeof held>();
  for (const a of held) byOwner.set(a.owner!, [...(byOwner.get(a.owner!) ?? []), a]);
  for (const [owner, list] of [...byOwner].slice(0, 6)) {
    const first = list[0]!;
    await insert(itPolicy, {
      name: policyName(itPolicy.name, assetsCovered(list.map((a) => a.name))),
      person: { id: owner, name: first.person_name, email: first.email },
      related: { type: 'asset', ids: list.map((a) => a.id) },
    });
  }

  const employment = templates.get('Employment contract (white collar)')!;
  const remote = templates.get('Remote work agreement')!;
  const personColumns = { id: employees.id, name: person, email: employees.email };
  const signedIn = ctx.keepIds.length
    ? await db
        .select(personColumns)
        .from(employees)
        .where(inArray(employees.id, [...ctx.keepIds]))
    : [];
  const people = await db.select(personColumns).from(employees).where(eq(employees.company_id, companyId)).orderBy(asc(employees.last_name)).limit(8);
  for (const p of [...signedIn, ...people.filter((x) => !ctx.keepIds.includes(x.id))].slice(0, 8))
    await insert(employment, { name: `${employment.name} - ${p.name}`, person: p });
  for (const [i, p] of people.slice(0, 3).entries()) await insert(remote, { name: `${remote.name} - ${p.name}`, person: p, status: 'draft', deleted: i === 2 });
}
