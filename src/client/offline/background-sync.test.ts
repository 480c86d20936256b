import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBackgroundSync } from './background-sync';

function fakeRegistration(withSync: boolean, register = vi.fn(async () => undefined)) {
  class FakeRegistration {}
  if (withSync) Object.defineProperty(FakeRegistration.prototype, 'sync', { value: { register }, configurable: true });
  const postMessage = vi.fn();
  const registration = Object.assign(new FakeRegistration(), { active: { postMessage } });
  vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
  return { register, postMessage };
}

afterEach(() => vi.unstubAllGlobals());

describe('requestBackgroundSync', () => {
  it('registers the outbox-replay tag where Background Sync exists', async () => {
    const { register, postMessage } = fakeRegistration(true);
    await requestBackgroundSync();
    expect(register).toHaveBeenCalledWith('outbox-replay');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('asks the active worker to replay where it does not', async () => {
    const { postMessage } = fakeRegistration(false);
    await requestBackgroundSync();
    expect(postMessage).toHaveBeenCalledWith({ type: 'REPLAY' });
  });

  it('never throws: a refused registration, no worker, no service worker support', async () => {
    fakeRegistration(
      true,
      vi.fn(async () => Promise.reject(new Error('denied'))),
    );
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => undefined } });
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', {});
    await expect(requestBackgroundSync()).resolves.toBeUndefined();
  });
});
