import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { SIGN_IN_PAGE } from '../../shared/auth/sign-in-path';

/** Thrown by routes and repos; the error handler turns it into the API's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'invalid_input', message, fields);
export const unauthenticated = (message: string = messages.auth.signedOut) => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string = messages.http.forbidden) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string = messages.http.notFound) => new HttpError(404, 'not_found', message);

/** The shared rules' errors (car-rules.ts, asset-rules.ts) as a 400: the first message, each field's first in `fields`. */
export function ruleError(errors: readonly { field: string; message: string }[]): HttpError {
  const fields: Record<string, string> = {};
  for (const e of errors) fields[e.field] ??= e.message;
  return badRequest(errors[0]?.message ?? messages.http.invalidInput, fields);
}

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody => ({
  error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message },
});

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(body(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        fields[name] ??= issue.message ?? messages.http.invalidInput;
      }
      const [first] = Object.entries(fields);
      const message = first ? `${first[0]}: ${first[1]}` : messages.http.invalidInput;
      return reply.code(400).send(body('invalid_input', message, fields));
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: ErrorCode = err.statusCode === 429 ? 'rate_limited' : err.statusCode === 404 ? 'not_found' : 'invalid_input';
      return reply.code(err.statusCode).send(body(code, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('server_error', messages.http.serverError));
  });
}

/**
 * The router's own refusals, which come before any hook or error handler: a path that is not valid
 * percent-encoding (`%ff`) and a path parameter longer than Fastify's maxParamLength, in the API's
 * shape like every other error (their status kept: 400 and 414).
 */
export function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL') void reply.code(400).send(body('invalid_input', messages.http.badUrl));
  else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send(body('invalid_input', messages.http.paramTooLong));
  else void reply.code(500).send(body('server_error', messages.http.serverError));
}

/**
 * Unknown API paths answer 404; with a built client, other GETs get index.html (client routes),
 * except the sign-in page, a page of its own that loads none of the app.
 */
export function registerNotFound(app: FastifyInstance, opts: { spaFallback: boolean }): void {
  app.setNotFoundHandler((req, reply) => {
    if (opts.spaFallback && req.method === 'GET' && !req.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE.test(req.url) ? 'signin.html' : 'index.html');
    }
    return reply.code(404).send(body('not_found', `${messages.http.notFound} ${req.method} ${req.url.split('?')[0]}`));
  });
}
