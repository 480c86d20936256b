// A module-level channel so code outside React (sync conflicts, service-worker messages) can raise
// toasts; ToastProvider is its only listener. Nothing here imports React.
export type ToastKind = 'success' | 'error' | 'info';
export type ToastMessage = { kind: ToastKind; title: string; text?: string };
export type ToastListener = (toast: ToastMessage) => void;

// Toasts emitted before the provider mounts (e.g. during start-up sync) are kept, but only a few:
// a flood of stale messages on first paint helps nobody.
const PENDING_LIMIT = 5;

function createToastBus() {
  const listeners = new Set<ToastListener>();
  const withdrawListeners = new Set<(text: string) => void>();
  let pending: ToastMessage[] = [];
  let online = () => navigator.onLine;

  return {
    /** Whether the device is online, as the sync engine says (the offline layer sets it). */
    isOnline: () => online(),
    setOnlineSource(source: () => boolean): void {
      online = source;
    },
    /** Takes away the toasts that say this: what they said is no longer true (the change was sent). */
    withdraw(text: string): void {
      pending = pending.filter((t) => t.text !== text);
      for (const listener of withdrawListeners) listener(text);
    },
    onWithdraw(listener: (text: string) => void): () => void {
      withdrawListeners.add(listener);
      return () => {
        withdrawListeners.delete(listener);
      };
    },
    emit(toast: ToastMessage): void {
      if (listeners.size === 0) {
        pending = [...pending, toast].slice(-PENDING_LIMIT);
        return;
      }
      for (const listener of listeners) listener(toast);
    },
    subscribe(listener: ToastListener): () => void {
      listeners.add(listener);
      const queued = pending;
      pending = [];
      for (const toast of queued) listener(toast);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const toastBus = createToastBus();
