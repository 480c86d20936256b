import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carEditBodySchema, carsListQuerySchema } from '../../shared/fleet/fleet.schema';
import { messages } from '../../shared/messages';
import { builtInSegment } from '../../shared/segments/built-in-segments';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { peopleScope } from '../people/people.routes';
import { listSegmentWhere } from '../segments/segment-filter';
import { runWrite } from '../sync/run-write';
import { editCar } from './car-edit';
import { getCar, listCars } from './cars.repo';

const idParams = z.object({ id: z.uuid() });

/** The vehicle calls of fleet-and-assets.md section 7 built so far: list, detail, edit. */
export function carsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/cars/list', { config: { access: 'fleet.view' }, schema: { querystring: carsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    // show_deleted_only=1 keeps to archived cars, whatever the segment (on its own: 'Archived').
    const archivedOnly = req.query.show_deleted_only === '1';
    const archived = builtInSegment('car', 'archived')!.definition;
    const segment = await listSegmentWhere(db, viewer, 'car', { segmentId: req.query.segment_id, includeArchived: archivedOnly, also: archivedOnly ? [archived] : [] });
    return listCars(db, peopleScope(viewer), req.query, segment);
  });

  r.get('/api/cars/:id/detail', { config: { access: 'fleet.view' }, schema: { params: idParams } }, async (req) => {
    const found = await getCar(db, peopleScope(viewerOf(req)), req.params.id);
    if (!found) throw notFound(messages.fleet.carNotFound);
    const { car, personAvatar } = found;
    const employee_details = car.related_employee_id ? { id: car.related_employee_id, name: car.person_name, avatar: personAvatar } : null;
    return { details: car, employee_details };
  });

  r.post('/api/cars/edit', { config: { access: 'fleet.edit' }, schema: { body: carEditBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => editCar(tx, write, req.body)),
  );
}
