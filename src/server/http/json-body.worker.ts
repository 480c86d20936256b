import { createHash } from 'node:crypto';
import { defineTask } from '../workers/worker-pool';
import { readJsonBody, type BodyRead } from './json-body-read';

// A large JSON body (an import's 20,000 rows: 5 MB) read in a worker thread (json-body.ts
// jsonBodiesInWorker): decoding, the depth check, parsing and hashing it took the server's thread
// 370 ms, during which no other request was answered.

/** `digest`: SHA-256 of the value's JSON, for the write's idempotency key (sync/run-write.ts requestHash). */
export type ParsedBody = BodyRead & { digest?: string };

export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  const read = readJsonBody(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  return read.ok ? { ...read, digest: createHash('sha256').update(JSON.stringify(read.value)).digest('base64url') } : read;
}

export const parseJsonBodyTask = defineTask(import.meta.url, parseJsonBody);
