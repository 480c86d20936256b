import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR = '#4f46e5';
const BACKGROUND_COLOR = '#f8f9fb';
const CLIENT_FOLDER = /[\\/]src[\\/]client[\\/]([a-z-]+)[\\/]/;
const SIGN_IN_MODULES = /[\\/]src[\\/]client[\\/](auth[\\/]|ui[\\/]field\.)/;
// React Router 7's package exports resolve to its development build in every mode (its issues
// #12532, #14102): a build takes the production files, without the dev warnings and checks.
const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? PRODUCTION_ROUTER : [] },
  plugins: [
    react(),
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
    outDir: process.env.BUILD_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first page needs in one chunk, the rest in one chunk per client folder, instead
        // of one per shared component: the worker precaches the files one at a time, and 190 small
        // files made a first install take about 5 s.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'index', tags: ['$initial'], priority: 1 },
            // The sign-in page's own few modules: in the ui chunk, its form field pulled every
            // shared component and what they import (date-fns, the virtualiser, the area rules).
            { name: 'sign-in', test: SIGN_IN_MODULES, priority: 1 },
            { name: (id) => CLIENT_FOLDER.exec(id)?.[1] ?? null },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
