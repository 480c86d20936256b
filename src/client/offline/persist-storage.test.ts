import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const load = () => import('./persist-storage');

describe('persistent storage', () => {
  it('asks the browser once per page load', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    const { requestPersistentStorage } = await load();
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent, and answers false without the API', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => true } });
    expect(await (await load()).requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    vi.resetModules();
    vi.stubGlobal('navigator', {});
    expect(await (await load()).requestPersistentStorage()).toBe(false);
  });

  it('reports usage, quota and whether storage is persistent', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 2048, quota: 10_000 }), persisted: async () => true } });
    expect(await (await load()).storageEstimate()).toEqual({ usage: 2048, quota: 10_000, persisted: true });
    vi.stubGlobal('navigator', {});
    expect(await (await load()).storageEstimate()).toEqual({ usage: null, quota: null, persisted: false });
  });
});
