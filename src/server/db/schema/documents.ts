import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentType } from '../../../shared/documents/documents.schema';
import type { ObjectType } from '../../../shared/objects';
import { users } from './auth';
import { companies } from './companies';
import { syncColumns } from './columns';

// Files on objects: the metadata here (synced), the bytes under DATA_DIR/files/{company}/{id}.
// No foreign key to the object (any type): triggers (migration 0008) drop the rows with it.
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    related_object: text('related_object').$type<ObjectType>().notNull(),
    related_object_id: uuid('related_object_id').notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    filesize_bytes: bigint('filesize_bytes', { mode: 'number' }).notNull(),
    document_type: text('document_type').$type<DocumentType>().notNull().default('other'),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    date_uploaded: timestamp('date_uploaded', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [index('documents_object_idx').on(t.company_id, t.related_object, t.related_object_id), index('documents_version_idx').on(t.company_id, t.version)],
);
