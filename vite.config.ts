import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SIGN_IN_PAGE, SIGN_IN_PATH } from './src/shared/auth/sign-in-path';

const THEME_COLOR = '#4f46e5';
const BACKGROUND_COLOR = '#f8f9fb';
const CLIENT_FOLDER = /[\\/]src[\\/]client[\\/]([a-z-]+)[\\/]/;
// React Router 7's package exports resolve to its development build in every mode (its issues
// #12532, #14102): a build takes the production files, without the dev warnings and checks.
const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

// The sign-in page is a page of its own (signin.html): it loads React and its form, not the app.
const signInPage: Plugin = {
  name: 'sign-in-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && SIGN_IN_PAGE.test(req.url)) req.url = req.url.replace(SIGN_IN_PATH, '/signin.html');
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? PRODUCTION_ROUTER : [] },
  plugins: [
    react(),
    signInPage,
    VitePWA({
      // Our own worker (sw/sw.ts): precache + background replay of the outbox.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/client/pwa/update-prompt.tsx through virtual:pwa-register/react.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // Only the shell's code; the manifest icons are added by the plugin (includeManifestIcons).
        globPatterns: ['**/*.{js,css,html}'],
        rollupFormat: 'iife',
      },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Workplace',
        short_name: 'Workplace',
        description: 'Fleet, assets, trainings, software and people: offline-first workplace management.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  // The pull worker (src/sync/pull-worker.ts) imports the engine's modules.
  worker: { format: 'es' },
  build: {
    // No <link rel=modulepreload> for a lazy import's chunks (the pages' own HTML keeps theirs):
    // appending the 50 links of the signed-in graph took 50 ms of the main thread on a 4× slower
    // CPU (a quarter of /fleet's blocking time); the chunks come from the worker's cache, so
    // loading them as the graph is walked costs little. A lazy chunk's CSS is still loaded by
    // Vite's helper.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), signin: fileURLToPath(new URL('./signin.html', import.meta.url)) },
      output: {
        // A module runs when a page imports it, not when its chunk loads: the chunks the two pages
        // share hold the sign-in page's entry too, which otherwise ran in the app.
        strictExecutionOrder: true,
        // What the first page needs in one chunk, the rest in one chunk per client folder, instead
        // of one per shared component: the worker precaches the files one at a time, and 190 small
        // files made a first install take about 5 s.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // React, which both pages need: the sign-in page (signin.html) loads it and its own
            // chunk; the app keeps it cached for the next.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The rest of what a page needs first, by the pages that need it (small sets merged).
            { name: 'index', tags: ['$initial'], priority: 1, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
            { name: (id) => CLIENT_FOLDER.exec(id)?.[1] ?? null },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
