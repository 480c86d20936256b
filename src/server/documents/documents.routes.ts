import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isInlineType, mimeEssence } from '../../shared/documents/content-types';
import { canEditDocumentsOn, canViewDocumentsOn } from '../../shared/documents/documents-access';
import { documentObjectParamsSchema, documentParamsSchema, downloadQuerySchema } from '../../shared/documents/documents.schema';
import { documentsDelete } from '../../shared/documents/documents.mutations';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { forbidden, notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { runWrite } from '../sync/run-write';
import { contentDisposition } from './content-disposition';
import { deleteDocument, findDocument, listDocuments } from './documents.repo';
import { removeFile, storedFilePath } from './file-store';
import { uploadRoute } from './upload-route';

/**
 * Files on any object (software-contracts-push.md sections 2, 3 and 7 getFiles; paths ours):
 * list, upload (upload-route.ts), download and delete. Reading needs 'documents.view', writing
 * 'documents.edit', and on top files on cars are out of reach for light group access (403); the
 * object must be one the viewer may see (object-access.ts), else 404.
 */
export function documentsRoutes(app: FastifyInstance, deps: { db: Db; filesDir: string }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, filesDir } = deps;

  /** The object's files are the viewer's to read (or change): else 403 or 404. */
  async function checkObject(dbOrTx: Db, viewer: Viewer, object: ObjectType, id: string, edit = false): Promise<void> {
    if (!(edit ? canEditDocumentsOn : canViewDocumentsOn)(viewer, object)) throw forbidden(messages.documents.hiddenOnCars);
    if (!(await canSeeObject(dbOrTx, viewer, object, id))) throw notFound(messages.documents.objectNotFound);
  }

  r.get('/api/documents/:object/:id/list', { config: { access: 'documents.view' }, schema: { params: documentObjectParamsSchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { object, id } = req.params;
    await checkObject(db, viewer, object, id);
    const data = await listDocuments(db, viewer.company.id, object, id);
    return { data, count: data.length };
  });

  uploadRoute(app, deps);

  r.get(
    '/api/documents/:object/:id/:docId/download',
    { config: { access: 'documents.view' }, schema: { params: documentParamsSchema, querystring: downloadQuerySchema } },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const { object, id, docId } = req.params;
      await checkObject(db, viewer, object, id);
      const doc = await findDocument(db, viewer.company.id, object, id, docId);
      if (!doc) throw notFound(messages.documents.notFound);
      const path = storedFilePath(filesDir, viewer.company.id, doc.id);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw notFound(messages.documents.fileMissing);
      const type = mimeEssence(doc.content_type);
      const inline = req.query.download === undefined && isInlineType(type);
      // nosniff: the browser must take the type as stored (checked at upload), never guess a script.
      return reply
        .header('content-type', type.startsWith('text/') ? `${type}; charset=utf-8` : type)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', doc.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(createReadStream(path));
    },
  );

  // A deleted file's bytes go once its row's delete is committed (runWrite has answered 200), and
  // before the answer leaves: a failed delete must not lose the file of a row that is still there.
  const deletedFiles = new WeakMap<FastifyRequest, string>();
  const removeDeletedFile = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = deletedFiles.get(req);
    if (path && reply.statusCode === 200) await removeFile(path).catch((err: unknown) => req.log.warn({ err }, 'a deleted file stayed on disk'));
  };

  r.post(
    documentsDelete.path,
    {
      config: { access: 'documents.edit' },
      schema: { params: documentParamsSchema },
      onSend: async (req, reply, payload) => (await removeDeletedFile(req, reply), payload),
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const { object, id, docId } = req.params;
      return runWrite(req, reply, deps, async (tx, write): Promise<WriteAnswer<null>> => {
        await checkObject(tx, viewer, object, id, true);
        const doc = await findDocument(tx, viewer.company.id, object, id, docId);
        if (!doc) throw notFound(messages.documents.notFound);
        await deleteDocument(tx, viewer.company.id, doc.id);
        const info = { filename: doc.filename, content_type: doc.content_type };
        await recordActivity(tx, write, { related_object: object, related_object_id: id, event_type: 'document_deleted', event_info_json: info });
        deletedFiles.set(req, storedFilePath(filesDir, viewer.company.id, doc.id));
        // No row to answer: it is gone (the outbox drops it from the mirror).
        return { data: null };
      });
    },
  );
}
