// First: every zod schema the app builds must see its configuration (lib/zod-setup.ts).
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from './lib/session-context';
import { startPullWorker } from './offline/pull-worker-start';
import type { Viewer } from '../shared/policy/viewer';
import { localDbName } from '../shared/sync/local-db-names';
import { UpdatePrompt } from './pwa/update-prompt';
import { router } from './routes';
import { ConfirmProvider } from './ui/confirm-dialog';
import { ToastProvider } from './ui/toasts';
import './ui/theme.css';

// Before the signed-in pages' code has loaded, the pull worker starts: a new device's first
// download is under way while the app loads.
const startPulling = (v: Viewer) => startPullWorker(localDbName(v.company.id, v.user.id));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToastProvider>
      <ConfirmProvider>
        <SessionProvider onViewer={startPulling}>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </SessionProvider>
      </ConfirmProvider>
    </ToastProvider>
  </StrictMode>,
);
