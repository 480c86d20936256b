import { useEffect } from 'react';
import { messages } from '../../shared/messages';
import { useSession } from '../lib/session-context';
import { useOffline } from './offline-context';
import { useOutbox } from './use-outbox';

/** Says plainly when the device is offline, when the session ended, or when a reload is needed. */
export function OfflineBanners() {
  const { status, mustReload, synced } = useOffline();
  const { refresh } = useSession();
  const outbox = useOutbox();
  const waiting = (outbox?.pending.length ?? 0) + (outbox?.stuck.length ?? 0);

  // The server no longer knows this session: back to sign-in; the outbox stays for after it.
  useEffect(() => {
    if (status.authRequired) void refresh();
  }, [status.authRequired, refresh]);

  if (mustReload) {
    return (
      <div className="app-banner app-banner-warning" role="alert">
        <span>A new version of the app was opened in another tab. Reload this tab to go on; your unsent changes are kept.</span>
        <button className="btn btn-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (!status.online) {
    return (
      <div className="app-banner app-banner-offline" role="status" data-testid="offline-banner">
        {offlineText(status.offlineReason === 'no-server', synced, waiting)}
      </div>
    );
  }
  return null;
}

// Before the first download ends, 'keep working' would be wrong: the lists have nothing to show yet.
function offlineText(noServer: boolean, synced: boolean, waiting: number): string {
  const m = messages.sync;
  if (!synced) return noServer ? m.firstDownloadNoServerBanner : m.firstDownloadOfflineBanner;
  return noServer ? m.noServerBanner(waiting) : m.offlineBanner(waiting);
}
