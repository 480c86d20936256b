import { eq, sql } from 'drizzle-orm';
import type { InsertMethod } from '../../shared/objects';
import { uuidv7 } from '../../shared/ids';
import type { Db } from '../db/database';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import { withCompanyWrite } from '../sync/write-lock';
import { currentPeopleIds } from './assets-generator';
import { insertInChunks } from './company-builder';
import { fillCustomValues } from './demo-custom-fields';
import { intBetween, pick, mulberry32, type Rng } from './random';

// Software products and licences as a company has them: the SaaS tools offices buy, each held by
// some of the people, a few licences deactivated, some with the username of the person's account.
// Used by the demo (demo-software.ts) and `npm run seed -- --software N`.

export type ProductRow = typeof softwareProducts.$inferInsert;
export type LicenseRow = typeof softwareLicenses.$inferInsert;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function productRow(companyId: string, p: { name: string; url: string; daysAgo: number; deleted?: boolean; insertMethod?: InsertMethod }): ProductRow {
  const created = new Date(Date.now() - p.daysAgo * DAY_MS);
  const method = p.insertMethod ?? 'manual';
  return {
    id: uuidv7(created.getTime()),
    company_id: companyId,
    name: p.name,
    url: p.url,
    logo: null,
    deleted: p.deleted ? 1 : 0,
    insert_method: method,
    excel_import_id: method === 'import' ? `import-${isoDay(created.getTime())}` : null,
    created_at: created,
  };
}

/** How a username of a product looks for a person: an email, or a handle. */
export type UsernameStyle = 'email' | 'handle' | null;

export interface LicensePlan {
  product: ProductRow;
  employeeId: string;
  /** The person's email or name, for the username. */
  handle: string;
  username: UsernameStyle;
  deactivated: boolean;
}

/** One licence: assigned after its product came, a deactivated one some time later (both in the past). */
export function licenseRow(rng: Rng, companyId: string, plan: LicensePlan): LicenseRow {
  const productAt = (plan.product.created_at as Date).getTime();
  const enabledAt = Math.min(Date.now() - DAY_MS, productAt + intBetween(rng, 0, Math.max(1, Math.floor((Date.now() - productAt) / DAY_MS) - 1)) * DAY_MS);
  const deactivatedAt = plan.deactivated
    ? Math.min(Date.now(), enabledAt + intBetween(rng, 1, Math.max(1, Math.floor((Date.now() - enabledAt) / DAY_MS))) * DAY_MS)
    : null;
  const local = plan.handle.split('@')[0]!;
  const username = plan.username === 'email' ? plan.handle : plan.username === 'handle' ? local.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : null;
  return {
    id: uuidv7(enabledAt),
    company_id: companyId,
    product_id: plan.product.id!,
    employee_id: plan.employeeId,
    username,
    active: plan.deactivated ? 0 : 1,
    date_enabled: isoDay(enabledAt),
    date_deactivated: deactivatedAt === null ? null : isoDay(deactivatedAt),
    insert_method: rng() < 0.15 ? 'import' : 'manual',
    excel_import_id: null,
    created_at: new Date(enabledAt),
  };
}

export async function addSoftwareRows(db: Db, products: ProductRow[], licenses: LicenseRow[]): Promise<void> {
  await insertInChunks(products, (chunk) => db.insert(softwareProducts).values(chunk));
  await insertInChunks(licenses, (chunk) => db.insert(softwareLicenses).values(chunk));
}

/** `n` distinct items of `items`, in a random order. */
export function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

const BRAND = [
  'Nimbus',
  'Quartz',
  'Orbit',
  'Lumen',
  'Cobalt',
  'Harbor',
  'Vertex',
  'Pine',
  'Atlas',
  'Nova',
  'Beacon',
  'Summit',
  'Relay',
  'Ember',
  'Tidal',
  'Kite',
];
const KIND = ['Desk', 'Flow', 'Sync', 'Base', 'Hub', 'Notes', 'Pay', 'Sign', 'Track', 'Chat', 'Forms', 'Docs', 'Ledger', 'Shift', 'Learn', 'Analytics'];

/** A generated product's name and address: 'Cobalt Ledger', then 'Cobalt Ledger 2' once every pair is used. */
export function generatedProduct(i: number): { name: string; url: string } {
  const brand = BRAND[i % BRAND.length]!;
  const kind = KIND[Math.floor(i / BRAND.length) % KIND.length]!;
  const round = Math.floor(i / (BRAND.length * KIND.length));
  const name = round ? `${brand} ${kind} ${round + 1}` : `${brand} ${kind}`;
  return { name, url: `${`${brand}${kind}`.toLowerCase()}${round ? round + 1 : ''}.example.com` };
}

/**
 * `count` generated products with about 25 licences each over the company's current people (2,000
 * products: 50,000 licences), about 8 % deactivated, and their custom values, in one write under
 * the company's lock so a running server's pulls miss none. `npm run seed -- --software N`.
 */
export async function addGeneratedSoftware(
  db: Db,
  p: { companyId: string; count: number; licensesPerProduct?: number; seed?: number },
): Promise<{ products: number; licenses: number }> {
  const rng = mulberry32(p.seed ?? p.count);
  const perProduct = p.licensesPerProduct ?? 25;
  return withCompanyWrite(db, { companyId: p.companyId, userId: null }, async (tx) => {
    const people = await currentPeopleIds(tx, p.companyId);
    if (people.length === 0) throw new Error('The company has no current people to give licences to');
    // Numbered after the company's products already there, so a second run makes new names.
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(softwareProducts)
      .where(eq(softwareProducts.company_id, p.companyId));
    const first = Number(existing?.n ?? 0);
    const products = Array.from({ length: p.count }, (_, i) => {
      const g = generatedProduct(first + i);
      return productRow(p.companyId, { name: g.name, url: g.url, daysAgo: intBetween(rng, 30, 1500), insertMethod: rng() < 0.2 ? 'import' : 'manual' });
    });
    const licenses = products.flatMap((product) =>
      sample(rng, people, perProduct).map((employeeId) =>
        licenseRow(rng, p.companyId, {
          product,
          employeeId,
          handle: `user-${employeeId.slice(-6)}@example.com`,
          username: pick(rng, ['email', 'handle', null] as const),
          deactivated: rng() < 0.08,
        }),
      ),
    );
    await addSoftwareRows(tx, products, licenses);
    await fillCustomValues(tx, rng, { companyId: p.companyId, type: 'product', ids: products.map((r) => r.id!) });
    await fillCustomValues(tx, rng, { companyId: p.companyId, type: 'license', ids: licenses.map((r) => r.id!) });
    return { products: products.length, licenses: licenses.length };
  });
}
