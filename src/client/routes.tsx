import { createBrowserRouter } from 'react-router-dom';
import { RequireSignIn } from './lib/require-sign-in';

// The shell's routes: the sign-in page, and the signed-in tree, whose routes (with the offline
// engine, Dexie and every area) are patched in on the first navigation into it, so the sign-in page
// loads none of that (issue 17). Until then no path but /signin matches, which is what makes the
// router ask for them.
const SIGNED_IN = 'signed-in';
const loading = <div className="page-loading" aria-busy="true" aria-label="Loading" />;

export const router = createBrowserRouter(
  [
    { path: '/signin', lazy: () => import('./auth/sign-in-page').then((m) => ({ Component: m.SignInPage })), hydrateFallbackElement: loading },
    { id: SIGNED_IN, element: <RequireSignIn />, hydrateFallbackElement: loading },
  ],
  {
    // Every navigation that asks patches for itself (a navigation that is interrupted drops its
    // patch); the router keeps one copy of each route.
    async patchRoutesOnNavigation({ patch }) {
      const { signedInRoutes } = await import('./signed-in-routes');
      patch(SIGNED_IN, signedInRoutes);
    },
  },
);
