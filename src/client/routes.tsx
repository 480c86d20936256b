import { createBrowserRouter } from 'react-router-dom';
import { RequireSignIn } from './lib/require-sign-in';

// The shell's route: the signed-in tree, whose routes (with the offline engine, Dexie and every
// area) are patched in on the first navigation into it. Until then no path matches, which is what
// makes the router ask for them. The sign-in page is not here: it is a page of its own (signin.html).
const SIGNED_IN = 'signed-in';
const loading = <div className="page-loading" aria-busy="true" aria-label="Loading" />;

export const router = createBrowserRouter([{ id: SIGNED_IN, element: <RequireSignIn />, hydrateFallbackElement: loading }], {
  // Every navigation that asks patches for itself (a navigation that is interrupted drops its
  // patch); the router keeps one copy of each route.
  async patchRoutesOnNavigation({ patch }) {
    const { signedInRoutes } = await import('./signed-in-routes');
    patch(SIGNED_IN, signedInRoutes);
  },
});
