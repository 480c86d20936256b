import { activeLicenseOf } from '../../../shared/software/software-rules';
import type { LicenseItem, ProductItem } from '../../../shared/software/software.schema';

// A person's licences as their software page and card show them, and the products they may still
// be given (software-contracts-push.md section 2: /people/{id}/software and /people/{id}/add/software).

type Product = Pick<ProductItem, 'id' | 'name' | 'logo' | 'deleted'>;
type License = Pick<LicenseItem, 'id' | 'product_id' | 'employee_id' | 'username' | 'active' | 'date_enabled' | 'date_deactivated'> & { _pending?: 1 };

export type PersonLicenseRow<L extends License = License> = L & { product_name: string; product_logo: string | null };

/** A product this device has not received yet still gets a name to show and sort by. */
export const UNKNOWN_PRODUCT = 'Software';

/**
 * The licences with their product's name and logo: active ones first, then by product name, a
 * product's newer licence before an older one (a person may have held one twice).
 */
export function personLicenseRows<L extends License>(licenses: readonly L[], products: ReadonlyMap<string, Product>): PersonLicenseRow<L>[] {
  return licenses
    .map((l) => {
      const p = products.get(l.product_id);
      return { ...l, product_name: p?.name ?? UNKNOWN_PRODUCT, product_logo: p?.logo ?? null };
    })
    .sort(
      (a, b) =>
        b.active - a.active || a.product_name.localeCompare(b.product_name, undefined, { sensitivity: 'base' }) || b.date_enabled.localeCompare(a.date_enabled),
    );
}

/** The products a person may be given: not deleted, and not already held as an active licence; by name. */
export function productsToOffer<P extends Product>(products: readonly P[], licenses: readonly License[], employeeId: string): P[] {
  return products
    .filter((p) => p.deleted === 0 && !activeLicenseOf(licenses, p.id, employeeId))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
