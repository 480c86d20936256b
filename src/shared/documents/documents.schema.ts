import { z } from 'zod';
import { OBJECT_TYPES, type ObjectType } from '../objects';

// Files on objects (software-contracts-push.md sections 2 and 3: Document). Only the metadata is
// mirrored; the bytes live on the server under DATA_DIR/files and, while a file picked offline
// waits to be sent, in the outbox item that will upload it.

/** At most this many bytes per file (a clear 413 above). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const FILENAME_MAX_LENGTH = 200;

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

export const documentObjectParamsSchema = z.object({ object: z.enum(OBJECT_TYPES), id: z.uuid() });
export const documentParamsSchema = z.object({ object: z.enum(OBJECT_TYPES), id: z.uuid(), docId: z.uuid() });
