import { and, eq, inArray } from 'drizzle-orm';
import { sameTypeName } from '../../shared/assets/asset-rules';
import type { SavedAssetFields } from '../../shared/assets/assets.schema';
import { uuidv7 } from '../../shared/ids';
import { assets, assetTypes } from '../db/schema/assets';
import type { Db } from '../db/database';
import type { ImportWriteContext, ImportWriter } from '../objects/object-import';
import { companyTypes } from './asset-types';
import { updateAsset, type AssetSaved } from './asset-writes.repo';

// The import's writes of assets: rows planned and checked by the shared asset target
// (src/shared/assets/asset-import.ts). A row naming a type the company lacks carries its name;
// the type is made once, with the 'other' picture, and kept by an undo.

async function typeIdsFor(tx: Db, { viewer }: ImportWriteContext, names: readonly string[]): Promise<Map<string, string>> {
  const types = await companyTypes(tx, viewer.company.id);
  const ids = new Map<string, string>();
  for (const name of names) {
    if (ids.has(name)) continue;
    const found = types.find((t) => sameTypeName(t.name, name));
    if (found) ids.set(name, found.id);
    else {
      const id = uuidv7();
      await tx.insert(assetTypes).values({ id, company_id: viewer.company.id, name: name.trim(), picture: 'other', updated_by: viewer.user.id });
      types.push({ id, name: name.trim(), picture: 'other', created_at: '', updated_at: '', version: 0 });
      ids.set(name, id);
    }
  }
  return ids;
}

export const assetImportWriter: ImportWriter = {
  async create(tx, ctx, rows) {
    if (rows.length === 0) return [];
    const names = rows.flatMap((r) => (r.values.asset_type_id ? [] : [String(r.values.asset_type_name)]));
    const typeIds = await typeIdsFor(tx, ctx, names);
    await tx.insert(assets).values(
      rows.map((r) => {
        const { asset_type_name, ...fields } = r.values as SavedAssetFields & { asset_type_name?: string };
        return {
          ...(fields as AssetSaved),
          asset_type_id: fields.asset_type_id || typeIds.get(String(asset_type_name))!,
          id: r.id,
          company_id: ctx.viewer.company.id,
          updated_by: ctx.viewer.user.id,
          insert_method: 'import' as const,
          excel_import_id: ctx.importId,
        };
      }),
    );
    return [];
  },
  async update(tx, { viewer }, id, values) {
    await updateAsset(tx, { companyId: viewer.company.id, id, userId: viewer.user.id, fields: values as Partial<AssetSaved> });
  },
  async archive(tx, { viewer }, ids) {
    if (ids.length === 0) return;
    await tx
      .update(assets)
      .set({ deleted: 1, updated_by: viewer.user.id })
      .where(and(eq(assets.company_id, viewer.company.id), inArray(assets.id, [...ids])));
  },
};
