import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installZodMessages } from '../shared/zod-messages';
import type { Db } from './db/database';
import { registerAccessControl, type RouteAccess } from './http/access';
import { frameworkError, registerErrorHandling, registerNotFound } from './http/errors';
import { registerJsonBodies } from './http/json-body';
import { registerNoStore } from './http/no-store';
import { MAX_PATH_PARAM_LENGTH } from '../shared/limits';
import { registerSameOriginWrites } from './http/same-origin';
import { COMPRESS_MIN_BYTES, registerClient } from './http/static-client';
import { SERVER_AREAS } from './areas';
import { readConfig, type SigningProviderConfig } from './config';
import { closeWorkerPool } from './workers/worker-pool';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  secureCookies?: boolean;
  /** Only behind a proxy you control: the sign-in limit per address trusts X-Forwarded-For then. */
  trustProxy?: boolean;
  /** Built client to serve with a fallback for client-side routes; none in API tests. */
  clientDir?: string;
  /** Where uploaded files go; DATA_DIR/files by default (tests pass a temporary folder). */
  filesDir?: string;
  /** Mail and e-signature settings (config.ts); none by default: mail waits in the outbox, signing is built in. */
  smtpUrl?: string;
  signingProvider?: SigningProviderConfig;
  publicUrl?: string;
  /** The payroll's HTTP JSON service; PAYROLL_URL (or the sandbox's address) by default. */
  payrollUrl?: string;
}

export interface App {
  app: FastifyInstance;
  routes: RouteAccess[];
}

/** The whole server, ready for app.inject() in tests or listen() in main.ts. */
export async function buildApp(opts: AppOptions): Promise<App> {
  installZodMessages();
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  // A first download is megabytes of JSON that shrinks about tenfold: it matters on a garage's
  // weak mobile signal. gzip by default (brotli's default setting costs far more CPU per byte saved
  // on a 2-core server); the pull's own setting is in sync.routes.ts.
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['gzip', 'deflate'] });
  await app.register(helmet, { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'] } } });
  await app.register(swagger, {
    openapi: { info: { title: 'Workplace API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandling(app);
  registerJsonBodies(app);
  registerNoStore(app);
  registerSameOriginWrites(app);
  const routes = registerAccessControl(app, { db: opts.db });

  const deps = {
    db: opts.db,
    secureCookies: opts.secureCookies ?? false,
    filesDir: opts.filesDir ?? readConfig().filesDir,
    smtpUrl: opts.smtpUrl,
    signingProvider: opts.signingProvider,
    publicUrl: opts.publicUrl,
    payrollUrl: opts.payrollUrl ?? readConfig().payrollUrl,
  };
  for (const area of SERVER_AREAS) area.routes?.(app, deps);
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const spaFallback = opts.clientDir ? await registerClient(app, opts.clientDir) : false;
  registerNotFound(app, { spaFallback });
  app.addHook('onClose', closeWorkerPool);
  await app.ready();
  return { app, routes };
}
