import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { SYNC_HEADERS } from '../../shared/sync/protocol';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { bodyDigestOf } from '../http/json-body';
import { HttpError, badRequest } from '../http/errors';
import { errorBody } from './conflict';
import { findAnswer, lastSeq, purgeOldAnswers, setLastSeq, storeAnswer } from './idempotency.repo';
import { parseWriteHeaders } from './write-headers';
import { withCompanyWrite } from './write-lock';

/** What a write's handler knows besides its input: who, and when the change was made on the device. */
export interface WriteInfo {
  viewer: Viewer;
  /** From X-Mutation-Made-At when sane (write-headers.ts), else null: made now. For the activity feed. */
  madeAt: Date | null;
  /** The device (X-Client-Id) that made the change; null or absent for calls without the sync headers. For the feed's groups. */
  deviceId?: string | null;
}

/** Set on an answer that is the stored first answer of its Idempotency-Key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * What a key stands for: the method, the URL (path and query) and the JSON body as parsed. A file
 * upload's body is its stream, left out: its URL names the document. The outbox sends an item's
 * very request again, so only another request under a used key differs.
 */
function requestHash(req: FastifyRequest): string {
  // A body read in a worker thread (an import's batch) comes with its JSON's digest: that stands for it.
  const body: unknown = bodyDigestOf(req) ?? (req.body instanceof Readable ? null : req.body);
  return createHash('sha256')
    .update(JSON.stringify([req.method, req.url, body ?? null]))
    .digest('base64url');
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

/**
 * Every mutating route's body runs through here (docs/architecture.md section 5): inside the company
 * write lock, a known Idempotency-Key answers its first answer again and changes nothing (or 422
 * when it comes with another route or body); a mutation number not above the device's last one is
 * refused (409); otherwise the handler runs in a savepoint. Its success or 4xx answer is stored under the key and moves the device's number on,
 * so a replay of a lost answer, even a refusal, answers the same. A 5xx or unexpected error rolls
 * everything back and stores nothing: the outbox will send the same item again.
 * Calls without the sync headers (API users) simply run, still under the lock.
 */
export async function runWrite(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db },
  handler: (tx: Db, write: WriteInfo) => Promise<unknown>,
): Promise<FastifyReply> {
  const viewer = viewerOf(req);
  const headers = parseWriteHeaders(req.headers);
  const companyId = viewer.company.id;
  const userId = viewer.user.id;
  const hash = requestHash(req);

  const answer = await withCompanyWrite(deps.db, { companyId, userId }, async (tx): Promise<Answer> => {
    if (headers.key) {
      const stored = await findAnswer(tx, { companyId, key: headers.key });
      if (stored && stored.userId !== userId)
        throw badRequest(messages.sync.keyOfAnotherUser, { [SYNC_HEADERS.idempotencyKey]: messages.sync.keyOfAnotherUser });
      // The IETF idempotency-key draft: a key reused for another request is refused with 422.
      if (stored && stored.requestHash !== null && stored.requestHash !== hash)
        throw new HttpError(422, 'invalid_input', messages.sync.keyReused, { [SYNC_HEADERS.idempotencyKey]: messages.sync.keyReused });
      if (stored) return { status: stored.status, body: stored.body, replayed: true };
    }
    const device = headers.client ? { companyId, clientId: headers.client.id, userId } : null;
    if (device && headers.client) {
      const last = await lastSeq(tx, device);
      // Gaps are fine (the outbox drops failed items); only going back or repeating is refused.
      if (last !== null && headers.client.seq <= last) throw new HttpError(409, 'conflict', messages.sync.outOfOrder);
    }

    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(
        await tx.transaction(async (sp) => handler(sp as unknown as Db, { viewer, madeAt: headers.madeAt, deviceId: headers.client?.id ?? null })),
      );
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      status = err.statusCode;
      body = JSON.stringify(errorBody(err));
    }

    if (headers.key) {
      await storeAnswer(tx, { companyId, key: headers.key, userId, status, body, requestHash: hash });
      await purgeOldAnswers(tx, companyId);
    }
    if (device && headers.client) await setLastSeq(tx, { ...device, seq: headers.client.seq });
    return { status, body, replayed: false };
  });

  reply.code(answer.status).type('application/json; charset=utf-8');
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  return reply.send(answer.body);
}
