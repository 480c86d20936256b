import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/documents';
import { storedFilePath } from '../../src/server/documents/file-store';
import { samplePdf, samplePhoto } from '../../src/server/documents/sample-files';
import { REPLAYED_HEADER } from '../../src/server/sync/run-write';
import { uploadQuerySchema, type DocumentRow, type documentParamsSchema } from '../../src/shared/documents/documents.schema';
import { uuidv7 } from '../../src/shared/ids';
import { activityPage } from '../helpers/activity-api';
import { expectBadInputRejected } from '../helpers/bad-input';
import { deleteFile, downloadFile, errorOf, filesOf, filesOnDisk, uploadFile, withoutFiles } from '../helpers/documents-api';
import { carsOf } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The calls of files on an object: upload, list newest first, download the same bytes with safe
// headers, delete (row, then bytes), each upload and delete on the object's activity feed, and a
// resent upload answered once.
const { t, admin, facts } = useApiTest();
let companyId: string;
let carIds: string[];
beforeAll(async () => {
  companyId = facts.companyId('Demo Company');
  carIds = await withoutFiles(
    t.db,
    (await carsOf(t.db, companyId)).filter((c) => c.deleted === 0 && c.type === 'car').map((c) => c.id),
  );
});

const snapshot = async () => ({ rows: await t.db.select().from(documents).orderBy(documents.id), disk: filesOnDisk(t.filesDir) });

describe('upload, list and download', () => {
  it('gives back the very bytes uploaded, lists newest first with the spec’s fields, and shows images and PDFs inline', async () => {
    const car = carIds[10]!;
    const pdf = samplePdf('Insurance', ['Policy 123']);
    const png = samplePhoto(64, 40);
    const first = await uploadFile(admin, {
      object: 'car',
      id: car,
      filename: 'Insurance.pdf',
      documentType: 'insurance',
      contentType: 'application/pdf',
      body: pdf,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await uploadFile(admin, { object: 'car', id: car, filename: 'Dent.png', documentType: 'photo', contentType: 'image/png', body: png });
    const row = second.json<{ data: DocumentRow }>().data;
    expect(row).toMatchObject({
      related_object: 'car',
      related_object_id: car,
      filename: 'Dent.png',
      filesize_bytes: png.length,
      document_type: 'photo',
      content_type: 'image/png',
      real_name: 'Sophie Laurent',
    });
    expect(row.date_uploaded_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(row.version).toBeGreaterThan(0);

    expect((await filesOf(admin, 'car', car)).map((d) => d.filename)).toEqual(['Dent.png', 'Insurance.pdf']);
    expect(readFileSync(storedFilePath(t.filesDir, companyId, row.id))).toEqual(png);

    const got = await downloadFile(admin, 'car', car, row.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(png);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-length']).toBe(String(png.length));
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="Dent.png"; filename*=UTF-8''Dent.png`);
    const saved = await downloadFile(admin, 'car', car, row.id, { download: '1' });
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    const pdfId = first.json<{ data: DocumentRow }>().data.id;
    expect((await downloadFile(admin, 'car', car, pdfId)).rawPayload).toEqual(pdf);
  });

  it('keeps a file name without its path or control characters, and sends it safely in the header', async () => {
    const car = carIds[11]!;
    const res = await uploadFile(admin, {
      object: 'car',
      id: car,
      filename: '..\\..\\etc/pass\u0000wd\u202Egpj.pdf',
      contentType: 'application/pdf',
      body: samplePdf('x'),
    });
    expect(res.json<{ data: DocumentRow }>().data.filename).toBe('passwdgpj.pdf');
    const odd = await uploadFile(admin, { object: 'car', id: car, filename: 'Rapport "été"; x\r\n.txt', contentType: 'text/plain', body: Buffer.from('ok') });
    const doc = odd.json<{ data: DocumentRow }>().data;
    expect(doc.filename).toBe('Rapport "été"; x.txt');
    const got = await downloadFile(admin, 'car', car, doc.id);
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Rapport _ete_; x.txt"; filename*=UTF-8''Rapport%20%22%C3%A9t%C3%A9%22%3B%20x.txt`);
    const blank = await uploadFile(admin, { object: 'car', id: car, filename: '../\u0000', contentType: 'text/plain', body: Buffer.from('x') });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).fields?.filename).toBe('a file needs a name');
  });

  it('answers 404 for a file of another object, and for a file whose bytes are gone', async () => {
    const [a, b] = [carIds[12]!, carIds[13]!];
    const doc = (await uploadFile(admin, { object: 'car', id: a, filename: 'a.pdf', contentType: 'application/pdf', body: samplePdf('a') })).json<{
      data: DocumentRow;
    }>().data;
    expect((await downloadFile(admin, 'car', b, doc.id)).statusCode).toBe(404);
    expect((await deleteFile(admin, 'car', b, doc.id)).statusCode).toBe(404);
    expect((await downloadFile(admin, 'car', a, uuidv7())).statusCode).toBe(404);
  });
});

describe('delete', () => {
  it('removes the row and the bytes, and both events are on the object’s feed', async () => {
    const car = carIds[14]!;
    const doc = (
      await uploadFile(admin, {
        object: 'car',
        id: car,
        filename: 'Old invoice.pdf',
        documentType: 'invoice',
        contentType: 'application/pdf',
        body: samplePdf('Invoice'),
      })
    ).json<{ data: DocumentRow }>().data;
    const path = storedFilePath(t.filesDir, companyId, doc.id);
    expect(filesOnDisk(t.filesDir)).toContain(path.slice(t.filesDir.length + 1));
    const res = await deleteFile(admin, 'car', car, doc.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await filesOf(admin, 'car', car)).toEqual([]);
    expect(filesOnDisk(t.filesDir)).not.toContain(path.slice(t.filesDir.length + 1));
    expect((await deleteFile(admin, 'car', car, doc.id)).statusCode).toBe(404);
    const feed = (await activityPage(admin, 'car', car)).data.filter((i) => i.event_type.startsWith('document_'));
    expect(feed.map((i) => [i.event_type, i.event_info_json.filename, i.real_name])).toEqual([
      ['document_deleted', 'Old invoice.pdf', 'Sophie Laurent'],
      ['document_added', 'Old invoice.pdf', 'Sophie Laurent'],
    ]);
  });
});

describe('an upload sent again', () => {
  it('answers the first answer for the same outbox item, and makes one file', async () => {
    const car = carIds[15]!;
    const docId = uuidv7();
    const sync = { key: uuidv7(), client: 'device-docs', seq: 1 };
    const spec = { object: 'car' as const, id: car, docId, filename: 'Photo.png', contentType: 'image/png', body: samplePhoto(30, 20), sync };
    const first = await uploadFile(admin, spec);
    const again = await uploadFile(admin, spec);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await filesOf(admin, 'car', car)).map((d) => d.id)).toEqual([docId]);
    expect(filesOnDisk(t.filesDir).filter((p) => p.includes(docId))).toHaveLength(1);
    expect(filesOnDisk(t.filesDir).some((p) => p.startsWith('tmp'))).toBe(false);
  });

  it('refuses another upload with a file id already used, here or in another company, keeping the first file', async () => {
    const car = carIds[16]!;
    const original = samplePdf('Original');
    const doc = (await uploadFile(admin, { object: 'car', id: car, filename: 'Original.pdf', contentType: 'application/pdf', body: original })).json<{
      data: DocumentRow;
    }>().data;
    const before = await snapshot();
    const clash = await uploadFile(admin, {
      object: 'car',
      id: car,
      docId: doc.id,
      filename: 'Impostor.pdf',
      contentType: 'application/pdf',
      body: samplePdf('Impostor'),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe('This id is already used by another file.');
    const other = await t.as(DEMO_EMAILS.other);
    const otherPerson = (await other.me()).user.employee_id!;
    const across = await uploadFile(other, {
      object: 'employee',
      id: otherPerson,
      docId: doc.id,
      filename: 'x.pdf',
      contentType: 'application/pdf',
      body: samplePdf('x'),
    });
    expect(across.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
    expect((await downloadFile(admin, 'car', car, doc.id)).rawPayload).toEqual(original);
  });
});

describe('bad input', () => {
  it('refuses every malformed upload query with 400 and keeps nothing', async () => {
    await expectBadInputRejected({
      app: t.app,
      cookie: admin.cookie,
      method: 'POST',
      url: `/api/documents/car/${carIds[17]}/upload`,
      schema: uploadQuerySchema,
      valid: { doc_id: uuidv7(), filename: 'Photo.png', document_type: 'photo' },
      where: 'query',
      snapshot,
      // The valid query alone, without a file, is refused for its missing file type.
      validStatus: 415,
    });
  });

  it('refuses ids and object types that are not valid on every route, changing nothing', async () => {
    const before = await snapshot();
    const car = carIds[17]!;
    const routes = (object: string, id: string, docId: string) => [
      { method: 'GET' as const, url: `/api/documents/${object}/${id}/list` },
      {
        method: 'POST' as const,
        url: `/api/documents/${object}/${id}/upload?doc_id=${uuidv7()}&filename=a.pdf`,
        headers: { 'content-type': 'application/pdf' },
        payload: samplePdf('a'),
      },
      { method: 'GET' as const, url: `/api/documents/${object}/${id}/${docId}/download` },
      { method: 'POST' as const, url: `/api/documents/${object}/${id}/${docId}/delete`, payload: {} },
    ];
    const cases: [string, string, string, keyof typeof documentParamsSchema.shape][] = [
      ['boat', car, uuidv7(), 'object'],
      ['car', 'not-an-id', uuidv7(), 'id'],
      ['car', car, '1', 'docId'],
    ];
    for (const [object, id, docId, field] of cases) {
      for (const r of routes(object, id, docId)) {
        if (field === 'docId' && !r.url.includes(`/${docId}/`)) continue;
        const res = await admin.request(r);
        expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(400);
        expect(errorOf(res).fields?.[field], r.url).toBeTruthy();
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
