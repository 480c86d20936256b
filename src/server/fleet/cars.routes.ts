import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carsListQuerySchema, carTypesQuerySchema, type CarsListQuery } from '../../shared/fleet/fleet.schema';
import type { Viewer } from '../../shared/policy/viewer';
import { listCustomColumns, objectValues, rowsWithCustomFields, searchedCustomFields } from '../custom-fields/list-custom-columns';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { peopleScope } from '../people/people-scope';
import { objectListSegmentWhere } from '../segments/segment-filter';
import { carDetail } from './car-detail';
import { carTypes, fuelInsights } from './car-lookups';
import { carsFileName, carsWorkbook } from './cars-excel';
import { listCars } from './cars.repo';

const idParams = z.object({ id: z.uuid() });

/** The list's rows for a query: its segment, show_deleted_only, search, order and custom columns. */
async function queryCars(db: Db, viewer: Viewer, q: CarsListQuery, all: boolean) {
  const segment = await objectListSegmentWhere(db, viewer, 'car', q);
  const columns = await listCustomColumns(db, viewer, 'car', q);
  const searchFields = await searchedCustomFields(db, viewer, 'car', q.search_term);
  const list = await listCars(db, peopleScope(viewer), q, segment, { sortField: columns.sortField, all, searchFields });
  return { ...list, requested: columns.requested };
}

/** The vehicle reads of fleet-and-assets.md section 7. */
export function carsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/cars/list', { config: { access: 'fleet.view' }, schema: { querystring: carsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { data, count, has_archived_vehicles, requested } = await queryCars(db, viewer, req.query, false);
    return { data: await rowsWithCustomFields(db, viewer.company.id, 'car', data, requested), count, has_archived_vehicles };
  });

  // Every matching row, no paging; needs the fleet and the export rights.
  r.get('/api/cars/list/excel', { config: { access: 'fleet.export' }, schema: { querystring: carsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { data, requested } = await queryCars(db, viewer, req.query, true);
    const values = requested.length
      ? await objectValues(
          db,
          viewer.company.id,
          'car',
          data.map((c) => c.id),
        )
      : new Map();
    const file = await carsWorkbook(data, requested, values);
    return { file_name: carsFileName(req.query.show_deleted_only === '1'), file_content: file.toString('base64') };
  });

  r.get('/api/cars/:id/detail', { config: { access: 'fleet.view' }, schema: { params: idParams } }, async (req) => carDetail(db, viewerOf(req), req.params.id));

  r.get('/api/stats/cars/getFuelTypeInsights', { config: { access: 'fleet.view' } }, async (req) => ({
    data: await fuelInsights(db, peopleScope(viewerOf(req))),
  }));

  r.get('/api/car_types/list', { config: { access: 'fleet.view' }, schema: { querystring: carTypesQuerySchema } }, async (req) => ({
    data: await carTypes(db, viewerOf(req).company.id, req.query.keyword),
  }));
}
