import type { AssetListItem, AssetPicture, AssetType } from '../../shared/assets/assets.schema';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useMirrorFind } from '../offline/use-mirror-find';
import type { PersonRef } from '../ui/facts-card';

export type AssetRow = AssetListItem & { _pending?: 1 };

export interface FoundAsset {
  asset: AssetRow;
  /** The type's name and picture from the types mirror (a rename shows at once), else the row's copy. */
  type: { name: string; picture: AssetPicture };
  /**
   * The owner from the people mirror; else the name and avatar the row carries (an owner in another
   * company of a trusted group is not among this company's people); null for nobody.
   */
  owner: PersonRef | null;
}

/** How the outbox and the sync panel name a change to this asset: 'Laptop of Emma Janssens'. */
export const assetLabel = (found: FoundAsset, ownerName: string | null | undefined = found.owner?.name) =>
  ownerName ? `${found.type.name} of ${ownerName}` : found.type.name;

/** An asset with its type and owner from the mirror; undefined while loading, null when not there. */
export function useAsset(id: string | undefined): FoundAsset | null | undefined {
  return useMirrorFind(
    async (db): Promise<FoundAsset | null> => {
      const asset = (await db.mirror('assets').get(id ?? '')) as AssetRow | undefined;
      if (!asset) return null;
      const type = (await db.mirror('asset_types').get(asset.asset_type_id)) as AssetType | undefined;
      const person = asset.owner_employee_id ? ((await db.mirror('employees').get(asset.owner_employee_id)) as PersonListItem | undefined) : undefined;
      const owner: PersonRef | null = person
        ? { id: person.id, name: person.name, avatar: person.avatar }
        : asset.owner_employee_id && asset.owner_employee_name
          ? { id: asset.owner_employee_id, name: asset.owner_employee_name, avatar: asset.owner_employee_avatar }
          : null;
      return { asset, type: type ? { name: type.name, picture: type.picture } : { name: asset.asset_name, picture: asset.picture }, owner };
    },
    [id],
  );
}
