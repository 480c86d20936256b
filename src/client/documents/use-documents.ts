import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { DocumentRow } from '../../shared/documents/documents.schema';
import type { UploadArgs } from '../../shared/documents/documents.mutations';
import { documentsUpload } from '../../shared/documents/documents.mutations';
import type { ObjectType } from '../../shared/objects';
import { entityKey } from '../../sync/local-db';
import { useOffline } from '../offline/offline-context';

/** A file from the mirror; `_pending` while an upload or delete of it waits in the outbox. */
export type LocalDocument = DocumentRow & { _pending?: 1 };

const newestFirst = (a: DocumentRow, b: DocumentRow) => b.date_uploaded.localeCompare(a.date_uploaded) || b.id.localeCompare(a.id);

/** An object's files from the mirror, newest first; undefined while loading. */
export function useObjectDocuments(object: ObjectType, id: string): LocalDocument[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows: LocalDocument[] = await db.mirror('documents').where('[related_object+related_object_id]').equals([object, id]).toArray();
    return rows.sort(newestFirst);
  }, [db, object, id]);
}

/** One file from the mirror: undefined while loading, null when there is none. */
export function useDocument(docId: string): LocalDocument | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.mirror('documents').get(docId)) ?? null, [db, docId]);
}

/** A file picked on this device and not yet on the server: its outbox item and bytes. */
export interface WaitingUpload {
  seq: number;
  file: Blob;
}

/** The upload of this file waiting in the outbox, or null once it was sent (or refused). */
export function useWaitingUpload(docId: string): WaitingUpload | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const items = await db.outbox.where('entity').equals(entityKey('documents', docId)).toArray();
    const item = items.find((i) => i.name === documentsUpload.name && i.state === 'pending');
    return item ? { seq: item.seq!, file: (item.args as UploadArgs).file } : null;
  }, [db, docId]);
}

/** An object URL for a Blob while the component shows it, revoked after. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
