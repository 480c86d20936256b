import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH } from '../../shared/limits';
import { messages } from '../../shared/messages';
import { runTask } from '../workers/worker-pool';
import { nestsDeeperThan } from './json-body-depth';
import { parseJsonBodyTask } from './json-body.worker';
import { badRequest, HttpError } from './errors';

/**
 * JSON bodies, for every route at once: Fastify's own parser (prototype poisoning refused), after
 * a depth check, so that a body nested thousands of levels deep is a 400 in the API's shape and
 * never reaches code that walks it recursively. Routes keep their own body limits.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit }, (req, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(messages.http.tooDeep(MAX_JSON_DEPTH)), undefined);
    parse(req, text, done);
  });
}

/** How long a body's read may take in the worker pool, its wait there included. */
const READ_TIMEOUT_MS = 120_000;

const digests = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies of a scope's routes (one registered in its own `app.register`) read in a worker
 * thread, for a route whose bodies run to megabytes (an import's rows): the same checks, answers
 * and limit as registerJsonBodies, the request thread free meanwhile.
 */
export function jsonBodiesInWorker(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, async (req: FastifyRequest, body: Buffer) => {
    if (body.length === 0) throw badRequest(messages.http.emptyJson);
    // Queued behind other heavy work (exports) the read may wait: past its time the sender is told
    // to try again (the outbox does), never a 500.
    const parsed = await runTask(parseJsonBodyTask, body, {
      timeoutMs: READ_TIMEOUT_MS,
      beyondBounds: () => new HttpError(503, 'server_error', messages.http.tooBusyToRead),
    });
    if (parsed.ok) {
      digests.set(req, parsed.digest);
      return parsed.value;
    }
    throw badRequest(parsed.tooDeep ? messages.http.tooDeep(MAX_JSON_DEPTH) : parsed.message);
  });
}

/** A body read in the worker: the SHA-256 of its JSON, made there (hashing 5 MB here took 150 ms). */
export const bodyDigestOf = (req: FastifyRequest): string | undefined => digests.get(req);
