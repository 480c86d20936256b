import { domainOf } from '../../../shared/software/software-rules';
import type { LicenseItem, ProductItem } from '../../../shared/software/software.schema';
import type { SortValue } from '../../lib/local-query';
import { licenseHolder, type LicenseHolder, type PeopleById } from '../license-person';

// The rows of /software, built from the mirrors: one per product (grouped by product, the default
// view), or one per licence (the licence segments). Names come from the people and products
// mirrors, so a rename shows at once; the rows are rebuilt when a mirror changes.

type Pending = { _pending?: 1 };
type Product = Pick<ProductItem, 'id' | 'name' | 'url' | 'logo' | 'deleted'> & Pending;
type License = Pick<
  LicenseItem,
  'id' | 'product_id' | 'employee_id' | 'employee_name' | 'employee_avatar' | 'username' | 'active' | 'date_enabled' | 'date_deactivated'
> &
  Pending;

export interface ProductListRow {
  id: string;
  product: Product;
  /** 'slack.com' from the product's url; null when it has no host. */
  domain: string | null;
  /** The people holding an active licence, by name. */
  holders: LicenseHolder[];
}

export interface LicenseListRow {
  id: string;
  license: License;
  holder: LicenseHolder;
  /** The licence's product; null when this device does not have it. */
  product: Product | null;
}

const byName = (a: LicenseHolder, b: LicenseHolder) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The products that are not deleted, each with the holders of its active licences. */
export function productRows(products: readonly Product[], licenses: readonly License[], people: PeopleById): ProductListRow[] {
  const holders = new Map<string, LicenseHolder[]>();
  for (const l of licenses) {
    if (l.active !== 1) continue;
    const list = holders.get(l.product_id) ?? [];
    list.push(licenseHolder(l, people));
    holders.set(l.product_id, list);
  }
  return products
    .filter((p) => p.deleted === 0)
    .map((product) => ({ id: product.id, product, domain: domainOf(product.url), holders: (holders.get(product.id) ?? []).sort(byName) }));
}

/** The licences `keep` lets through, with their holder and product. */
export function licenseRows(licenses: readonly License[], products: readonly Product[], people: PeopleById, keep: (l: License) => boolean): LicenseListRow[] {
  const productById = new Map(products.map((p) => [p.id, p]));
  return licenses
    .filter(keep)
    .map((license) => ({ id: license.id, license, holder: licenseHolder(license, people), product: productById.get(license.product_id) ?? null }));
}

/** The grouped view's sortable columns. */
export const PRODUCT_SORTS = ['product', 'licenses'] as const;
/** The licence views' sortable columns (the shared licence columns, as the export's orderby_column). */
export const LICENSE_SORTS = ['person', 'product', 'date_enabled', 'date_deactivated'] as const;

export function productSortValue(row: ProductListRow, column: string): SortValue {
  return column === 'licenses' ? row.holders.length : row.product.name;
}

export function licenseSortValue(row: LicenseListRow, column: string): SortValue {
  switch (column) {
    case 'product':
      return row.product?.name ?? null;
    case 'date_enabled':
      return row.license.date_enabled;
    case 'date_deactivated':
      return row.license.date_deactivated;
    default:
      return row.holder.name;
  }
}
