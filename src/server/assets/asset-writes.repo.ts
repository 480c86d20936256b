import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { assets, assetTypes } from '../db/schema/assets';
import { employees } from '../db/schema/people';

// The asset writes' reads and statements. The sync triggers take each row's new version and stamp
// updated_at; updated_by is set here.

/** Asset columns as saved. */
export type AssetSaved = Omit<typeof assets.$inferInsert, 'id' | 'company_id' | 'updated_by' | 'version' | 'updated_at'>;

export async function insertAsset(db: Db, p: { companyId: string; id: string; userId: string; fields: AssetSaved }): Promise<void> {
  await db.insert(assets).values({ ...p.fields, id: p.id, company_id: p.companyId, updated_by: p.userId });
}

export async function updateAsset(db: Db, p: { companyId: string; id: string; userId: string; fields: Partial<AssetSaved> }): Promise<void> {
  await db
    .update(assets)
    .set({ ...p.fields, updated_by: p.userId })
    .where(and(eq(assets.company_id, p.companyId), eq(assets.id, p.id)));
}

/** Whether any asset of any company has this id (a client-made id must be new). */
export async function assetIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: assets.id }).from(assets).where(eq(assets.id, id));
  return row !== undefined;
}

/** The company's asset type with this id, or null. */
export async function companyAssetType(db: Db, companyId: string, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: assetTypes.id, name: assetTypes.name })
    .from(assetTypes)
    .where(and(eq(assetTypes.company_id, companyId), eq(assetTypes.id, id)));
  return row ?? null;
}

/** The people among these who work for this company (whose feeds are the company's). */
export async function peopleOfCompany(db: Db, companyId: string, ids: readonly (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), inArray(employees.id, wanted)));
  return new Set(rows.map((r) => r.id));
}
