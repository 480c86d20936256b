import type { PersonListItem } from '../../../shared/people/people.schema';
import type { LicenseItem, ProductItem } from '../../../shared/software/software.schema';
import { useMirrorFind } from '../../offline/use-mirror-find';
import type { PersonRef } from '../../ui/facts-card';

type LicenseRow = LicenseItem & { _pending?: 1 };

export interface FoundLicense {
  license: LicenseRow;
  /** The product from the products mirror; null when this device does not hold it (not pulled yet). */
  product: Pick<ProductItem, 'id' | 'name' | 'logo' | 'deleted'> | null;
  /**
   * The holder from the people mirror (a rename shows at once), else the name and avatar the row
   * carries; null while a licence assigned on this device waits for both.
   */
  person: PersonRef | null;
  /** The holder as the people mirror has them, for 'has left' (null when not among the viewer's people). */
  employee: PersonListItem | null;
}

/** What the pages call the product: its name, or a neutral word while the product has not arrived. */
export const productNameOf = (found: Pick<FoundLicense, 'product'>) => found.product?.name ?? 'Software';

/** How the outbox and the sync panel name a change to this licence: 'Slack licence of Emma Janssens'. */
export const licenseLabel = (found: Pick<FoundLicense, 'product' | 'person'>) =>
  found.person ? `${productNameOf(found)} licence of ${found.person.name}` : `${productNameOf(found)} licence`;

/** A licence with its product and person from the mirror; undefined while loading, null when not there. */
export function useLicense(id: string | undefined): FoundLicense | null | undefined {
  return useMirrorFind(
    async (db): Promise<FoundLicense | null> => {
      const license = await db.mirror('software_licenses').get(id ?? '');
      if (!license) return null;
      const product = (await db.mirror('software_products').get(license.product_id)) ?? null;
      const employee = (await db.mirror('employees').get(license.employee_id)) ?? null;
      const person: PersonRef | null = employee
        ? { id: employee.id, name: employee.name, avatar: employee.avatar }
        : license.employee_name
          ? { id: license.employee_id, name: license.employee_name, avatar: license.employee_avatar }
          : null;
      return { license, product: product && { id: product.id, name: product.name, logo: product.logo, deleted: product.deleted }, person, employee };
    },
    [id],
  );
}
