import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Db } from '../../src/server/db/database';
import type { RouteAccess } from '../../src/server/http/access';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import type { ApiErrorBody } from '../../src/shared/errors';
import type { Viewer } from '../../src/shared/policy/viewer';
import { openTestDatabase } from './test-db';

export type Response = LightMyRequestResponse;
export type Query = Record<string, string | number | boolean | undefined>;

/** The `error` of an answer in the API's one error shape (docs/architecture.md section 4). */
export const errorOf = (res: Response): ApiErrorBody['error'] => res.json<ApiErrorBody>().error;

/** A caller of the API: anonymous, or signed in with one session cookie. */
export interface Client {
  /** The `Cookie` header value, or undefined for an anonymous client. */
  cookie: string | undefined;
  get(url: string, query?: Query): Promise<Response>;
  post(url: string, body?: unknown): Promise<Response>;
  request(opts: InjectOptions): Promise<Response>;
  /** GET /api/me, asserted to answer 200. */
  me(): Promise<Viewer>;
}

export interface TestApp {
  app: FastifyInstance;
  routes: RouteAccess[];
  db: Db;
  /** Uploaded files of this app: a temporary folder of its own, removed by close(). */
  filesDir: string;
  anonymous: Client;
  /** Signs in (a new session every call) and answers the Cookie header value, e.g. `sid=...`. */
  login(email: string, password?: string): Promise<string>;
  /**
   * A client signed in as this user; the session is made once and reused within the file, so a
   * test that signs out or impersonates should use `client(await login(email))` instead.
   */
  as(email: string): Promise<Client>;
  /** A client for a given cookie (or none). */
  client(cookie: string | undefined): Client;
  close(): Promise<void>;
}

export const DEMO_EMAILS = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  readonly: 'readonly@demo.test',
  light: 'light@demo.test',
  /** The HR officer: contracts access, the employment template's second company signer. */
  hr: 'hr@demo.test',
  support: 'support@demo.test',
  other: 'other@demo.test',
} as const;
export type DemoUserKey = keyof typeof DEMO_EMAILS;

/** Drops undefined values and stringifies the rest, as a browser would send them. */
export function toQueryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The app on a fresh database (PGlite, or PostgreSQL with DATABASE_URL) with the demo companies. */
/** What a test may set of the app's configuration. */
export type TestAppSettings = Pick<AppOptions, 'smtpUrl' | 'signingProvider' | 'publicUrl' | 'payrollUrl'>;

export async function createTestApp(opts: { seed?: boolean; app?: TestAppSettings } = {}): Promise<TestApp> {
  const filesDir = mkdtempSync(join(tmpdir(), 'workplace-files-'));
  const database = await openTestDatabase((opts.seed ?? true) ? { demo: { filesDir } } : {});
  try {
    // As the server on this machine only has it (config.ts); a file passes `publicUrl: undefined` for none.
    const { app, routes } = await buildApp({ db: database.db, filesDir, publicUrl: 'http://localhost', ...opts.app });

    const client = (cookie: string | undefined): Client => {
      const request = (o: InjectOptions) => app.inject({ ...o, headers: { ...(cookie ? { cookie } : {}), ...o.headers } });
      return {
        cookie,
        request,
        get: (url, query) => request({ method: 'GET', url: `${url}${toQueryString(query)}` }),
        post: (url, body) => request({ method: 'POST', url, ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }) }),
        me: async () => {
          const res = await request({ method: 'GET', url: '/api/me' });
          if (res.statusCode !== 200) throw new Error(`GET /api/me answered ${res.statusCode}: ${res.body}`);
          return res.json<Viewer>();
        },
      };
    };

    const login = async (email: string, password: string = DEMO_PASSWORD): Promise<string> => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const sid = res.cookies.find((c) => c.name === 'sid');
      if (res.statusCode !== 200 || !sid) throw new Error(`Sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
      return `sid=${sid.value}`;
    };

    const sessions = new Map<string, Promise<string>>();
    const as = async (email: string): Promise<Client> => {
      let session = sessions.get(email);
      if (!session) {
        session = login(email);
        sessions.set(email, session);
      }
      return client(await session);
    };

    return {
      app,
      routes,
      db: database.db,
      filesDir,
      anonymous: client(undefined),
      login,
      as,
      client,
      close: async () => {
        await app.close();
        await database.close();
        rmSync(filesDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
    throw err;
  }
}
