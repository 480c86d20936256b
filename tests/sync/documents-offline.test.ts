// Before Dexie loads: it takes the IndexedDB it finds at import time.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '../../src/server/documents/sample-files';
import { documentsDelete, documentsUpload, type UploadArgs } from '../../src/shared/documents/documents.mutations';
import type { DocumentRow } from '../../src/shared/documents/documents.schema';
import { uuidv7 } from '../../src/shared/ids';
import type { LocalDb } from '../../src/sync/local-db';
import { mutate } from '../../src/sync/outbox';
import { downloadFile, filesOf, filesOnDisk, withoutFiles } from '../helpers/documents-api';
import type { FetchLog } from '../helpers/inject-fetch';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { device } from './device';
import { useApiTest } from '../helpers/api-test';

// A photo picked offline: in the mirror at once as waiting, its bytes kept in the outbox item as
// a Blob, sent once as the upload call's raw body when back online, and the server's row then
// replaces the local one. A lost answer sent again with the same key still makes one file.
const { t, admin } = useApiTest();
let carIds: string[];
beforeAll(async () => {
  const demo = (await admin.me()).company.id;
  carIds = await withoutFiles(
    t.db,
    (await carsOf(t.db, demo)).filter((c) => c.deleted === 0).map((c) => c.id),
  );
});

const localFile = async (db: LocalDb, id: string) => (await db.mirror('documents').get(id)) as (DocumentRow & { _pending?: 1 }) | undefined;

function photoArgs(carId: string, bytes: Buffer, filename = 'Dent.png'): UploadArgs {
  return {
    id: uuidv7(),
    related_object: 'car',
    related_object_id: carId,
    filename,
    document_type: 'photo',
    content_type: 'image/png',
    filesize_bytes: bytes.length,
    real_name: 'Sophie Laurent',
    picked_at: new Date().toISOString(),
    file: new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
  };
}

const uploads = (calls: FetchLog[]) => calls.filter((c) => c.path.includes('/upload?'));

describe('a file uploaded offline', () => {
  it('shows as waiting at once, keeps its bytes in the outbox, and is sent once when back online', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const car = carIds[0]!;
    const bytes = samplePhoto(48, 32);
    d.net.offline = true;
    const args = photoArgs(car, bytes);
    await mutate(d.db, documentsUpload, args);
    expect(await localFile(d.db, args.id)).toMatchObject({
      filename: 'Dent.png',
      filesize_bytes: bytes.length,
      document_type: 'photo',
      real_name: 'Sophie Laurent',
      version: 0,
      _pending: 1,
    });
    const [item] = await d.db.outbox.toArray();
    const kept = (item!.args as UploadArgs).file;
    expect(kept).toBeInstanceOf(Blob);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(bytes);
    expect(await d.replay()).toBe('offline');
    expect(await filesOf(admin, 'car', car)).toEqual([]);

    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    const sent = uploads(d.net.calls).filter((c) => c.status !== undefined);
    expect(sent.map((c) => c.status)).toEqual([200]);
    expect(sent[0]!.headers['content-type']).toBe('image/png');
    expect((await filesOf(admin, 'car', car)).map((f) => f.id)).toEqual([args.id]);
    expect((await downloadFile(admin, 'car', car, args.id)).rawPayload).toEqual(bytes);

    const after = await localFile(d.db, args.id);
    expect(after!._pending).toBeUndefined();
    expect(after!.version).toBeGreaterThan(0);
    expect(await d.db.outbox.count()).toBe(0);
    await d.pull();
    expect(await d.db.mirror('documents').where('[related_object+related_object_id]').equals(['car', car]).count()).toBe(1);
    expect(await d.replay()).toBe('done');
    expect(uploads(d.net.calls).filter((c) => c.status !== undefined)).toHaveLength(1);
  });

  it('whose answer is lost is sent again with the same key, and the server keeps one file', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    await d.pull();
    const car = carIds[1]!;
    const args = photoArgs(car, samplePhoto(40, 40, 0.1), 'Tyres.png');
    await mutate(d.db, documentsUpload, args);
    d.net.loseAnswers(1);
    expect(await d.replay()).toBe('offline');
    expect(await d.db.outbox.count()).toBe(1);
    expect(await d.replay()).toBe('done');
    const sent = uploads(d.net.calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers['idempotency-key']).toBe(sent[1]!.headers['idempotency-key']);
    expect((await filesOf(admin, 'car', car)).map((f) => f.id)).toEqual([args.id]);
    expect(filesOnDisk(t.filesDir).filter((p) => p.endsWith(args.id))).toHaveLength(1);
    expect((await localFile(d.db, args.id))?._pending).toBeUndefined();
  });

  it('deleted offline goes from the mirror at once and stays gone once the server took it', async () => {
    const d = await device(t, DEMO_EMAILS.admin);
    const car = carIds[2]!;
    const args = photoArgs(car, samplePhoto(10, 10), 'To delete.png');
    await mutate(d.db, documentsUpload, args);
    expect(await d.replay()).toBe('done');
    d.net.offline = true;
    await mutate(d.db, documentsDelete, { id: args.id, related_object: 'car' as const, related_object_id: car });
    expect(await localFile(d.db, args.id)).toBeUndefined();
    d.net.offline = false;
    expect(await d.replay()).toBe('done');
    expect(await localFile(d.db, args.id)).toBeUndefined();
    expect(await filesOf(admin, 'car', car)).toEqual([]);
  });

  it('refused by the server (a read-only user) leaves the list and stays in the outbox with its file', async () => {
    const d = await device(t, DEMO_EMAILS.readonly);
    await d.pull();
    const args = photoArgs(carIds[3]!, samplePhoto(12, 12));
    await mutate(d.db, documentsUpload, args);
    expect(await d.replay()).toBe('done');
    expect(await localFile(d.db, args.id)).toBeUndefined();
    expect(d.notices).toHaveLength(1);
    const [failed] = await d.db.outbox.toArray();
    expect(failed!.state).toBe('failed');
    expect((failed!.args as UploadArgs).file.size).toBe(args.filesize_bytes);
  });
});
