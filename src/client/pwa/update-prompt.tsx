/// <reference types="vite-plugin-pwa/react" />
import { useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import './update-prompt.css';

/** How often an open tab asks the server whether a new version exists. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function afterRegistration(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  // A page that loaded while the first worker was activating is neither claimed by its activation
  // nor controlled from its navigation (seen in full test runs): it asks the active worker to take
  // it, so it opens offline without a reload.
  void navigator.serviceWorker.ready.then((ready) => {
    if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'CLAIM' });
  });
  setInterval(() => {
    // Offline the check would only fail; the browser also checks on every navigation.
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Registers the service worker and, when a new version is installed and waiting, offers to switch
 * to it. Nothing changes until the person chooses Reload: unsynced changes wait in IndexedDB and
 * survive the reload.
 */
export function UpdatePrompt() {
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true, onRegisteredSW: (_url, registration) => afterRegistration(registration) });

  if (!needRefresh) return null;

  const reload = () => {
    setReloading(true);
    // The waiting worker is told to take over; the page reloads when it controls the page.
    void updateServiceWorker(true);
  };

  return (
    <div className="update-prompt" role="status" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className="update-prompt-title">
        A new version of Workplace is available
      </p>
      <p className="update-prompt-text">Reload to use it. Changes you have not synced yet are kept.</p>
      <div className="update-prompt-actions">
        <button type="button" className="btn btn-secondary" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
        <button type="button" className="btn btn-primary" onClick={reload} disabled={reloading}>
          {reloading ? 'Reloading…' : 'Reload'}
        </button>
      </div>
    </div>
  );
}
