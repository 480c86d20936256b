import { and, eq, inArray } from 'drizzle-orm';
import { isoDay } from '../../shared/format';
import { uuidv7 } from '../../shared/ids';
import { productNameKey } from '../../shared/software/software-rules';
import { softwareLicenses, softwareProducts } from '../db/schema/software';
import type { ImportWriter } from '../objects/object-import';

// The import's writes of licences: rows planned and checked by the shared software target
// (src/shared/software/software-import.ts). A row naming a product the company lacks carries its
// name and address: the product is made once, marked as imported, and an undo deletes it again.

interface LicenseValues {
  product_id: string | null;
  product_name: string;
  product_url: string;
  employee_id: string;
  username: string | null;
  date_enabled: string;
}

export const softwareImportWriter: ImportWriter = {
  async create(tx, { viewer, importId }, rows) {
    if (rows.length === 0) return [];
    const companyId = viewer.company.id;
    const products = await tx
      .select({ id: softwareProducts.id, name: softwareProducts.name })
      .from(softwareProducts)
      .where(and(eq(softwareProducts.company_id, companyId), eq(softwareProducts.deleted, 0)));
    const byName = new Map(products.map((p) => [productNameKey(p.name), p.id]));
    const made: string[] = [];
    const licenses = [];
    for (const r of rows) {
      const v = r.values as unknown as LicenseValues;
      let productId = v.product_id ?? byName.get(productNameKey(v.product_name));
      if (!productId) {
        productId = uuidv7();
        await tx.insert(softwareProducts).values({
          id: productId,
          company_id: companyId,
          name: v.product_name,
          url: v.product_url,
          insert_method: 'import',
          excel_import_id: importId,
          updated_by: viewer.user.id,
        });
        byName.set(productNameKey(v.product_name), productId);
        made.push(productId);
      }
      licenses.push({
        id: r.id,
        company_id: companyId,
        product_id: productId,
        employee_id: v.employee_id,
        username: v.username,
        active: 1 as const,
        date_enabled: v.date_enabled,
        insert_method: 'import' as const,
        excel_import_id: importId,
        updated_by: viewer.user.id,
      });
    }
    await tx.insert(softwareLicenses).values(licenses);
    return made;
  },
  async update(tx, { viewer }, id, values) {
    await tx
      .update(softwareLicenses)
      .set({ ...(values as Partial<typeof softwareLicenses.$inferInsert>), updated_by: viewer.user.id })
      .where(and(eq(softwareLicenses.company_id, viewer.company.id), eq(softwareLicenses.id, id)));
  },
  async archive(tx, { viewer }, ids) {
    if (ids.length === 0) return;
    const where = (table: typeof softwareLicenses | typeof softwareProducts) => and(eq(table.company_id, viewer.company.id), inArray(table.id, [...ids]));
    await tx
      .update(softwareLicenses)
      .set({ active: 0, date_deactivated: isoDay(new Date()), updated_by: viewer.user.id })
      .where(and(where(softwareLicenses), eq(softwareLicenses.active, 1)));
    await tx.update(softwareProducts).set({ deleted: 1, updated_by: viewer.user.id }).where(where(softwareProducts));
  },
};
