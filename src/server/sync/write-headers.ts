import type { IncomingHttpHeaders } from 'node:http';
import { MAX_CLIENT_ID_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH, SYNC_HEADERS } from '../../shared/sync/protocol';
import { messages } from '../../shared/messages';
import { badRequest } from '../http/errors';

/** The sync headers of one write; all absent for a plain API call. */
export interface WriteHeaders {
  key: string | null;
  client: { id: string; seq: number } | null;
}

// Visible ASCII only: keys end up in logs and a database key, and a UUID or ULID fits easily.
const TOKEN = /^[\x21-\x7e]+$/;
const SEQ = /^\d{1,15}$/;

function single(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  // A repeated header arrives as an array: which one would the client have meant?
  if (Array.isArray(value)) throw badRequest(messages.http.invalidInput, { [name]: messages.http.invalidInput });
  return value;
}

function token(headers: IncomingHttpHeaders, name: string, label: string, max: number): string | null {
  const value = single(headers, name);
  if (value === null) return null;
  if (value.length > max || !TOKEN.test(value)) throw badRequest(messages.sync.badHeader(label, max), { [name]: messages.sync.badHeader(label, max) });
  return value;
}

export function parseWriteHeaders(headers: IncomingHttpHeaders): WriteHeaders {
  const key = token(headers, SYNC_HEADERS.idempotencyKey, 'Idempotency-Key', MAX_IDEMPOTENCY_KEY_LENGTH);
  const clientId = token(headers, SYNC_HEADERS.clientId, 'X-Client-Id', MAX_CLIENT_ID_LENGTH);
  const seqText = single(headers, SYNC_HEADERS.mutationSeq);
  if (seqText !== null && !SEQ.test(seqText)) throw badRequest(messages.sync.badSeq, { [SYNC_HEADERS.mutationSeq]: messages.sync.badSeq });
  if ((clientId === null) !== (seqText === null)) {
    const missing = clientId === null ? SYNC_HEADERS.clientId : SYNC_HEADERS.mutationSeq;
    throw badRequest(messages.sync.seqWithoutClient, { [missing]: messages.sync.seqWithoutClient });
  }
  return { key, client: clientId !== null && seqText !== null ? { id: clientId, seq: Number(seqText) } : null };
}
