// What the engine tells the person, wherever it runs: the tab shows these as toasts; the service
// worker posts them to the open tabs.
export interface SyncNotice {
  kind: 'conflict' | 'auth-required';
  title: string;
  text: string;
}

export const NOTICE_CHANNEL = 'workplace-sync-notices';
