import { acceptedType, contentTypeForFile } from '../../shared/documents/content-types';
import { MAX_FILE_BYTES, fileMessages } from '../../shared/documents/documents.schema';
import { SNIFF_BYTES, signatureMatches, textCheck } from '../../shared/documents/sniff';

// The server's checks, run on the device when a file is picked, so a file the server would refuse
// is never queued (it could only fail later, after waiting for a connection) and the person reads
// the server's own words at once.

export type FileCheck = { ok: true; contentType: string } | { ok: false; message: string };

const TEXT_SLICE = 1024 * 1024;

export async function checkFile(file: File): Promise<FileCheck> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, message: fileMessages.tooLarge };
  if (file.size === 0) return { ok: false, message: fileMessages.emptyFile };
  const contentType = contentTypeForFile(file.name, file.type);
  const type = acceptedType(contentType);
  if (!contentType || !type) return { ok: false, message: fileMessages.unsupportedType };
  const first = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!signatureMatches(type.signature, type.type, first)) return { ok: false, message: fileMessages.contentMismatch(type) };
  if (type.signature === 'text') {
    const check = textCheck();
    for (let at = 0; at < file.size; at += TEXT_SLICE) {
      if (!check.push(new Uint8Array(await file.slice(at, at + TEXT_SLICE).arrayBuffer()))) return { ok: false, message: fileMessages.notUtf8 };
    }
    if (!check.end()) return { ok: false, message: fileMessages.notUtf8 };
  }
  return { ok: true, contentType };
}

/** Whether the device can keep this many more bytes, as far as the browser tells (true if it does not). */
export async function roomFor(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate?.quota) return true;
  // Some margin: IndexedDB stores a little more than the bytes themselves.
  return estimate.quota - (estimate.usage ?? 0) > bytes * 1.1 + 1024 * 1024;
}

/** A write refused because the device's storage is full (Dexie wraps the browser's error). */
export function isQuotaError(err: unknown): boolean {
  for (let e = err as { name?: string; inner?: unknown } | undefined; e; e = e.inner as typeof e) {
    if (e.name === 'QuotaExceededError') return true;
  }
  return false;
}
