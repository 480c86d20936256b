import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages';
import { runTask } from '../workers/worker-pool';
import { readJsonBody } from './json-body-read';
import { parseJsonBodyTask } from './json-body.worker';
import { badRequest, HttpError } from './errors';

/**
 * JSON bodies, for every route at once (readJsonBody: empty refused, depth checked, prototype
 * poisoning refused), so that a body nested thousands of levels deep is a 400 in the API's shape
 * and never reaches code that walks it recursively. Routes keep their own body limits.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit }, (_req, body, done) => {
    const read = readJsonBody(body as string);
    if (read.ok) done(null, read.value);
    else done(badRequest(read.message), undefined);
  });
}

/** How long a body's read may take in the worker pool, its wait there included. */
const READ_TIMEOUT_MS = 120_000;

const digests = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies of a scope's routes (one registered in its own `app.register`) read in a worker
 * thread, for a route whose bodies run to megabytes (an import's rows): the same reading (readJsonBody)
 * and answers as registerJsonBodies, the request thread free meanwhile.
 */
export function jsonBodiesInWorker(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, async (req: FastifyRequest, body: Buffer) => {
    // Queued behind other heavy work (exports) the read may wait: past its time the sender is told
    // to try again (the outbox does), never a 500.
    const parsed = await runTask(parseJsonBodyTask, body, {
      timeoutMs: READ_TIMEOUT_MS,
      beyondBounds: () => new HttpError(503, 'server_error', messages.http.tooBusyToRead),
    });
    if (!parsed.ok) throw badRequest(parsed.message);
    if (parsed.digest) digests.set(req, parsed.digest);
    return parsed.value;
  });
}

/** A body read in the worker: the SHA-256 of its JSON, made there (hashing 5 MB here took 150 ms). */
export const bodyDigestOf = (req: FastifyRequest): string | undefined => digests.get(req);
