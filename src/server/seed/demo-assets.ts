import { eq, sql } from 'drizzle-orm';
import type { EventInfo } from '../../shared/activity/activity.schema';
import type { EventType } from '../../shared/activity/event-types';
import type { InsertMethod } from '../../shared/objects';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { employees } from '../db/schema/people';
import { tags } from '../db/schema/tags';
import { ASSET_CATALOGUE, addAssets, currentPeopleIds, ensureAssetTypes, generateAsset, type AssetPlan, type AssetRow } from './assets-generator';
import { addFields, fillCustomValues } from './demo-custom-fields';
import { demoAdminId, historyRow, type HistoryRow } from './demo-history';
import { intBetween, mulberry32, pick, type Rng } from './random';

// The demo's assets: about 250 over the Demo Company's current people (a laptop or a phone each,
// several people with 2 to 4 things), 15 archived old laptops and phones, ten people with nothing,
// two asset custom fields with values, a few tags and a short history. Other Company: 3 types, 10
// assets. Its own random stream, so the rest of the demo stays as it was.

const DEMO_ACTIVE = 235;
const DEMO_ARCHIVED = 15;
/** People of the Demo Company left without any asset (the empty person page, the bulk's 'new' people). */
export const DEMO_PEOPLE_WITHOUT_ASSETS = 10;
const EXTRA_TYPES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const DEMO_ASSET_FIELDS = [
  { name: 'Inventory number', type: 'auto_incrementing_int' as const },
  { name: 'Warranty until', type: 'date' as const },
];
const TAGS = [['Home office'], ['Loaner'], ['Needs repair'], ['Home office', 'Loaner']];

const method = (rng: Rng, type: number): InsertMethod => {
  const roll = rng();
  // Headsets, badges and docking stations went out to whole teams at once: the bulk assign.
  if ([3, 4, 9].includes(type)) return roll < 0.7 ? 'bulk' : 'manual';
  return roll < 0.12 ? 'import' : roll < 0.25 ? 'bulk' : 'manual';
};

/** Who holds what: everyone a laptop or phone, then extra things to some (at most 4 each). */
function demoPlans(rng: Rng, people: string[], keep: readonly string[]): AssetPlan[] {
  const without = new Set(people.filter((id, i) => !keep.includes(id) && i % 17 === 3).slice(0, DEMO_PEOPLE_WITHOUT_ASSETS));
  const holders = people.filter((id) => !without.has(id));
  const held = new Map<string, number[]>(holders.map((id) => [id, keep.includes(id) ? [0, 1, 2] : [rng() < 0.65 ? 0 : 1]]));
  let count = [...held.values()].reduce((n, t) => n + t.length, 0);
  while (count < DEMO_ACTIVE) {
    const owned = held.get(pick(rng, holders))!;
    const type = owned.includes(0) && !owned.includes(1) && rng() < 0.3 ? 1 : pick(rng, EXTRA_TYPES);
    if (owned.length >= 4 || owned.includes(type)) continue;
    owned.push(type);
    count++;
  }
  const plans: AssetPlan[] = [...held.entries()].flatMap(([ownerId, types]) => types.map((type) => ({ type, ownerId, insertMethod: method(rng, type) })));
  // The archived ones: old laptops and phones, handed back when the current one came.
  for (let i = 0; i < DEMO_ARCHIVED; i++)
    plans.push({ type: i % 3 === 2 ? 1 : 0, ownerId: pick(rng, holders), insertMethod: 'manual', deleted: true, addedDaysAgo: intBetween(rng, 800, 1400) });
  return plans;
}

async function addDemoHistory(
  db: Db,
  rng: Rng,
  companyId: string,
  rows: AssetRow[],
  names: Map<string, string>,
  typeName: (r: AssetRow) => string,
): Promise<void> {
  const author = await demoAdminId(db, companyId);
  const items: HistoryRow[] = [];
  const add = (assetId: string, at: Date, type: EventType, info: EventInfo) =>
    items.push(historyRow(companyId, author, at, { related_object: 'asset', related_object_id: assetId, event_type: type, event_info_json: info }));
  const active = rows.filter((r) => r.deleted === 0);
  for (const [i, row] of active.slice(0, 10).entries()) {
    const created = row.created_at as Date;
    const owner = row.owner_employee_id!;
    add(row.id!, created, 'asset_added', { asset_name: typeName(row), employee_id: owner, employee_name: names.get(owner) ?? null });
    if (i % 3 === 0)
      add(row.id!, new Date(created.getTime() + 20 * 86_400_000), 'asset_updated', {
        changes: [{ field: 'price', old: `${Number(row.price) + 100}.00`, new: row.price }],
      });
    if (i % 4 === 1)
      add(row.id!, new Date(created.getTime() + 3 * 86_400_000), 'note_added', {
        text: pick(rng, ['Delivered with charger and sleeve.', 'Screen protector fitted.', 'Replaced under warranty once.']),
      });
  }
  if (items.length) await db.insert(activity).values(items);
}

export async function addDemoAssets(db: Db, p: { demoCompanyId: string; otherCompanyId: string; keepIds: readonly string[] }): Promise<void> {
  const rng = mulberry32(20261126);
  const types = await ensureAssetTypes(db, p.demoCompanyId);
  const plans = demoPlans(rng, await currentPeopleIds(db, p.demoCompanyId), p.keepIds);
  const rows = plans.map((plan) => generateAsset(rng, p.demoCompanyId, types, plan));
  await addAssets(db, rows);
  await addFields(db, p.demoCompanyId, 'asset', DEMO_ASSET_FIELDS);
  const byAge = [...rows].sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime() || a.id!.localeCompare(b.id!));
  await fillCustomValues(db, rng, { companyId: p.demoCompanyId, type: 'asset', ids: byAge.map((r) => r.id!) });
  const tagged = rows.filter((r) => r.deleted === 0).filter((_, i) => i % 23 === 4);
  if (tagged.length)
    await db.insert(tags).values(
      tagged.map((r, i) => ({
        id: r.id!,
        company_id: p.demoCompanyId,
        related_object: 'asset' as const,
        related_object_id: r.id!,
        tag_names: TAGS[i % TAGS.length]!,
      })),
    );
  const people = await db
    .select({ id: employees.id, name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}` })
    .from(employees)
    .where(eq(employees.company_id, p.demoCompanyId));
  const typeName = (r: AssetRow) => types.find((t) => t.id === r.asset_type_id)?.name ?? 'Asset';
  await addDemoHistory(db, rng, p.demoCompanyId, rows, new Map(people.map((x) => [x.id, x.name])), typeName);

  const otherTypes = await ensureAssetTypes(db, p.otherCompanyId, ASSET_CATALOGUE.slice(0, 3));
  const otherPeople = await currentPeopleIds(db, p.otherCompanyId);
  await addAssets(
    db,
    Array.from({ length: 10 }, (_, i) =>
      generateAsset(rng, p.otherCompanyId, otherTypes, { type: i % 3, ownerId: otherPeople[i % otherPeople.length]! }, ASSET_CATALOGUE.slice(0, 3)),
    ),
  );
}
