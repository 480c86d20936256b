import { createHash } from 'node:crypto';
import sjson from 'secure-json-parse';
import { MAX_JSON_DEPTH } from '../../shared/limits';
import { defineTask } from '../workers/worker-pool';
import { nestsDeeperThan } from './json-body-depth';

// A large JSON body (an import's 20,000 rows: 5 MB) read in a worker thread (json-body.ts
// jsonBodiesInWorker): decoding, the depth check and parsing it took the server's thread 220 ms
// in one piece, during which no other request was answered.

/** `digest`: SHA-256 of the value's JSON, for the write's idempotency key (sync/run-write.ts requestHash). */
export type ParsedBody = { ok: true; value: unknown; digest: string } | { ok: false; tooDeep: boolean; message: string };

/** The body as Fastify's own parser reads it (prototype poisoning refused), after the depth check. */
export function parseJsonBody(bytes: Uint8Array): ParsedBody {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, tooDeep: true, message: '' };
  let value: unknown;
  try {
    value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    return { ok: false, tooDeep: false, message: (err as Error).message };
  }
  return { ok: true, value, digest: createHash('sha256').update(JSON.stringify(value)).digest('base64url') };
}

export const parseJsonBodyTask = defineTask(import.meta.url, parseJsonBody);
