import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carAdd, carArchive, carDeletePermanently, carEdit, carUnarchive } from '../../shared/fleet/fleet.mutations';
import { carExistsBodySchema } from '../../shared/fleet/fleet.schema';
import type { Db } from '../db/database';
import { removeFile, storedFilePath } from '../documents/file-store';
import { viewerOf } from '../http/access';
import { peopleScope } from '../people/people-scope';
import { writeRoute } from '../sync/write-route';
import { addCar } from './car-add';
import { archiveCar, deleteCarPermanently, unarchiveCar } from './car-archive';
import { editCar } from './car-edit';
import { carWithPlate } from './car-writes.repo';

/**
 * The vehicle writes of fleet-and-assets.md section 7, each through runWrite (idempotent, in
 * order per device) and answering { data: row } so the outbox can store what the server holds.
 */
export function carWritesRoutes(app: FastifyInstance, deps: { db: Db; filesDir: string }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, filesDir } = deps;

  writeRoute(app, carAdd, deps, { access: 'fleet.edit', handler: (tx, write, body) => addCar(tx, write, body) });

  // A read (the wizard asks while typing): is the plate used by another active vehicle of the company?
  r.post('/api/cars/car_exists', { config: { access: 'fleet.view' }, schema: { body: carExistsBodySchema } }, async (req) => {
    const found = await carWithPlate(db, peopleScope(viewerOf(req)), req.body.plate, req.body.car_id);
    return { exists: found !== null, car_id: found?.visible ? found.id : null };
  });

  writeRoute(app, carEdit, deps, { access: 'fleet.edit', handler: (tx, write, body) => editCar(tx, write, body) });
  writeRoute(app, carArchive, deps, { access: 'fleet.edit', handler: (tx, write, body) => archiveCar(tx, write, body) });
  writeRoute(app, carUnarchive, deps, { access: 'fleet.edit', handler: (tx, write, body) => unarchiveCar(tx, write, body.car_id) });

  // The car's files' bytes go once the delete is committed (runWrite answered 200), as a deleted document's do.
  const doomedFiles = new WeakMap<FastifyRequest, string[]>();
  const removeDoomedFiles = async (req: FastifyRequest, reply: FastifyReply) => {
    const paths = doomedFiles.get(req) ?? [];
    if (reply.statusCode !== 200) return;
    for (const path of paths) await removeFile(path).catch((err: unknown) => req.log.warn({ err }, 'a deleted vehicle’s file stayed on disk'));
  };
  writeRoute(app, carDeletePermanently, deps, {
    access: 'fleet.deletePermanently',
    onSend: removeDoomedFiles,
    handler: async (tx, write, body, req) => {
      const { answer, fileIds } = await deleteCarPermanently(tx, write, body.car_id);
      doomedFiles.set(
        req,
        fileIds.map((id) => storedFilePath(filesDir, write.viewer.company.id, id)),
      );
      return answer;
    },
  });
}
