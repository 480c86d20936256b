import { and, eq, inArray } from 'drizzle-orm';
import type { ImportValues } from '../../shared/import-target';
import type { SavedCarFields } from '../../shared/fleet/fleet.schema';
import { cars } from '../db/schema/fleet';
import type { ImportWriter } from '../objects/object-import';
import { updateCar, type CarSaved } from './car-writes.repo';

// The import's writes of vehicles: the rows come planned and checked by the shared car target
// (src/shared/fleet/car-import.ts), in the shape normalizeCar saves.

export const carImportWriter: ImportWriter = {
  async create(tx, { viewer, importId }, rows) {
    if (rows.length === 0) return [];
    await tx.insert(cars).values(
      rows.map((r) => ({
        ...(r.values as SavedCarFields as CarSaved),
        id: r.id,
        company_id: viewer.company.id,
        updated_by: viewer.user.id,
        insert_method: 'import' as const,
        excel_import_id: importId,
      })),
    );
    return [];
  },
  async update(tx, { viewer }, id, values: ImportValues) {
    await updateCar(tx, { companyId: viewer.company.id, id, userId: viewer.user.id, fields: values as Partial<CarSaved> });
  },
  async archive(tx, { viewer }, ids) {
    if (ids.length === 0) return;
    await tx
      .update(cars)
      .set({ deleted: 1, updated_by: viewer.user.id })
      .where(and(eq(cars.company_id, viewer.company.id), inArray(cars.id, [...ids])));
  },
};
