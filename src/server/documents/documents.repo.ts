import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { documentObjectTypesFor } from '../../shared/documents/documents-access';
import type { DocumentRow, DocumentType } from '../../shared/documents/documents.schema';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../shared/format';
import type { ObjectType } from '../../shared/objects';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { documents } from '../db/schema/documents';
import { pointsAtVisibleObject } from '../objects/object-access';
import { type ChangeWindow, inWindow } from '../sync/changes';

/** A file's columns as every answer carries them (list, upload, the pull). */
const rowColumns = {
  id: documents.id,
  related_object: documents.related_object,
  related_object_id: documents.related_object_id,
  filename: documents.filename,
  filesize_bytes: documents.filesize_bytes,
  document_type: documents.document_type,
  content_type: documents.content_type,
  date_uploaded: documents.date_uploaded,
  real_name: users.name,
  version: documents.version,
};

type RawRow = Omit<DocumentRow, 'date_uploaded' | 'date_uploaded_formatted'> & { date_uploaded: Date };

const toRow = (r: RawRow): DocumentRow => ({
  ...r,
  filesize_bytes: Number(r.filesize_bytes),
  version: Number(r.version),
  date_uploaded: r.date_uploaded.toISOString(),
  date_uploaded_formatted: formatDateTime(r.date_uploaded, DEFAULT_TIME_ZONE),
});

const selectRows = (db: Db) => db.select(rowColumns).from(documents).leftJoin(users, eq(users.id, documents.uploaded_by));

const ofObject = (companyId: string, type: ObjectType, id: string) =>
  and(eq(documents.company_id, companyId), eq(documents.related_object, type), eq(documents.related_object_id, id));

/** getFiles: an object's files, newest first. The caller checked the object and the rights. */
export async function listDocuments(db: Db, companyId: string, type: ObjectType, id: string): Promise<DocumentRow[]> {
  const rows = await selectRows(db)
    .where(ofObject(companyId, type, id))
    .orderBy(desc(documents.date_uploaded), desc(documents.id));
  return (rows as RawRow[]).map(toRow);
}

/** One file of one object, or null. */
export async function findDocument(db: Db, companyId: string, type: ObjectType, id: string, docId: string): Promise<DocumentRow | null> {
  const [row] = await selectRows(db).where(and(ofObject(companyId, type, id), eq(documents.id, docId)));
  return row ? toRow(row as RawRow) : null;
}

/** Whether any company's file has this id: a client-made id must not take another's. */
export async function documentIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id));
  return row !== undefined;
}

export interface NewDocument {
  id: string;
  companyId: string;
  type: ObjectType;
  objectId: string;
  filename: string;
  contentType: string;
  size: number;
  documentType: DocumentType;
  userId: string;
  /** When the file was picked on the device (a replayed upload), else now. */
  uploadedAt: Date | null;
}

export async function insertDocument(db: Db, d: NewDocument): Promise<void> {
  await db.insert(documents).values({
    id: d.id,
    company_id: d.companyId,
    related_object: d.type,
    related_object_id: d.objectId,
    filename: d.filename,
    content_type: d.contentType,
    filesize_bytes: d.size,
    document_type: d.documentType,
    uploaded_by: d.userId,
    ...(d.uploadedAt ? { date_uploaded: d.uploadedAt } : {}),
    updated_by: d.userId,
  });
}

export async function deleteDocument(db: Db, companyId: string, docId: string): Promise<void> {
  await db.delete(documents).where(and(eq(documents.company_id, companyId), eq(documents.id, docId)));
}

/** SQL: the viewer may see this file (its object, and files on that kind of object at all). */
export function documentVisible(viewer: Viewer): SQL {
  const types = documentObjectTypesFor(viewer);
  if (types.length === 0) return sql`false`;
  return and(inArray(documents.related_object, types), pointsAtVisibleObject(viewer, documents.related_object, documents.related_object_id))!;
}

/** Rows changed after the cursor, in version order (sync pull); visible: the viewer may see it. */
export async function documentChanges(db: Db, viewer: Viewer, w: ChangeWindow): Promise<{ row: DocumentRow; visible: boolean }[]> {
  const visible = documentVisible(viewer);
  const rows = await db
    .select({ ...rowColumns, visible: sql<boolean>`${visible}` })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploaded_by))
    .where(inWindow(documents, viewer.company.id, w, visible))
    .orderBy(asc(documents.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...row }) => ({ row: toRow(row as RawRow), visible: Boolean(seen) }));
}
