import { afterAll, beforeAll } from 'vitest';
import { loadDemoFacts, type DemoFacts } from './demo-facts';
import { createTestApp, DEMO_EMAILS, type Client, type DemoUserKey, type TestApp, type TestAppSettings } from './test-app';

/** A test file's app on its own database with the demo companies, their facts and a client per demo user. */
export type ApiTest = { t: TestApp; facts: DemoFacts } & Record<DemoUserKey, Client>;

const ROLES = Object.keys(DEMO_EMAILS) as DemoUserKey[];

/**
 * An object that stands for one made later: every property is read from `current()` when it is
 * used, so a file can take the app, the facts and the clients at its top and use them in its tests.
 */
function later<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const real = current();
      if (!real) throw new Error(`${what} is made by the file's beforeAll: use it in a test or a hook`);
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
}

/**
 * The opening of an API test file: registers a beforeAll that makes the app (seeded unless
 * `seed: false`), loads the demo facts, signs in the demo users the file takes from the answer,
 * then runs `extra` (its answer's fields are read as properties of the answer); and an afterAll
 * that closes the app. `const { t, facts, admin } = useApiTest();` A file's own beforeAll and
 * afterAll, registered after this call, run after the app is made and before it is closed.
 */
/** App settings a file needs (a local SMTP server, a fake e-signature provider), asked for in its beforeAll once those run. */
type AppSettings = () => TestAppSettings | Promise<TestAppSettings>;

export function useApiTest(opts?: { seed?: boolean; app?: AppSettings }): ApiTest;
export function useApiTest<X extends object>(opts: { seed?: boolean; app?: AppSettings; extra: (base: ApiTest) => Promise<X> }): ApiTest & X;
export function useApiTest<X extends object>(opts: { seed?: boolean; app?: AppSettings; extra?: (base: ApiTest) => Promise<X> } = {}): ApiTest & X {
  let app: TestApp | undefined;
  let facts: DemoFacts | undefined;
  let extra: X | undefined;
  const clients = new Map<DemoUserKey, Client>();
  // The admin and the users a file takes at its top (by destructuring) are signed in by beforeAll,
  // so their `cookie` is known in every test; others sign in on their first request.
  const taken = new Set<DemoUserKey>(['admin']);

  const base = { t: later('The test app', () => app), facts: later('The demo facts', () => facts) } as ApiTest;
  for (const role of ROLES) {
    const client = later(`The ${role} client`, () => clients.get(role));
    Object.defineProperty(base, role, {
      enumerable: true,
      get: () => {
        taken.add(role);
        return client;
      },
    });
  }

  beforeAll(async () => {
    app = await createTestApp({ seed: opts.seed ?? true, app: await opts.app?.() });
    if (opts.seed ?? true) facts = await loadDemoFacts(app.db);
    for (const role of taken) clients.set(role, await app.as(DEMO_EMAILS[role]));
    // Anyone not signed in yet is on first use: a client whose calls sign in first.
    for (const role of ROLES) if (!clients.has(role)) clients.set(role, signedInOnUse(app, role));
    if (opts.extra) extra = await opts.extra(base);
  });
  afterAll(() => app?.close());

  return new Proxy(base as ApiTest & X, {
    get(target, key, receiver) {
      if (key in target) return Reflect.get(target, key, receiver);
      if (!extra) throw new Error(`${String(key)} is made by the file's beforeAll: use it in a test or a hook`);
      return Reflect.get(extra, key);
    },
  });
}

/** A client of a demo user whose requests sign in first (once, as TestApp.as does). */
function signedInOnUse(app: TestApp, role: DemoUserKey): Client {
  let signedIn: Client | undefined;
  const client = async () => (signedIn ??= await app.as(DEMO_EMAILS[role]));
  return {
    get cookie() {
      if (!signedIn) throw new Error(`${role} has not signed in yet: take it from useApiTest() at the file's top`);
      return signedIn.cookie;
    },
    get: async (url, query) => (await client()).get(url, query),
    post: async (url, body) => (await client()).post(url, body),
    request: async (o) => (await client()).request(o),
    me: async () => (await client()).me(),
  };
}
