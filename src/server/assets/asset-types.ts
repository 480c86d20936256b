import { asc, eq } from 'drizzle-orm';
import { matchingAssetTypes, sameTypeName } from '../../shared/assets/asset-rules';
import { ASSET_TYPE_PAGE_SIZE, type AssetType, type AssetTypeAddBody } from '../../shared/assets/assets.schema';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { assetTypes } from '../db/schema/assets';
import { badRequest, HttpError } from '../http/errors';
import type { WriteInfo } from '../sync/run-write';
import { assetTypeColumns, toAssetType, type RawAssetType } from './assets-columns';

// Asset types: GET /api/asset_types/list and POST /api/asset_types/add. A company has a few dozen
// types at most, so the list filters and orders them here with the very rule the device uses
// (asset-rules.ts matchingAssetTypes), and both always agree.

export async function companyTypes(db: Db, companyId: string): Promise<AssetType[]> {
  const rows = await db.select(assetTypeColumns).from(assetTypes).where(eq(assetTypes.company_id, companyId)).orderBy(asc(assetTypes.name), asc(assetTypes.id));
  return rows.map((r) => toAssetType(r as RawAssetType));
}

/** A page of the company's types whose names contain the keyword, by name; `count`: all that match. */
export async function listAssetTypes(db: Db, companyId: string, q: { keyword: string; page: number }): Promise<{ data: AssetType[]; count: number }> {
  const matching = matchingAssetTypes(await companyTypes(db, companyId), q.keyword);
  const start = q.page * ASSET_TYPE_PAGE_SIZE;
  return { data: matching.slice(start, start + ASSET_TYPE_PAGE_SIZE), count: matching.length };
}

/** POST /api/asset_types/add: a new name in the company (case and accents ignored). */
export async function addAssetType(tx: Db, write: WriteInfo, body: AssetTypeAddBody): Promise<WriteAnswer<AssetType> & { id: string }> {
  const companyId = write.viewer.company.id;
  if ((await companyTypes(tx, companyId)).some((t) => sameTypeName(t.name, body.name))) {
    throw badRequest(messages.assets.typeExists, { name: messages.assets.typeExists });
  }
  const id = body.id ?? uuidv7();
  const [taken] = await tx.select({ id: assetTypes.id }).from(assetTypes).where(eq(assetTypes.id, id));
  if (taken) throw new HttpError(409, 'conflict', messages.assets.idTaken, { id: messages.assets.idTaken });
  await tx.insert(assetTypes).values({ id, company_id: companyId, name: body.name, picture: body.picture, updated_by: write.viewer.user.id });
  const [row] = await tx.select(assetTypeColumns).from(assetTypes).where(eq(assetTypes.id, id));
  return { id, data: toAssetType(row as RawAssetType) };
}
