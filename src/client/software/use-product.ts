import type { MirrorRowOf } from '../../sync/local-db';
import { useMirrorFind } from '../offline/use-mirror-find';

export type ProductRow = MirrorRowOf<'software_products'>;
export type LicenseRow = MirrorRowOf<'software_licenses'>;

/** A software product from the mirror; undefined while loading, null when this device does not have it. */
export function useProduct(id: string | undefined): ProductRow | null | undefined {
  return useMirrorFind(async (db) => (await db.mirror('software_products').get(id ?? '')) ?? null, [id]);
}

/** Every licence of a product (active and deactivated), by the mirror's product index; undefined while loading. */
export function useProductLicenses(productId: string | undefined): LicenseRow[] | undefined {
  const found = useMirrorFind(
    async (db) =>
      db
        .mirror('software_licenses')
        .where('product_id')
        .equals(productId ?? '')
        .toArray(),
    [productId],
  );
  return found ?? undefined;
}
