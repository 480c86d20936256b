import { useCallback, useRef, useState } from 'react';
import { documentsUpload } from '../../shared/documents/documents.mutations';
import type { DocumentType } from '../../shared/documents/documents.schema';
import { uploadFilename } from '../../shared/documents/filename';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { ObjectType } from '../../shared/objects';
import { useViewer } from '../lib/session-context';
import { useMutateMany } from '../offline/use-mutate';
import { checkFile, isQuotaError, roomFor } from './check-file';

export type PickedState = 'checking' | 'ready' | 'refused' | 'saving' | 'saved' | 'failed';

export interface PickedFile {
  key: string;
  file: File;
  state: PickedState;
  contentType?: string;
  /** Why it is refused or failed, in the server's words. */
  message?: string;
}

/**
 * The files picked on the upload page: each checked as the server would when picked, then the
 * acceptable ones saved into the outbox one by one (the mirror shows each at once as waiting). A
 * device without room keeps nothing half-written: each file is one Dexie transaction, and a full
 * device is found before the first one when the browser can tell.
 */
export function usePickedFiles(target: { object: ObjectType; id: string }) {
  const mutateMany = useMutateMany();
  const viewer = useViewer();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string>();
  const counter = useRef(0);
  const patch = (key: string, change: Partial<PickedFile>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = useCallback((list: FileList | File[]) => {
    setError(undefined);
    for (const file of Array.from(list)) {
      const key = `f${++counter.current}`;
      setFiles((all) => [...all, { key, file, state: 'checking' }]);
      void (async () => {
        const c = await checkFile(file);
        if (!c.ok) return patch(key, { state: 'refused', message: c.message });
        // A device already too full for this file says so now, not after the person pressed Upload.
        if (!(await roomFor(file.size))) return patch(key, { state: 'refused', message: messages.documents.storageFull });
        patch(key, { state: 'ready', contentType: c.contentType });
      })();
    }
  }, []);

  const remove = (key: string) => setFiles((all) => all.filter((f) => f.key !== key));

  /** Saves the ready files on the device for upload; true when every one of them was saved. */
  const save = async (documentType: DocumentType): Promise<boolean> => {
    const ready = files.filter((f) => f.state === 'ready');
    if (!(await roomFor(ready.reduce((n, f) => n + f.file.size, 0)))) {
      setError(messages.documents.storageFull);
      return false;
    }
    let allSaved = true;
    await mutateMany(async (queue) => {
      for (const f of ready) {
        patch(f.key, { state: 'saving' });
        try {
          await queue(documentsUpload, {
            id: uuidv7(),
            related_object: target.object,
            related_object_id: target.id,
            filename: uploadFilename(f.file.name),
            document_type: documentType,
            content_type: f.contentType!,
            filesize_bytes: f.file.size,
            real_name: viewer.user.name,
            picked_at: new Date().toISOString(),
            file: f.file,
          });
          patch(f.key, { state: 'saved' });
        } catch (err) {
          const message = isQuotaError(err) ? messages.documents.storageFull : err instanceof Error ? err.message : String(err);
          patch(f.key, { state: 'failed', message });
          setError(message);
          allSaved = false;
          break;
        }
      }
    });
    return allSaved;
  };

  return { files, add, remove, save, error };
}
