import { createBrowserRouter } from 'react-router-dom';
import { RequireSignIn } from './lib/require-sign-in';

// The shell's route: the signed-in tree, whose routes (with the offline engine, Dexie and every
// area) are patched in on the first navigation into it. Until then no path matches, which is what
// makes the router ask for them. The sign-in page is not here: it is a page of its own (signin.html).
const SIGNED_IN = 'signed-in';
const loading = <div className="page-loading" aria-busy="true" aria-label="Loading" />;

// The signed-in tree is half a second of script on a slow tablet. Run in steps, each a task of its
// own (the largest areas' shared rules, the others', the engine, the areas' pages, then the rest),
// it lets the page paint and answer between them instead of blocking it once for all. Which steps
// is a matter of speed only: whatever a step leaves out, the next import brings.
const STEPS = [
  () => import('../shared/fleet/fleet.area'),
  () => import('../shared/trainings/trainings.area'),
  () => import('../shared/software/software.area'),
  () => import('../shared/contracts/contracts.area'),
  () => import('../shared/areas'),
  () => import('../sync/engine'),
  () => import('./areas'),
];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const router = createBrowserRouter(
  [
    // The employee's signing link: a page without an account (contracts/public-sign).
    { path: '/sign/:token', lazy: () => import('./contracts/public-sign/sign-page').then((m) => ({ Component: m.SignPage })), hydrateFallbackElement: loading },
    { id: SIGNED_IN, element: <RequireSignIn />, hydrateFallbackElement: loading },
  ],
  {
    // Every navigation that asks patches for itself (a navigation that is interrupted drops its
    // patch); the router keeps one copy of each route.
    async patchRoutesOnNavigation({ patch }) {
      for (const step of STEPS) {
        await step();
        await nextTask();
      }
      const { signedInRoutes } = await import('./signed-in-routes');
      patch(SIGNED_IN, signedInRoutes);
    },
  },
);
