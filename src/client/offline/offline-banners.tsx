import { useEffect } from 'react';
import { messages } from '../../shared/messages';
import { useSession } from '../lib/session-context';
import { useOffline } from './offline-context';
import { useOutbox } from './use-outbox';

/** Says plainly when the device is offline, when the session ended, or when a reload is needed. */
export function OfflineBanners() {
  const { status, mustReload } = useOffline();
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
        {status.offlineReason === 'no-server' ? messages.sync.noServerBanner(waiting) : messages.sync.offlineBanner(waiting)}
      </div>
    );
  }
  return null;
}
