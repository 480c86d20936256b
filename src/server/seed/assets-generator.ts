import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AssetPicture } from '../../shared/assets/assets.schema';
import type { InsertMethod } from '../../shared/objects';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';
import { withCompanyWrite } from '../sync/write-lock';
import { insertInChunks } from './company-builder';
import { fillCustomValues } from './demo-custom-fields';
import { intBetween, mulberry32, pick, type Rng } from './random';

// Company equipment as an office has it: laptops and phones for most people, then monitors,
// headsets, chairs and badges, from the vendors such companies buy from, with serial numbers in
// each vendor's own format and prices excluding VAT. Used by the demo and `npm run seed -- --assets N`.

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const chars = (rng: Rng, n: number, set = ALNUM) => Array.from({ length: n }, () => set[Math.floor(rng() * set.length)]).join('');
const digits = (rng: Rng, n: number) => chars(rng, n, '0123456789');

/** One vendor's line of a type: its price range excluding VAT (whole euros) and serial format. */
interface VendorLine {
  vendor: string;
  price: [number, number];
  serial: (rng: Rng) => string;
}

const SERIALS = {
  dell: (rng: Rng) => chars(rng, 7), // a service tag: 7XK2M93
  apple: (rng: Rng) => `C02${chars(rng, 9)}`,
  lenovo: (rng: Rng) => `PF${chars(rng, 6)}`,
  hp: (rng: Rng) => `5CG${digits(rng, 4)}${chars(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}`,
  samsung: (rng: Rng) => `R5${chars(rng, 9)}`,
  lg: (rng: Rng) => `${digits(rng, 3)}NT${chars(rng, 5)}`,
  logitech: (rng: Rng) => `${digits(rng, 4)}LZ${chars(rng, 6)}`,
  jabra: (rng: Rng) => `JB${digits(rng, 10)}`,
  steelcase: (rng: Rng) => `SC-${digits(rng, 7)}`,
  hid: (rng: Rng) => `HID-${digits(rng, 8)}`,
  brother: (rng: Rng) => `U6${chars(rng, 7)}`,
};

export interface AssetTypePlan {
  name: string;
  picture: AssetPicture;
  lines: VendorLine[];
}

/** The demo's catalogue, most common first. */
export const ASSET_CATALOGUE: AssetTypePlan[] = [
  {
    name: 'Laptop',
    picture: 'laptop',
    lines: [
      { vendor: 'Dell', price: [1049, 1549], serial: SERIALS.dell },
      { vendor: 'Apple', price: [1799, 2499], serial: SERIALS.apple },
      { vendor: 'Lenovo', price: [999, 1649], serial: SERIALS.lenovo },
      { vendor: 'HP', price: [949, 1499], serial: SERIALS.hp },
    ],
  },
  {
    name: 'Smartphone',
    picture: 'phone',
    lines: [
      { vendor: 'Apple', price: [799, 1099], serial: SERIALS.apple },
      { vendor: 'Samsung', price: [649, 999], serial: SERIALS.samsung },
    ],
  },
  {
    name: 'Monitor',
    picture: 'monitor',
    lines: [
      { vendor: 'Dell', price: [219, 449], serial: SERIALS.dell },
      { vendor: 'Samsung', price: [189, 399], serial: SERIALS.samsung },
      { vendor: 'LG', price: [199, 379], serial: SERIALS.lg },
    ],
  },
  {
    name: 'Headset',
    picture: 'headset',
    lines: [
      { vendor: 'Jabra', price: [129, 289], serial: SERIALS.jabra },
      { vendor: 'Logitech', price: [79, 149], serial: SERIALS.logitech },
    ],
  },
  {
    name: 'Docking station',
    picture: 'other',
    lines: [
      { vendor: 'Dell', price: [189, 289], serial: SERIALS.dell },
      { vendor: 'Lenovo', price: [199, 299], serial: SERIALS.lenovo },
    ],
  },
  {
    name: 'Tablet',
    picture: 'tablet',
    lines: [
      { vendor: 'Apple', price: [449, 899], serial: SERIALS.apple },
      { vendor: 'Samsung', price: [399, 699], serial: SERIALS.samsung },
    ],
  },
  {
    name: 'Keyboard',
    picture: 'keyboard',
    lines: [
      { vendor: 'Logitech', price: [59, 119], serial: SERIALS.logitech },
      { vendor: 'Apple', price: [99, 149], serial: SERIALS.apple },
    ],
  },
  { name: 'Mouse', picture: 'mouse', lines: [{ vendor: 'Logitech', price: [29, 99], serial: SERIALS.logitech }] },
  { name: 'Desk chair', picture: 'chair', lines: [{ vendor: 'Steelcase', price: [549, 1090], serial: SERIALS.steelcase }] },
  { name: 'Access badge', picture: 'badge', lines: [{ vendor: 'HID', price: [8, 15], serial: SERIALS.hid }] },
  {
    name: 'Printer',
    picture: 'printer',
    lines: [
      { vendor: 'HP', price: [189, 499], serial: SERIALS.hp },
      { vendor: 'Brother', price: [149, 349], serial: SERIALS.brother },
    ],
  },
  { name: 'Webcam', picture: 'camera', lines: [{ vendor: 'Logitech', price: [79, 199], serial: SERIALS.logitech }] },
];

export type AssetRow = typeof assets.$inferInsert;

export interface SeededType {
  id: string;
  name: string;
}

/** The company's types of these names, added when missing; answered in the plans' order. */
export async function ensureAssetTypes(db: Db, companyId: string, plans: readonly AssetTypePlan[] = ASSET_CATALOGUE): Promise<SeededType[]> {
  const existing = await db.select({ id: assetTypes.id, name: assetTypes.name }).from(assetTypes).where(eq(assetTypes.company_id, companyId));
  const out: SeededType[] = [];
  for (const plan of plans) {
    let found = existing.find((t) => t.name === plan.name);
    if (!found) {
      found = { id: uuidv7(), name: plan.name };
      await db.insert(assetTypes).values({ id: found.id, company_id: companyId, name: plan.name, picture: plan.picture });
    }
    out.push(found);
  }
  return out;
}

export interface AssetPlan {
  /** Index into the catalogue (and the seeded types, in the same order). */
  type: number;
  ownerId: string;
  deleted?: boolean;
  insertMethod?: InsertMethod;
  /** How long ago it came in, in days (default: up to two years). */
  addedDaysAgo?: number;
}

/** A price excluding VAT as sellers write it: 1249.00, 1299.99 or 349.95. */
const priceIn = (rng: Rng, [min, max]: [number, number]) => `${intBetween(rng, min, max)}.${pick(rng, ['00', '00', '99', '95', '50'])}`;

export function generateAsset(
  rng: Rng,
  companyId: string,
  types: readonly SeededType[],
  plan: AssetPlan,
  catalogue: readonly AssetTypePlan[] = ASSET_CATALOGUE,
): AssetRow {
  const line = pick(rng, catalogue[plan.type]!.lines);
  const method = plan.insertMethod ?? 'manual';
  const daysAgo = plan.addedDaysAgo ?? intBetween(rng, 3, 730);
  const created = new Date(Date.now() - daysAgo * 86_400_000 - intBetween(rng, 0, 8 * 3600) * 1000);
  return {
    id: uuidv7(created.getTime()),
    company_id: companyId,
    asset_type_id: types[plan.type]!.id,
    owner_employee_id: plan.ownerId,
    price: priceIn(rng, line.price),
    vendor: line.vendor,
    serial_number: line.serial(rng),
    insert_method: method,
    excel_import_id: method === 'import' ? `import-${created.toISOString().slice(0, 10)}` : null,
    deleted: plan.deleted ? 1 : 0,
    created_at: created,
  };
}

/** Weights of the types for a generated company (laptops and phones first). */
const WEIGHTS = [30, 22, 14, 9, 6, 4, 4, 4, 3, 2, 1, 1];

/** `count` assets over `ownerIds` (benchmarks): mostly laptops and phones, about 3 % archived. */
export function generateAssets(rng: Rng, p: { companyId: string; types: readonly SeededType[]; ownerIds: readonly string[]; count: number }): AssetRow[] {
  const total = WEIGHTS.reduce((a, b) => a + b, 0);
  const typeOf = () => {
    let roll = rng() * total;
    return Math.max(
      0,
      WEIGHTS.findIndex((w) => (roll -= w) < 0),
    );
  };
  return Array.from({ length: p.count }, () => {
    const roll = rng();
    const insertMethod: InsertMethod = roll < 0.6 ? 'manual' : roll < 0.9 ? 'bulk' : 'import';
    return generateAsset(rng, p.companyId, p.types, { type: typeOf(), ownerId: pick(rng, p.ownerIds), deleted: rng() < 0.03, insertMethod });
  });
}

/** The company's people who have not left, oldest first (a stable order, so a seed gives the same assets). */
export async function currentPeopleIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), or(isNull(employees.active_until), sql`${employees.active_until} >= current_date`)))
    .orderBy(asc(employees.created_at), asc(employees.id));
  return rows.map((r) => r.id);
}

export async function addAssets(db: Db, rows: AssetRow[]): Promise<void> {
  await insertInChunks(rows, (chunk) => db.insert(assets).values(chunk));
}

/**
 * `count` generated assets (and their custom values) for a company's current people, its types
 * made when missing, in one write under the company's lock so a running server's pulls miss none.
 * For `npm run seed -- --assets N` and the benchmarks.
 */
export async function addGeneratedAssets(db: Db, p: { companyId: string; count: number; seed?: number }): Promise<{ ids: string[]; customValues: number }> {
  const rng = mulberry32(p.seed ?? p.count);
  return withCompanyWrite(db, { companyId: p.companyId, userId: null }, async (tx) => {
    const types = await ensureAssetTypes(tx, p.companyId);
    const ownerIds = await currentPeopleIds(tx, p.companyId);
    if (ownerIds.length === 0) throw new Error('The company has no current people to give assets to');
    const rows = generateAssets(rng, { companyId: p.companyId, types, ownerIds, count: p.count });
    await addAssets(tx, rows);
    const ids = rows.map((r) => r.id!);
    return { ids, customValues: await fillCustomValues(tx, rng, { companyId: p.companyId, type: 'asset', ids }) };
  });
}
