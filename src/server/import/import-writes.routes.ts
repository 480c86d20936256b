import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMPORT_KINDS, type ImportKind } from '../../shared/import-target';
import { importMessages } from '../../shared/import/import.messages';
import { importStart, importUndo } from '../../shared/import/import.mutations';
import { importRightOf } from '../../shared/import/import.rights';
import { IMPORT_BODY_LIMIT_BYTES } from '../../shared/import/import.schema';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { writeRoute } from '../sync/write-route';
import type { ImportWorker } from './import-worker';
import { viewerOf } from '../http/access';
import { jsonBodiesInWorker } from '../http/json-body';
import { countChanges, importIdTaken, importItem, insertImport, putImportRows, setImport } from './imports.repo';

const kindOf = (req: FastifyRequest): ImportKind => {
  const kind = z.enum(IMPORT_KINDS).safeParse((req.params as { kind?: string }).kind);
  if (!kind.success) throw notFound();
  return kind.data;
};

const mayImport = (viewer: Viewer, kind: ImportKind) => {
  if (!can(viewer, importRightOf(kind))) throw forbidden(importMessages.notAllowed);
};

/** POST /api/import/{kind} and POST /api/import/{id}/undo: each queues a job for the worker and answers the import's row. */
export function importWritesRoutes(app: FastifyInstance, deps: { db: Db }, worker: ImportWorker): void {
  const wake = async () => worker.wake();

  // The batch's body (up to 20,000 rows, megabytes) is read in a worker thread (json-body.ts).
  void app.register(async (scope) => {
    jsonBodiesInWorker(scope, IMPORT_BODY_LIMIT_BYTES);
    writeRoute(scope, importStart, deps, {
      access: 'signed_in',
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      onSend: wake,
      // The file's rows go in first, a chunk at a time (imports.repo.ts putImportRows); the import's
      // own row, written in the request's transaction, is what makes them a job.
      beforeWrite: async (db, body, req) => {
        const viewer = viewerOf(req);
        mayImport(viewer, kindOf(req));
        if (!(await importIdTaken(db, body.id))) await putImportRows(db, viewer.company.id, body.id, body.rows);
      },
      handler: async (tx, { viewer }, body, req) => {
        const kind = kindOf(req);
        mayImport(viewer, kind);
        const existing = await importItem(tx, viewer.company.id, body.id);
        if (existing) return { data: existing };
        if (await importIdTaken(tx, body.id)) throw new HttpError(409, 'conflict', importMessages.alreadyStarted);
        await insertImport(tx, {
          id: body.id,
          company_id: viewer.company.id,
          kind,
          file_name: body.file_name,
          file_hash: body.file_hash,
          skip_invalid: body.skip_invalid,
          viewer,
          total_rows: body.rows.length,
          created_by: viewer.user.id,
          created_by_name: viewer.user.name,
        });
        return { data: await importItem(tx, viewer.company.id, body.id) };
      },
    });
  });

  writeRoute(app, importUndo, deps, {
    access: 'signed_in',
    onSend: wake,
    handler: async (tx, { viewer }, body) => {
      const item = await importItem(tx, viewer.company.id, body.import_id);
      if (!item || !can(viewer, importRightOf(item.kind))) throw notFound(importMessages.notFound);
      const undoable = item.status === 'done' || (item.status === 'failed' && (await countChanges(tx, item.id)) > 0);
      if (!undoable) throw badRequest(importMessages.cannotUndo);
      await setImport(tx, viewer.company.id, item.id, { status: 'undo_queued', processed_rows: 0, undone_by_name: viewer.user.name, error: null });
      return { data: await importItem(tx, viewer.company.id, item.id) };
    },
  });
}
