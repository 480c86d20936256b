// The sign-in page's own entry (signin.html): the form and the service worker's
// registration, without the app's router, providers, areas and form libraries.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './pwa/update-prompt';
import { SignInPage } from './auth/sign-in-page';
import './ui/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignInPage />
    <UpdatePrompt />
  </StrictMode>,
);
