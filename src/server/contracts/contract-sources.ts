import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fillPlaceholders, placeholderValues, type PlaceholderSources } from '../../shared/contracts/contract-placeholders';
import type { ContractItem } from '../../shared/contracts/contracts.schema';
import { FUEL_LABELS } from '../../shared/fleet/car-labels';
import type { Db } from '../db/database';
import { assetTypes, assets } from '../db/schema/assets';
import { companies } from '../db/schema/companies';
import { cars } from '../db/schema/fleet';
import { employees, teamMembers, teams } from '../db/schema/people';

// Where a contract's placeholders get their values on the server: the person, the company, the
// policy's vehicle or assets, and the contract's own custom values (the device reads the same from
// its mirrors). The preview of a template fills them from an example of the company.

// The person's columns named with their table: Drizzle writes `${employees.id}` unqualified, which
// inside a subquery would name the subquery's own table.
const person = alias(employees, 'person');
const manager = alias(employees, 'manager');
const teamNames = sql<
  string | null
>`(select string_agg(t.name, ', ' order by t.name) from ${teamMembers} tm join ${teams} t on t.id = tm.team_id where tm.employee_id = ${person}.id)`;

async function personSource(db: Db, companyId: string, id: string | null): Promise<PlaceholderSources['person']> {
  const [row] = await db
    .select({
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone: person.phone,
      role: person.role,
      joined: sql<string | null>`${person.joined}::text`,
      team: teamNames,
      manager: sql<string | null>`${manager.first_name} || ' ' || ${manager.last_name}`,
    })
    .from(person)
    .leftJoin(manager, eq(manager.id, person.manager_id))
    .where(and(eq(person.company_id, companyId), id ? eq(person.id, id) : undefined))
    .orderBy(asc(person.last_name))
    .limit(1);
  return row ?? null;
}

async function carSource(db: Db, companyId: string, id: string | null): Promise<PlaceholderSources['car']> {
  const [row] = await db
    .select({
      brand: cars.brand,
      model: cars.model,
      plate: cars.plate,
      chassis_number: cars.chassis_number,
      color: cars.color,
      fuel: cars.fuel,
      catalogue_value: sql<string | null>`${cars.catalogue_value}::text`,
      date_first_registration: sql<string | null>`${cars.date_first_registration}::text`,
    })
    .from(cars)
    .where(and(eq(cars.company_id, companyId), id ? eq(cars.id, id) : eq(cars.deleted, 0)))
    .orderBy(asc(cars.brand))
    .limit(1);
  return row ? { ...row, fuel: row.fuel ? FUEL_LABELS[row.fuel] : null } : null;
}

/** A policy's assets in the policy's order (as the device lists them), else two of the company's for an example. */
async function assetSources(db: Db, companyId: string, ids: readonly string[] | null): Promise<NonNullable<PlaceholderSources['assets']>> {
  const rows = await db
    .select({ id: assets.id, name: assetTypes.name, serial_number: assets.serial_number, price: sql<string | null>`${assets.price}::text` })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.asset_type_id))
    .where(and(eq(assets.company_id, companyId), ids ? inArray(assets.id, [...ids]) : eq(assets.deleted, 0)))
    .orderBy(asc(assetTypes.name), asc(assets.id))
    .limit(ids ? 500 : 2);
  const byId = new Map(rows.map(({ id, ...a }) => [id, a]));
  return ids ? ids.flatMap((id) => byId.get(id) ?? []) : [...byId.values()];
}

async function companySource(db: Db, companyId: string) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The contract with its placeholders filled in, and those left unfilled; `frozen`: as it is signed (fillPlaceholders). */
export async function filledContract(
  db: Db,
  companyId: string,
  c: ContractItem,
  opts: { frozen?: boolean } = {},
): Promise<{ html: string; unfilled: string[] }> {
  const sources: PlaceholderSources = {
    person: c.employee_id ? await personSource(db, companyId, c.employee_id) : null,
    company: await companySource(db, companyId),
    car: c.related_object === 'car' && c.related_object_ids[0] ? await carSource(db, companyId, c.related_object_ids[0]) : null,
    assets: c.related_object === 'asset' ? await assetSources(db, companyId, c.related_object_ids) : [],
    contract: { name: c.name, date: c.created_at.slice(0, 10) },
    custom: c.shortcode_values,
  };
  return fillPlaceholders(c.content_html, placeholderValues(sources), opts);
}

/** The text everyone signs: frozen at the first signature (signed_html), else as it would be frozen now. */
export async function textToSign(db: Db, companyId: string, c: ContractItem): Promise<string> {
  return c.signed_html ?? (await filledContract(db, companyId, c, { frozen: true })).html;
}

/** A template's HTML filled from an example of the company: the viewer's own record, a vehicle, two assets. */
export async function exampleFilled(
  db: Db,
  companyId: string,
  html: string,
  personId: string | null,
  today: string,
): Promise<{ html: string; unfilled: string[] }> {
  const sources: PlaceholderSources = {
    person: (personId ? await personSource(db, companyId, personId) : null) ?? (await personSource(db, companyId, null)),
    company: await companySource(db, companyId),
    car: await carSource(db, companyId, null),
    assets: await assetSources(db, companyId, null),
    contract: { name: 'Example contract', date: today },
  };
  return fillPlaceholders(html, placeholderValues(sources));
}
