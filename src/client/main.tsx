// First: every zod schema the app builds must see its configuration (lib/zod-setup.ts).
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from './lib/session-context';
import { UpdatePrompt } from './pwa/update-prompt';
import { router } from './routes';
import { ConfirmProvider } from './ui/confirm-dialog';
import { ToastProvider } from './ui/toasts';
import './ui/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToastProvider>
      <ConfirmProvider>
        <SessionProvider>
          <RouterProvider router={router} />
          <UpdatePrompt />
        </SessionProvider>
      </ConfirmProvider>
    </ToastProvider>
  </StrictMode>,
);
