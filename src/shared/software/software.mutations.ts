import { z } from 'zod';
import { isoDateInput } from '../input-schemas';
import { defineMutation } from '../sync/mutation';
import { withActive } from './software-rules';
import { softwareMessages } from './software.messages';
import {
  LICENSE_ASSIGN_DELAY_MS,
  PRODUCT_EDIT_FIELDS,
  licenseAddBodySchema,
  licenseEditBodySchema,
  licenseStateBodySchema,
  productAddBodySchema,
  productEditBodySchema,
  productIdBodySchema,
  type LicenseItem,
  type ProductItem,
} from './software.schema';

// The software area's writes, replayed by the outbox as the documented calls. The device shows
// people's names from its own people mirror, so `apply` leaves a new licence's names empty. The
// days (assigned, deactivated) are the device's: an offline change keeps the day it was made.

const now = () => new Date().toISOString();
const describeProduct = (p: Pick<ProductItem, 'name'> | null, id: string) => (p ? p.name : `Product ${id.slice(0, 8)}`);
const describeLicense = (l: Pick<LicenseItem, 'employee_name'> | null, id: string) =>
  l?.employee_name ? `Licence of ${l.employee_name}` : `Licence ${id.slice(0, 8)}`;

/** POST /api/software/products/add: step 1 of /software/products/new. */
export const productAdd = defineMutation({
  name: 'product.add',
  title: 'Add software product',
  args: productAddBodySchema.extend({ id: z.uuid() }),
  table: 'software_products',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/software/products/add',
  body: productAddBodySchema,
  apply: (_row: ProductItem | null, a): ProductItem => ({
    id: a.id,
    name: a.name,
    url: a.url,
    logo: a.logo ?? null,
    deleted: 0,
    insert_method: a.insert_method,
    excel_import_id: a.excel_import_id ?? null,
    created_at: now(),
    updated_at: now(),
    version: 0,
  }),
  describe: (_row, a) => a.name,
});

/** POST /api/software/products/edit {product_id, name, url}: /software/products/{id}/edit and going back in the wizard. */
export const productEdit = defineMutation({
  name: 'product.edit',
  title: 'Edit software product',
  args: productEditBodySchema.omit({ base: true }),
  table: 'software_products',
  entityId: (a) => a.product_id,
  changedFields: (a) => PRODUCT_EDIT_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/software/products/edit',
  body: productEditBodySchema,
  apply: (row: ProductItem | null, a) => (row ? { ...row, name: a.name ?? row.name, url: a.url ?? row.url, updated_at: now() } : null),
  describe: (row, a) => describeProduct(row, a.product_id),
});

/** POST /api/software/products/delete {product_id}. */
export const productDelete = defineMutation({
  name: 'product.delete',
  title: 'Delete software product',
  args: productIdBodySchema,
  table: 'software_products',
  entityId: (a) => a.product_id,
  method: 'POST',
  path: '/api/software/products/delete',
  body: productIdBodySchema,
  apply: (row: ProductItem | null) => (row ? { ...row, deleted: 1 as const, updated_at: now() } : null),
  describe: (row, a) => describeProduct(row, a.product_id),
});

/** POST /api/software/licenses/add: one person at a time, from the wizard's step 2, /assign and the person page. */
export const licenseAdd = defineMutation({
  name: 'license.add',
  title: 'Assign licence',
  args: licenseAddBodySchema.extend({ id: z.uuid(), date_enabled: isoDateInput }),
  table: 'software_licenses',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/software/licenses/add',
  body: licenseAddBodySchema,
  apply: (_row: LicenseItem | null, a): LicenseItem => ({
    id: a.id,
    product_id: a.product_id,
    employee_id: a.employee_id,
    employee_name: null,
    employee_avatar: null,
    username: null,
    active: 1,
    date_enabled: a.date_enabled,
    date_deactivated: null,
    insert_method: a.insert_method,
    excel_import_id: a.excel_import_id ?? null,
    created_at: now(),
    updated_at: now(),
    version: 0,
  }),
  describe: (_row, a) => `Licence ${a.id.slice(0, 8)}`,
  delayMs: LICENSE_ASSIGN_DELAY_MS,
  refusedTitle: softwareMessages.couldNotAssign,
});

const stateArgs = licenseStateBodySchema.extend({ date: isoDateInput });

/** POST /api/software/licenses/delete {license_id}: deactivates, on the device's day. */
export const licenseDeactivate = defineMutation({
  name: 'license.deactivate',
  title: 'Deactivate licence',
  args: stateArgs,
  table: 'software_licenses',
  entityId: (a) => a.license_id,
  method: 'POST',
  path: '/api/software/licenses/delete',
  body: licenseStateBodySchema,
  apply: (row: LicenseItem | null, a) => (row ? { ...withActive(row, false, a.date), updated_at: now() } : null),
  describe: (row, a) => describeLicense(row, a.license_id),
});

/** POST /api/software/licenses/reactivate {license_id}: clears date_deactivated. */
export const licenseReactivate = defineMutation({
  name: 'license.reactivate',
  title: 'Reactivate licence',
  args: stateArgs,
  table: 'software_licenses',
  entityId: (a) => a.license_id,
  method: 'POST',
  path: '/api/software/licenses/reactivate',
  body: licenseStateBodySchema,
  apply: (row: LicenseItem | null, a) => (row ? { ...withActive(row, true, a.date), updated_at: now() } : null),
  describe: (row, a) => describeLicense(row, a.license_id),
});

/** POST /api/software/licenses/edit {license_id, username}. */
export const licenseEdit = defineMutation({
  name: 'license.edit',
  title: 'Edit licence',
  args: licenseEditBodySchema.omit({ base: true }),
  table: 'software_licenses',
  entityId: (a) => a.license_id,
  changedFields: () => ['username'],
  method: 'POST',
  path: '/api/software/licenses/edit',
  body: licenseEditBodySchema,
  apply: (row: LicenseItem | null, a) => (row ? { ...row, username: a.username || null, updated_at: now() } : null),
  describe: (row, a) => describeLicense(row, a.license_id),
});

export const softwareMutations = [productAdd, productEdit, productDelete, licenseAdd, licenseDeactivate, licenseReactivate, licenseEdit] as const;
