import { useState } from 'react';
import { useSession, useViewer } from '../lib/session-context';
import { apiPost } from '../lib/api';
import { useToast } from '../ui/toasts';

/** Always visible while a support user acts as someone else, with the way back. */
export function ImpersonationBanner() {
  const viewer = useViewer();
  const { refresh } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!viewer.impersonator) return null;
  const stop = async () => {
    setBusy(true);
    try {
      await apiPost('/api/auth/impersonate/stop');
      await refresh();
    } catch (e) {
      toast.error('Could not stop', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="impersonation-banner" role="status">
      <span>
        You are acting as <strong>{viewer.user.name}</strong> ({viewer.user.email}). Signed in as {viewer.impersonator.name}.
      </span>
      <button className="btn btn-secondary" onClick={stop} disabled={busy}>
        Stop acting as {viewer.user.name.split(' ')[0]}
      </button>
    </div>
  );
}
