import type { IncomingHttpHeaders } from 'node:http';
import { isValid, isWithinInterval, subHours } from 'date-fns';
import { MAX_CLIENT_ID_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH, SYNC_HEADERS } from '../../shared/sync/protocol';
import { messages } from '../../shared/messages';
import { badRequest } from '../http/errors';

/** The sync headers of one write; all absent for a plain API call. */
export interface WriteHeaders {
  key: string | null;
  client: { id: string; seq: number } | null;
  /** When the change was made on the device, if the header holds a sane time; else null. */
  madeAt: Date | null;
}

/** How far back a device time is believed; an older one (a stale outbox, a wrong clock) is not. */
export const MADE_AT_MAX_AGE_DAYS = 30;

/**
 * X-Mutation-Made-At as a time, when it is an ISO time neither in the future nor older than
 * MADE_AT_MAX_AGE_DAYS; otherwise null, and the write counts as made now. Never refused: a device
 * with a wrong clock must still get its changes through.
 */
export function deviceTime(value: string | null, now: Date = new Date()): Date | null {
  if (value === null || value.length > 40 || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const t = new Date(value);
  if (!isValid(t)) return null;
  return isWithinInterval(t, { start: subHours(now, MADE_AT_MAX_AGE_DAYS * 24), end: now }) ? t : null;
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
  const madeAtText = headers[SYNC_HEADERS.madeAt];
  const madeAt = deviceTime(typeof madeAtText === 'string' ? madeAtText : null);
  return { key, client: clientId !== null && seqText !== null ? { id: clientId, seq: Number(seqText) } : null, madeAt };
}
