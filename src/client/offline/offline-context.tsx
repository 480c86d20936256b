import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { NOTICE_CHANNEL, type SyncNotice } from '../../sync/notices';
import { SyncEngine, type EngineStatus } from '../../sync/engine';
import { useLiveQuery } from 'dexie-react-hooks';
import { LocalDb, getMeta } from '../../sync/local-db';
import { localDbName } from '../../shared/sync/local-db-names';
import { WorkerPull } from '../../sync/pull-in-worker';
import { takePullWorker } from './pull-worker-start';
import { setActiveDatabase } from '../../sync/registry';
import { useViewer } from '../lib/session-context';
import { requestBackgroundSync } from './background-sync';
import { requestPersistentStorage } from './persist-storage';
import { toastBus } from '../ui/toasts';

interface Offline {
  db: LocalDb;
  engine: SyncEngine;
  status: EngineStatus;
  /** Another tab upgraded the local database: this one must reload (nothing unsynced is lost). */
  mustReload: boolean;
  /** The first download has finished: an empty list now means empty, not 'not here yet'. */
  synced: boolean;
}

const OfflineContext = createContext<Offline | null>(null);

const showNotice = (n: SyncNotice) => toastBus.emit({ kind: 'error', title: n.title, text: n.text });

/** Opens the signed-in user's local database and runs the sync engine for as long as they are here. */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const name = localDbName(viewer.company.id, viewer.user.id);
  const [state, setState] = useState<Pick<Offline, 'db' | 'engine'> | null>(null);
  const [status, setStatus] = useState<EngineStatus | null>(null);
  const [mustReload, setMustReload] = useState(false);

  useEffect(() => {
    const db = new LocalDb(name);
    db.on('versionchange', () => {
      // Dexie closes this connection so the other tab's upgrade can proceed; the outbox is kept.
      setMustReload(true);
    });
    // The first download of a big company would block the page for seconds: a worker pulls.
    // (Started by the shell as soon as the user was known: pull-worker-start.ts.)
    const puller = new WorkerPull(() => takePullWorker(name));
    const engine = new SyncEngine({ db, notify: showNotice, onStatus: setStatus, requestBackgroundSync, puller });
    setState({ db, engine });
    // A 'saved' toast says 'sent when you are back online' by the engine's answer, like the banner.
    toastBus.setOnlineSource(() => engine.getStatus().online);
    engine.start();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NOTICE_CHANNEL);
    if (channel) channel.onmessage = (e: MessageEvent<SyncNotice>) => showNotice(e.data);
    void setActiveDatabase(name);
    void requestPersistentStorage();
    return () => {
      toastBus.setOnlineSource(() => navigator.onLine);
      engine.stop();
      channel?.close();
      db.close();
    };
  }, [name]);

  if (!state || state.db.name !== name) return <div className="page-loading" aria-busy="true" aria-label="Opening your offline copy" />;
  return (
    <Ready state={state} status={status ?? state.engine.getStatus()} mustReload={mustReload}>
      {children}
    </Ready>
  );
}

interface ReadyProps extends Pick<Offline, 'status' | 'mustReload'> {
  state: Pick<Offline, 'db' | 'engine'>;
  children: ReactNode;
}

function Ready({ state, status, mustReload, children }: ReadyProps) {
  const synced = useLiveQuery(async () => (await getMeta<string>(state.db, 'last_sync_at')) !== undefined, [state.db]) ?? false;
  return <OfflineContext.Provider value={{ ...state, status, mustReload, synced }}>{children}</OfflineContext.Provider>;
}

export function useOffline(): Offline {
  const o = useContext(OfflineContext);
  if (!o) throw new Error('useOffline outside OfflineProvider');
  return o;
}
