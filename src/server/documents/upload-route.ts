import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptedType, type AcceptedType } from '../../shared/documents/content-types';
import { canEditDocumentsOn } from '../../shared/documents/documents-access';
import { documentsUpload } from '../../shared/documents/documents.mutations';
import { MAX_FILE_BYTES, documentObjectParamsSchema, fileMessages, uploadQuerySchema, type DocumentRow } from '../../shared/documents/documents.schema';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import { recordActivity } from '../activity/record-activity';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { HttpError, forbidden, notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { findAnswer } from '../sync/idempotency.repo';
import { runWrite } from '../sync/run-write';
import { parseWriteHeaders } from '../sync/write-headers';
import { documentIdTaken, findDocument, insertDocument } from './documents.repo';
import { moveIntoPlace, newTempPath, removeFile } from './file-store';
import { receiveFile } from './receive-file';

type UploadRequest = FastifyRequest<{ Params: z.output<typeof documentObjectParamsSchema>; Querystring: z.output<typeof uploadQuerySchema> }>;

/** A refused file: 413 or 415 with the words the app shows too, naming the body as the field. */
const refused = (status: number, message: string) => new HttpError(status, 'invalid_input', message, { file: message });

/**
 * POST /api/documents/{object}/{id}/upload?doc_id=&filename=&document_type= with the file as the
 * raw body and its Content-Type (no multipart). In its own plugin scope, whose only body parser
 * hands the request stream over untouched, so a file is streamed to disk and never buffered.
 * Order: who (access hook), input (query), then the object, the type, the declared length; then
 * the bytes (receive-file.ts); then the row, the activity item and the file's move into place in
 * one write, so a row never points at a missing file and a refused upload leaves nothing behind.
 * An outbox resend of an upload already answered gets that answer without the file being read.
 */
export function uploadRoute(app: FastifyInstance, deps: { db: Db; filesDir: string }): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        documentsUpload.path,
        { config: { access: 'documents.edit' }, schema: { params: documentObjectParamsSchema, querystring: uploadQuerySchema } },
        async (req, reply) => upload(req, reply, deps),
      );
  });
}

async function upload(req: UploadRequest, reply: FastifyReply, deps: { db: Db; filesDir: string }): Promise<FastifyReply> {
  const viewer = viewerOf(req);
  const headers = parseWriteHeaders(req.headers);
  const answered = headers.key !== null && (await findAnswer(deps.db, { companyId: viewer.company.id, key: headers.key })) !== null;
  if (answered) return runWrite(req, reply, deps, () => Promise.reject(new HttpError(409, 'conflict', messages.sync.alreadyApplied)));

  const { object, id } = req.params;
  if (!canEditDocumentsOn(viewer, object)) throw forbidden(messages.documents.hiddenOnCars);
  if (!(await canSeeObject(deps.db, viewer, object, id))) throw notFound(messages.documents.objectNotFound);
  const type = acceptedType(req.headers['content-type']);
  if (!type) throw refused(415, fileMessages.unsupportedType);
  if (Number(req.headers['content-length'] ?? 0) > MAX_FILE_BYTES) {
    // Refused before a byte is read; the unread body makes the connection unusable, so close it.
    reply.header('connection', 'close');
    throw refused(413, fileMessages.tooLarge);
  }

  const tempPath = await newTempPath(deps.filesDir);
  const placed: { path?: string } = {};
  try {
    const received = await receiveFile(req.body as Readable | undefined, { tempPath, type, max: MAX_FILE_BYTES });
    if (!received.ok) {
      if (received.status === 413) reply.header('connection', 'close');
      throw refused(received.status, received.message);
    }
    return await runWrite(req, reply, deps, async (tx, write): Promise<WriteAnswer<DocumentRow>> => {
      const { doc_id: docId, filename, document_type: documentType } = req.query;
      try {
        if (!(await canSeeObject(tx, viewer, object, id))) throw notFound(messages.documents.objectNotFound);
        if (await documentIdTaken(tx, docId)) throw new HttpError(409, 'conflict', messages.documents.idTaken, { doc_id: messages.documents.idTaken });
        await insertDocument(tx, {
          id: docId,
          companyId: viewer.company.id,
          type: object,
          objectId: id,
          filename,
          contentType: type.type,
          size: received.size,
          documentType,
          userId: viewer.user.id,
          uploadedAt: write.madeAt,
        });
        await recordActivity(tx, write, {
          related_object: object,
          related_object_id: id,
          event_type: 'document_added',
          event_info_json: eventInfo(filename, type),
        });
        const row = (await findDocument(tx, viewer.company.id, object, id, docId))!;
        // Last, so nothing after it in the handler can fail; if the commit does, the catch removes it.
        placed.path = await moveIntoPlace(tempPath, deps.filesDir, viewer.company.id, docId);
        return { data: row };
      } catch (err) {
        // Before runWrite answers a refusal: once the answer is out, nothing may be left behind.
        await removeFile(tempPath);
        throw err;
      }
    });
  } catch (err) {
    if (placed.path) await removeFile(placed.path);
    throw err;
  } finally {
    await removeFile(tempPath);
  }
}

const eventInfo = (filename: string, type: AcceptedType) => ({ filename, content_type: type.type });
