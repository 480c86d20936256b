import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useSession } from '../lib/session-context';
import { goToSignIn } from '../lib/session-store';
import { useOffline } from '../offline/offline-context';
import { deleteLocalData, exportPendingChanges } from '../offline/sign-out';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toasts';

/** Signing out deletes this device's copy; unsent changes are named first and can be exported. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { db, engine } = useOffline();
  const { signOut } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const unsent = useLiveQuery(() => db.outbox.count(), [db]) ?? 0;

  const leave = async () => {
    setBusy(true);
    try {
      // The device's copy goes first, with the engine stopped, while the user is still signed in:
      // a tab closed half-way then leaves a signed-in session to finish it, never a copy nobody owns.
      engine.stop();
      await deleteLocalData(db);
      await signOut();
      goToSignIn();
    } catch (e) {
      toast.error('Could not sign out', e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={unsent ? 'Changes not yet sent' : 'Sign out?'}
      footer={
        <>
          <button className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          {unsent > 0 && (
            <button className="btn btn-secondary" onClick={() => void exportPendingChanges(db)} disabled={busy}>
              Export changes
            </button>
          )}
          <button className={`btn ${unsent ? 'btn-danger' : 'btn-primary'}`} onClick={() => void leave()} disabled={busy}>
            {unsent ? 'Sign out and delete them' : 'Sign out'}
          </button>
        </>
      }
    >
      {unsent ? (
        <p>
          {unsent} change{unsent > 1 ? 's' : ''} made on this device {unsent > 1 ? 'have' : 'has'} not reached the server. Signing out deletes this device’s
          copy, including {unsent > 1 ? 'them' : 'it'}. Export {unsent > 1 ? 'them' : 'it'} to a file first, or cancel and sign out once you are back online.
        </p>
      ) : (
        <p>Your data will be removed from this device. You can sign in again at any time.</p>
      )}
    </Modal>
  );
}
