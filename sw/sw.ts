import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SIGN_IN_PAGE } from '../src/shared/auth/sign-in-path';
import { BACKGROUND_SYNC_TAG } from '../src/sync/registry';
import { replayActiveOutbox, type SyncEvent } from './background-replay';

// The service worker: the app shell comes from the precache so the app opens offline on any
// route; data is the IndexedDB mirror (src/sync), so /api/ answers are never cached here.

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every navigation (a cold start on /people/123, /fleet ...) gets the precached shell; the
// router then draws the page. The API and its docs stay network-only, and so does opening a file
// itself (/manifest.webmanifest, /icons/icon-512.png: a last path segment with an extension).
const notTheApp = [/^\/api(\/|\?|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?.*)?$/i];
// The sign-in page is a page of its own (signin.html), which loads none of the app.
const signIn = [SIGN_IN_PAGE];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/signin.html'), { allowlist: signIn }));
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...notTheApp, ...signIn] }));

// A new version waits until the page says so (the update prompt's Reload button).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A tab that came up between this worker's activation and its claim asks to be taken.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  // The tab asks for a replay where Background Sync is missing; failures stay in the outbox.
  if (type === 'REPLAY') event.waitUntil(replayActiveOutbox().catch(() => undefined));
});

// On the very first install take the open tabs at once, so they work offline without a reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  // Rejecting asks the browser to try again later (offline, server trouble).
  sync.waitUntil(
    replayActiveOutbox().then((outcome) => {
      if (outcome === 'offline' || outcome === 'server-unavailable') throw new Error(`replay stopped: ${outcome}`);
    }),
  );
});
