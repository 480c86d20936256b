import { useEffect } from 'react';
import { useSession } from '../lib/session-context';
import { useOffline } from './offline-context';
import { useOutbox } from './use-outbox';

/** Says plainly when the device is offline, when the session ended, or when a reload is needed. */
export function OfflineBanners() {
  const { status, mustReload } = useOffline();
  const { refresh } = useSession();
  const outbox = useOutbox();
  const waiting = outbox?.pending.length ?? 0;

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
      <div className="app-banner app-banner-offline" role="status">
        You are offline. You can keep working: {waiting ? `${waiting} change${waiting > 1 ? 's' : ''} will be sent` : 'changes will be sent'} when the
        connection returns.
      </div>
    );
  }
  return null;
}
