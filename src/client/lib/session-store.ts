import type { Viewer } from '../../shared/policy/viewer';
import { SIGN_IN_PATH } from '../../shared/auth/sign-in-path';
import { ApiError, apiGet, apiPost } from './api';

// What the app and the sign-in page (a page of its own, without the app) both know of a session.

// The last viewer (who, what rights; no secret) lets the app open offline. The server still
// decides on every call; a 401 clears it.
const LAST_VIEWER_KEY = 'last-viewer';
// Signing out offline cannot reach the server; the session is ended there on the next start.
const LOGOUT_PENDING_KEY = 'logout-pending';

function rememberViewer(v: Viewer | null): void {
  if (v) localStorage.setItem(LAST_VIEWER_KEY, JSON.stringify(v));
  else localStorage.removeItem(LAST_VIEWER_KEY);
}

function rememberedViewer(): Viewer | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_VIEWER_KEY) ?? 'null') as Viewer | null;
  } catch {
    return null;
  }
}

/** Who is signed in, as the server says, after ending a sign-out made offline; remembered for offline starts. */
async function fetchViewer(): Promise<Viewer | null> {
  if (localStorage.getItem(LOGOUT_PENDING_KEY)) {
    await apiPost('/api/auth/logout');
    localStorage.removeItem(LOGOUT_PENDING_KEY);
  }
  const { viewer } = await apiGet<{ viewer: Viewer | null }>('/api/auth/session');
  rememberViewer(viewer);
  return viewer;
}

/**
 * Who uses the app: the server's answer; with no network, whoever used it last goes on (nobody
 * remembered means the sign-in page); a stale cookie the server refuses means nobody.
 */
export async function knownViewer(): Promise<Viewer | null> {
  try {
    return await fetchViewer();
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      rememberViewer(null);
      return null;
    }
    if (e instanceof ApiError && e.code === 'network') return rememberedViewer();
    throw e;
  }
}

/** Ends the session; offline, the server is told on the next start. */
export async function endSession(): Promise<void> {
  try {
    await apiPost('/api/auth/logout');
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'network')) throw e;
    localStorage.setItem(LOGOUT_PENDING_KEY, '1');
  }
  rememberViewer(null);
}

/** The sign-in page is a page of its own (it loads none of the app): reaching it is a full navigation. */
export function goToSignIn(next?: string): void {
  window.location.replace(next ? `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : SIGN_IN_PATH);
}
