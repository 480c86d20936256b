import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installZodMessages } from '../shared/zod-messages';
import type { Db } from './db/database';
import { registerAccessControl, type RouteAccess } from './http/access';
import { registerErrorHandling, registerNotFound } from './http/errors';
import { registerClient } from './http/static-client';
import { authRoutes } from './auth/auth.routes';
import { peopleRoutes } from './people/people.routes';
import { healthRoutes } from './http/health.routes';
import { carsRoutes } from './fleet/cars.routes';
import { carWritesRoutes } from './fleet/car-writes.routes';
import { assetWritesRoutes } from './assets/asset-writes.routes';
import { assetsRoutes } from './assets/assets.routes';
import { trainingWritesRoutes } from './trainings/training-writes.routes';
import { trainingsRoutes } from './trainings/trainings.routes';
import { syncRoutes } from './sync/sync.routes';
import { activityRoutes } from './activity/activity.routes';
import { tagsRoutes } from './tags/tags.routes';
import { segmentsRoutes } from './segments/segments.routes';
import { customFieldsRoutes } from './custom-fields/custom-fields.routes';
import { documentsRoutes } from './documents/documents.routes';
import { readConfig } from './config';

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
}

export interface App {
  app: FastifyInstance;
  routes: RouteAccess[];
}

/** The whole server, ready for app.inject() in tests or listen() in main.ts. */
export async function buildApp(opts: AppOptions): Promise<App> {
  installZodMessages();
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: opts.trustProxy ?? false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cookie);
  // A first download is megabytes of JSON that shrinks about tenfold: it matters on a garage's
  // weak mobile signal. gzip only: brotli costs far more CPU per byte saved on a 2-core server.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(helmet, { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'] } } });
  await app.register(swagger, {
    openapi: { info: { title: 'Workplace API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandling(app);
  const routes = registerAccessControl(app, { db: opts.db });

  healthRoutes(app, { db: opts.db });
  authRoutes(app, { db: opts.db, secureCookies: opts.secureCookies ?? false });
  peopleRoutes(app, { db: opts.db });
  carsRoutes(app, { db: opts.db });
  carWritesRoutes(app, { db: opts.db, filesDir: opts.filesDir ?? readConfig().filesDir });
  assetsRoutes(app, { db: opts.db });
  assetWritesRoutes(app, { db: opts.db });
  trainingsRoutes(app, { db: opts.db });
  trainingWritesRoutes(app, { db: opts.db });
  syncRoutes(app, { db: opts.db });
  activityRoutes(app, { db: opts.db });
  tagsRoutes(app, { db: opts.db });
  segmentsRoutes(app, { db: opts.db });
  customFieldsRoutes(app, { db: opts.db });
  documentsRoutes(app, { db: opts.db, filesDir: opts.filesDir ?? readConfig().filesDir });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const spaFallback = opts.clientDir ? await registerClient(app, opts.clientDir) : false;
  registerNotFound(app, { spaFallback });
  await app.ready();
  return { app, routes };
}
