import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { MAX_FILE_BYTES, fileMessages } from '../../shared/documents/documents.schema';
import { checkFile, isQuotaError, roomFor } from './check-file';

// The upload page refuses, before anything is queued, what the server would refuse, in its words.
const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

describe('checkFile', () => {
  it('accepts a real PNG and a UTF-8 CSV, naming the type to upload them as', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await checkFile(file([png], 'photo.png', 'image/png'))).toEqual({ ok: true, contentType: 'image/png' });
    expect(await checkFile(file(['date;km\n01/02/2025;4'], 'km.csv', 'application/vnd.ms-excel'))).toEqual({ ok: true, contentType: 'text/csv' });
  });

  it('refuses too large, empty, unlisted, disguised and non-UTF-8 files with the server’s messages', async () => {
    const big = { size: MAX_FILE_BYTES + 1, name: 'big.pdf', type: 'application/pdf' } as File;
    expect(await checkFile(big)).toEqual({ ok: false, message: fileMessages.tooLarge });
    expect(await checkFile(file([], 'empty.txt', 'text/plain'))).toEqual({ ok: false, message: fileMessages.emptyFile });
    expect(await checkFile(file(['MZ'], 'tool.exe', 'application/x-msdownload'))).toEqual({ ok: false, message: fileMessages.unsupportedType });
    const disguised = await checkFile(file(['MZ\x90\x00'], 'invoice.pdf', 'application/pdf'));
    expect(disguised).toEqual({ ok: false, message: expect.stringContaining('not a real PDF') });
    expect(await checkFile(file([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], 'latin1.txt', 'text/plain'))).toEqual({ ok: false, message: fileMessages.notUtf8 });
  });
});

describe('a full device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is known before saving when the browser tells how much room is left', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ quota: 50 * 1024 * 1024, usage: 45 * 1024 * 1024 }) } });
    expect(await roomFor(1024)).toBe(true);
    expect(await roomFor(10 * 1024 * 1024)).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await roomFor(10 * 1024 * 1024)).toBe(true);
  });

  it('is recognised in the error of a refused write, as Dexie wraps it', () => {
    const inner = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', inner))).toBe(true);
    expect(isQuotaError(inner)).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
  });
});
