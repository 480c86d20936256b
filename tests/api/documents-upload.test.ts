import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema/documents';
import { samplePdf, samplePhoto } from '../../src/server/documents/sample-files';
import { ACCEPTED_SUMMARY } from '../../src/shared/documents/content-types';
import { MAX_FILE_BYTES } from '../../src/shared/documents/documents.schema';
import { countedBody, errorOf, filesOf, filesOnDisk, uploadFile } from '../helpers/documents-api';
import { carsOf } from '../helpers/sync-api';
import { useApiTest } from '../helpers/api-test';

// What an upload accepts: the allowlist, the first bytes matching the declared type, UTF-8 text,
// 25 MB at most (stopping to read as soon as it is passed). A refused file leaves no row and no
// bytes on disk, not even a temporary file.
const { t, admin, facts } = useApiTest();
let carId: string;
beforeAll(async () => {
  carId = (await carsOf(t.db, facts.companyId('Demo Company'))).find((c) => c.deleted === 0 && c.type === 'car')!.id;
});

const stored = async () => ({ rows: (await t.db.select({ id: documents.id }).from(documents)).length, disk: filesOnDisk(t.filesDir) });

/** Sends a refused upload and checks its answer and that nothing was kept. */
async function expectRefused(spec: Omit<Parameters<typeof uploadFile>[1], 'object' | 'id'>, status: number, message: string | RegExp) {
  const before = await stored();
  const res = await uploadFile(admin, { object: 'car', id: carId, ...spec });
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).message).toMatch(message);
  expect(await stored()).toEqual(before);
  return res;
}

const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);
/** The start of an OpenDocument text: a stored 'mimetype' entry first. */
function odfStart(type: string): Buffer {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt32LE(type.length, 18);
  header.writeUInt32LE(type.length, 22);
  header.writeUInt16LE(8, 26);
  return Buffer.concat([header, Buffer.from(`mimetype${type}`, 'latin1'), Buffer.alloc(100, 1)]);
}

describe('the allowlist and the first bytes', () => {
  it('accepts each kind of file whose bytes fit its type', async () => {
    const ok: [string, string, Buffer][] = [
      ['Contract.pdf', 'application/pdf', samplePdf('Contract')],
      ['Photo.png', 'image/png', samplePhoto(20, 10)],
      ['Photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300)])],
      ['Scan.gif', 'image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(300, 1)])],
      ['Photo.webp', 'image/webp', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(300, 1)])],
      ['Phone.heic', 'image/heic', Buffer.concat([Buffer.from('\x00\x00\x00\x18ftypheic', 'latin1'), Buffer.alloc(300, 1)])],
      ['Report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP],
      ['Costs.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
      ['Letter.odt', 'application/vnd.oasis.opendocument.text', odfStart('application/vnd.oasis.opendocument.text')],
      ['Old.xls', 'application/vnd.ms-excel', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(300)])],
      ['Notes.txt', 'text/plain; charset=utf-8', Buffer.from('Pneus été: 4 × 205/55 R16\n')],
      ['Kilometres.csv', 'text/csv', Buffer.from('date;km\n01/02/2025;45210\n')],
    ];
    for (const [filename, contentType, body] of ok) {
      const res = await uploadFile(admin, { object: 'car', id: carId, filename, contentType, body });
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(200);
    }
    const listed = await filesOf(admin, 'car', carId);
    expect(listed.map((d) => d.filename)).toEqual(expect.arrayContaining(ok.map(([f]) => f)));
    expect(listed.find((d) => d.filename === 'Notes.txt')!.content_type).toBe('text/plain');
    expect(filesOnDisk(t.filesDir).some((p) => p.startsWith('tmp'))).toBe(false);
  });

  it('refuses a program renamed to .pdf, a PDF sent as a PNG and an OpenDocument sent as Word', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(400)]);
    await expectRefused({ filename: 'invoice.pdf', contentType: 'application/pdf', body: exe }, 415, /not a real PDF/);
    await expectRefused({ filename: 'photo.png', contentType: 'image/png', body: samplePdf('Not a photo') }, 415, /not a real PNG image/);
    const odt = odfStart('application/vnd.oasis.opendocument.text');
    await expectRefused(
      { filename: 'x.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: odt },
      415,
      /not a real Word document/,
    );
  });

  it('refuses types not on the list, naming what is accepted', async () => {
    const res = await expectRefused({ filename: 'tool.exe', contentType: 'application/x-msdownload', body: Buffer.from('MZ') }, 415, /cannot be uploaded/);
    expect(errorOf(res).message).toContain(ACCEPTED_SUMMARY);
    await expectRefused({ filename: 'page.html', contentType: 'text/html', body: Buffer.from('<script>alert(1)</script>') }, 415, /cannot be uploaded/);
    await expectRefused({ filename: 'image.svg', contentType: 'image/svg+xml', body: Buffer.from('<svg/>') }, 415, /cannot be uploaded/);
    await expectRefused({ filename: 'nothing', body: Buffer.from('hello') }, 415, /cannot be uploaded/);
  });

  it('refuses text that is not UTF-8 or holds NUL bytes, and an empty file', async () => {
    await expectRefused({ filename: 'latin1.csv', contentType: 'text/csv', body: Buffer.from('caf\xe9;1\n', 'latin1') }, 415, /UTF-8/);
    await expectRefused({ filename: 'bin.txt', contentType: 'text/plain', body: Buffer.from('abc\x00def') }, 415, /UTF-8/);
    // Cut in the middle of a character: 'é' is two bytes.
    await expectRefused({ filename: 'cut.txt', contentType: 'text/plain', body: Buffer.from('caf\xc3', 'latin1') }, 415, /UTF-8/);
    await expectRefused({ filename: 'empty.txt', contentType: 'text/plain', body: Buffer.alloc(0) }, 400, /empty/);
  });
});

describe('the size limit', () => {
  const pdfOf = (size: number) => {
    const b = Buffer.alloc(size, 0x20);
    b.write('%PDF-1.4\n');
    return b;
  };

  it('takes a file of exactly 25 MB and refuses one byte more with 413', async () => {
    expect(
      (await uploadFile(admin, { object: 'car', id: carId, filename: 'big.pdf', contentType: 'application/pdf', body: pdfOf(MAX_FILE_BYTES) })).statusCode,
    ).toBe(200);
    const res = await expectRefused(
      { filename: 'too-big.pdf', contentType: 'application/pdf', body: pdfOf(MAX_FILE_BYTES + 1) },
      413,
      'The file is larger than 25 MB.',
    );
    expect(res.headers.connection).toBe('close');
  });

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    const body = countedBody(4 * MAX_FILE_BYTES, Buffer.from('%PDF-1.4\n'));
    await expectRefused({ filename: 'endless.pdf', contentType: 'application/pdf', body: body.stream }, 413, 'The file is larger than 25 MB.');
    expect(body.pulled()).toBeGreaterThan(MAX_FILE_BYTES);
    expect(body.pulled()).toBeLessThan(MAX_FILE_BYTES + 1024 * 1024);
  });

  it('refuses a Content-Length above the limit before reading any of the body', async () => {
    const body = countedBody(MAX_FILE_BYTES + 1, Buffer.from('%PDF-1.4\n'));
    await expectRefused(
      { filename: 'declared.pdf', contentType: 'application/pdf', body: body.stream, headers: { 'content-length': String(MAX_FILE_BYTES + 1) } },
      413,
      'The file is larger than 25 MB.',
    );
    expect(body.pulled()).toBeLessThan(256 * 1024);
  });

  it('stops reading a mismatching file at its first bytes', async () => {
    const body = countedBody(10 * 1024 * 1024, Buffer.from('MZ'));
    await expectRefused({ filename: 'setup.pdf', contentType: 'application/pdf', body: body.stream }, 415, /not a real PDF/);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });
});
