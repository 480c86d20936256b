import { sql } from 'drizzle-orm';
import type { LicenseItem, ProductItem } from '../../shared/software/software.schema';
import { employees } from '../db/schema/people';
import { softwareLicenses, softwareProducts } from '../db/schema/software';

// The select lists of every product and licence answer (lists, details, writes, sync pull) and
// their conversion to the mirror's row shapes. Licence queries inner join employees on the person
// and, for the list shape, software_products on the product.

export const productColumns = {
  id: softwareProducts.id,
  name: softwareProducts.name,
  url: softwareProducts.url,
  logo: softwareProducts.logo,
  deleted: softwareProducts.deleted,
  insert_method: softwareProducts.insert_method,
  excel_import_id: softwareProducts.excel_import_id,
  created_at: softwareProducts.created_at,
  version: softwareProducts.version,
  updated_at: softwareProducts.updated_at,
};

export type RawProduct = Omit<ProductItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toProductItem = (r: RawProduct): ProductItem => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const licensePersonName = sql<string>`${employees.first_name} || ' ' || ${employees.last_name}`;

export const licenseColumns = {
  id: softwareLicenses.id,
  product_id: softwareLicenses.product_id,
  employee_id: softwareLicenses.employee_id,
  employee_name: licensePersonName,
  employee_avatar: employees.avatar,
  username: softwareLicenses.username,
  active: softwareLicenses.active,
  date_enabled: softwareLicenses.date_enabled,
  date_deactivated: softwareLicenses.date_deactivated,
  insert_method: softwareLicenses.insert_method,
  excel_import_id: softwareLicenses.excel_import_id,
  created_at: softwareLicenses.created_at,
  version: softwareLicenses.version,
  updated_at: softwareLicenses.updated_at,
};

export type RawLicense = Omit<LicenseItem, 'updated_at' | 'created_at'> & { updated_at: Date; created_at: Date };
export const toLicenseItem = (r: RawLicense): LicenseItem => ({
  ...r,
  version: Number(r.version),
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The licence as the lists and the detail show it: the mirror's row with the spec's fields (section 3). */
export type LicenseListItem = LicenseItem & {
  /** The product's name, url and logo (the spec's licence `name` and `url`). */
  name: string;
  url: string;
  logo: string | null;
  product: { id: string; name: string; deleted: 0 | 1 };
  person: { name: string | null; avatar: string | null };
  person_id: string;
};

/** The licence columns plus its product's, for queries that also join software_products. */
export const licenseListColumns = {
  ...licenseColumns,
  product_name: softwareProducts.name,
  product_url: softwareProducts.url,
  product_logo: softwareProducts.logo,
  product_deleted: softwareProducts.deleted,
};

export type RawLicenseListRow = RawLicense & { product_name: string; product_url: string; product_logo: string | null; product_deleted: 0 | 1 };

export function toLicenseListItem(r: RawLicenseListRow): LicenseListItem {
  const { product_name, product_url, product_logo, product_deleted, ...raw } = r;
  const item = toLicenseItem(raw);
  return {
    ...item,
    name: product_name,
    url: product_url,
    logo: product_logo,
    product: { id: item.product_id, name: product_name, deleted: product_deleted },
    person: { name: item.employee_name, avatar: item.employee_avatar },
    person_id: item.employee_id,
  };
}

/** A person holding an active licence of a product (the spec's product `employees`). */
export interface ProductHolder {
  id: string;
  name: string;
  avatar: string | null;
}

export type ProductListItem = ProductItem & { employees: ProductHolder[]; license_count: number };
