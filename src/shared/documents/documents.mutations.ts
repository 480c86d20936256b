import { z } from 'zod';
import { formatDateTime } from '../format';
import { OBJECT_TYPES } from '../objects';
import { defineMutation } from '../sync/mutation';
import { acceptedType } from './content-types';
import { DOCUMENT_TYPES, MAX_FILE_BYTES, filenameSchema, type DocumentRow } from './documents.schema';

/** The routes of the two writes (the server registers them from these). */
export const DOCUMENT_UPLOAD_PATH = '/api/documents/:object/:id/upload';
export const DOCUMENT_DELETE_PATH = '/api/documents/:object/:id/:docId/delete';

// The files' two writes. An upload carries the file itself as a Blob: it waits in the outbox item
// (IndexedDB keeps Blobs) until it is sent as the upload call's raw body, so a photo taken offline
// is kept on the device and shows in the list at once as waiting to upload.

export const uploadArgsSchema = z
  .object({
    id: z.uuid(),
    related_object: z.enum(OBJECT_TYPES),
    related_object_id: z.uuid(),
    filename: filenameSchema,
    document_type: z.enum(DOCUMENT_TYPES),
    content_type: z.string().refine((t) => acceptedType(t) !== undefined),
    filesize_bytes: z.number().int().min(1).max(MAX_FILE_BYTES),
    /** Who picked it, for the list until the server's row arrives. */
    real_name: z.string().max(200).nullable(),
    /** When it was picked (ISO), the row's upload date until the server's row arrives. */
    picked_at: z.iso.datetime({ offset: true }),
    file: z.instanceof(Blob),
  })
  .refine((a) => a.file.size === a.filesize_bytes, { path: ['filesize_bytes'] });
export type UploadArgs = z.infer<typeof uploadArgsSchema>;

export const documentsUpload = defineMutation({
  name: 'documents.upload',
  title: 'Upload file',
  args: uploadArgsSchema,
  table: 'documents',
  entityId: (a) => a.id,
  method: 'POST',
  path: DOCUMENT_UPLOAD_PATH,
  params: (a) => ({ object: a.related_object, id: a.related_object_id }),
  // The file is the raw body; what the row needs besides goes in the query string.
  file: (a) => ({ blob: a.file, contentType: a.content_type, query: { doc_id: a.id, filename: a.filename, document_type: a.document_type } }),
  apply: (row: DocumentRow | null, a): DocumentRow => ({
    id: a.id,
    related_object: a.related_object,
    related_object_id: a.related_object_id,
    filename: a.filename,
    filesize_bytes: a.filesize_bytes,
    document_type: a.document_type,
    content_type: a.content_type,
    date_uploaded: a.picked_at,
    date_uploaded_formatted: formatDateTime(a.picked_at),
    real_name: a.real_name,
    version: row?.version ?? 0,
  }),
  describe: (_row, a) => `File ${a.filename}`,
});

export const deleteArgsSchema = z.object({
  id: z.uuid(),
  related_object: z.enum(OBJECT_TYPES),
  related_object_id: z.uuid(),
});

export const documentsDelete = defineMutation({
  name: 'documents.delete',
  title: 'Delete file',
  args: deleteArgsSchema,
  table: 'documents',
  entityId: (a) => a.id,
  method: 'POST',
  path: DOCUMENT_DELETE_PATH,
  params: (a) => ({ object: a.related_object, id: a.related_object_id, docId: a.id }),
  bodyOf: () => ({}),
  apply: () => null,
  describe: (row: DocumentRow | null, a) => `File ${row?.filename ?? a.id.slice(0, 8)}`,
});

export const documentsMutations = [documentsUpload, documentsDelete];
