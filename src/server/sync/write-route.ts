import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WriteCall } from '../../shared/sync/mutation';
import type { Db } from '../db/database';
import type { Access } from '../http/access';
import { messages } from '../../shared/messages';
import { badRequest } from '../http/errors';
import { runWrite, type WriteInfo } from './run-write';

interface WriteRouteOptions<Body> {
  access: Access;
  /** The write itself, inside runWrite: its answer is stored under the Idempotency-Key. */
  handler: (tx: Db, write: WriteInfo, body: Body, req: FastifyRequest) => Promise<unknown>;
  /** Runs as the answer leaves, after the write is committed (e.g. removing a deleted file's bytes). */
  onSend?: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** A larger request than the app's 1 MB, for a batch (an import's rows). */
  bodyLimit?: number;
  /**
   * Runs before the write's transaction, outside it: a batch's bulk stored in several statements,
   * so that it never holds the database (or a transaction open) in one piece. It must be harmless
   * to repeat, the request being sent again until it is answered.
   */
  beforeWrite?: (db: Db, body: Body, req: FastifyRequest) => Promise<void>;
}

/**
 * Registers a mutation's route from its shared definition: its method, path and body schema, so
 * the device's call and the server's route cannot drift apart; the handler runs through runWrite.
 */
export function writeRoute<Body>(app: FastifyInstance, call: WriteCall<Body>, deps: { db: Db }, opts: WriteRouteOptions<Body>): void {
  const { onSend, beforeWrite } = opts;
  // A write whose body is a file has its own route (documents/upload-route.ts).
  if (!call.body) throw new Error(`${call.method} ${call.path} has no JSON body schema: it needs its own route`);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { access: opts.access },
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
    schema: { body: call.body },
    ...(onSend ? { onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => (await onSend(req, reply), payload) } : {}),
    // The validator compiler has replaced the body by the schema's output: a Body, which the
    // provider's generic type cannot name while Body is still a type parameter.
    // The path names the object: a body naming another one (request_id, import_id) is refused.
    preHandler: async (req) => {
      pathAgreesWithBody(req);
      await beforeWrite?.(deps.db, req.body as Body, req);
    },
    handler: async (req, reply) => runWrite(req, reply, deps, (tx, write) => opts.handler(tx, write, req.body as Body, req)),
  });
}

/** 400 when a body field of a path parameter's name (`/requests/:request_id/approve` with `request_id`) holds another value. */
function pathAgreesWithBody(req: FastifyRequest): void {
  const params = (req.params ?? {}) as Record<string, string>;
  const body = req.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null) return;
  for (const [name, value] of Object.entries(params)) {
    if (name in body && body[name] !== value) throw badRequest(messages.sync.pathDiffersFromBody(name), { [name]: messages.sync.pathDiffersFromBody(name) });
  }
}
