import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../src/shared/sync/catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A write is declared once (src/shared/sync/mutation.ts): the device replays it at the definition's
// method and path, and the server must have a route there, or the outbox would send it into a 404.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('every mutation of the catalogue', () => {
  it('has a route at its method and path', () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    const missing = [...MUTATIONS.values()].map((m) => `${m.method} ${m.path}`).filter((call) => !registered.has(call));
    expect(missing).toEqual([]);
  });
});
