import { z } from 'zod';
import { backPathSchema } from '../back-path';
import { messages } from '../messages';
import { OBJECT_TYPES, type ObjectType } from '../objects';
import { ACCEPTED_SUMMARY, type AcceptedType } from './content-types';
import { FILENAME_MAX_LENGTH, sanitizeFilename } from './filename';

// Files on objects (software-contracts-push.md sections 2 and 3: Document). Only the metadata is
// mirrored; the bytes live on the server under DATA_DIR/files and, while a file picked offline
// waits to be sent, in the outbox item that will upload it.

/** At most this many bytes per file (a clear 413 above). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_FILE_MB = MAX_FILE_BYTES / (1024 * 1024);
/** How many of the latest files a detail page's section lists. */
export const DOCUMENTS_SECTION_LIMIT = 5;

/** What a file is, chosen when it is uploaded. */
export const DOCUMENT_TYPES = ['photo', 'invoice', 'contract', 'insurance', 'registration', 'report', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  photo: 'Photo',
  invoice: 'Invoice',
  contract: 'Contract',
  insurance: 'Insurance',
  registration: 'Registration',
  report: 'Report',
  other: 'Other',
};

/** A file as the pull, the mirror and the list call carry it (spec's fields plus a few). */
export interface DocumentRow {
  id: string;
  related_object: ObjectType;
  related_object_id: string;
  filename: string;
  filesize_bytes: number;
  document_type: DocumentType;
  content_type: string;
  /** ISO time. */
  date_uploaded: string;
  /** dd/mm/yyyy HH:mm in the company's zone. */
  date_uploaded_formatted: string;
  /** Who uploaded it. */
  real_name: string | null;
  version: number;
}

/** The answers a refused file gets, in the same words on the server and in the app. */
export const fileMessages = {
  tooLarge: messages.documents.tooLarge(MAX_FILE_MB),
  unsupportedType: messages.documents.unsupportedType(ACCEPTED_SUMMARY),
  contentMismatch: (t: AcceptedType) => messages.documents.contentMismatch(t.label, ACCEPTED_SUMMARY),
  notUtf8: messages.documents.notUtf8,
  emptyFile: messages.documents.emptyFile,
};

/** A file name as sent: at most FILENAME_MAX_LENGTH, stripped of path parts and control characters. */
export const filenameSchema = z.string().max(FILENAME_MAX_LENGTH).transform(sanitizeFilename).pipe(z.string().min(1, messages.documents.nameRequired));

export const documentObjectParamsSchema = z.object({ object: z.enum(OBJECT_TYPES), id: z.uuid() });
export const documentParamsSchema = z.object({ object: z.enum(OBJECT_TYPES), id: z.uuid(), docId: z.uuid() });

/** POST /api/documents/{object}/{id}/upload?doc_id=&filename=&document_type= (the file is the body). */
export const uploadQuerySchema = z.object({
  /** Made by the client, so a file picked offline keeps its id. */
  doc_id: z.uuid(),
  filename: filenameSchema,
  document_type: z.enum(DOCUMENT_TYPES).optional().default('other'),
});

/** GET .../{docId}/download?download=1 saves the file even where the browser could show it. */
export const downloadQuerySchema = z.object({ download: z.literal('1').optional() });

/** The app's documents pages: ?back= is a path of this app, as in the segment builder. */
export const documentsPageQuerySchema = z.object({ back: backPathSchema.optional() });

/** The API paths of one object's files. */
export const documentsApiPath = (object: ObjectType, id: string) => `/api/documents/${object}/${id}`;
export const downloadPath = (d: Pick<DocumentRow, 'related_object' | 'related_object_id' | 'id'>, opts: { download?: boolean } = {}) =>
  `${documentsApiPath(d.related_object, d.related_object_id)}/${d.id}/download${opts.download ? '?download=1' : ''}`;
