import { Unzip, UnzipInflate, zipSync } from 'fflate';
import mammoth from 'mammoth';
import { WORD_UNZIPPED_MAX_BYTES } from '../../shared/contracts/contracts.schema';
import { defineTask } from '../workers/worker-pool';
import { sanitizeContractHtml } from './sanitize-contract-html';

// The Word conversion, in the worker pool (word-to-html.ts runs it). A .docx is a zip: it is
// unpacked here first, counting the bytes that really come out (a zip's directory may say
// anything), and refused past the limit; mammoth then converts exactly the parts counted, zipped
// again without compression, so no part it reads was left uncounted.

export type WordConversion = { ok: true; html: string; warnings: string[] } | { ok: false; reason: 'unreadable' | 'too_large' };

const CHUNK = 64 * 1024;

/** The zip's parts as its entries unpack, or why not: past `maxBytes` in all, or not a zip fflate reads. */
export function unzipWithin(bytes: Uint8Array, maxBytes: number): Record<string, Uint8Array> | 'too_large' | 'unreadable' {
  const parts: Record<string, Uint8Array[]> = {};
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = (parts[file.name] = []);
    file.ondata = (err, data) => {
      if (err || over) return;
      total += data.length;
      if (total > maxBytes) {
        over = true;
        file.terminate();
      } else chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !over; at += CHUNK) unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  } catch {
    return 'unreadable';
  }
  if (over) return 'too_large';
  return Object.fromEntries(Object.entries(parts).map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}

export async function convertWord(bytes: Uint8Array): Promise<WordConversion> {
  const parts = unzipWithin(bytes, WORD_UNZIPPED_MAX_BYTES);
  if (typeof parts === 'string') return { ok: false, reason: parts };
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(zipSync(parts, { level: 0 })) });
    return { ok: true, html: sanitizeContractHtml(result.value), warnings: result.messages.filter((w) => w.type === 'warning').map((w) => w.message) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

export const convertWordTask = defineTask(import.meta.url, convertWord);
