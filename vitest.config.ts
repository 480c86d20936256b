import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest keeps a core for itself by default, which on a 2-core machine is one file at a time;
    // the main process does little while files run, so one worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Files that build their own app and database (and, in tests/sync, their own device
        // database) keep no state in modules, so a worker runs one after another without
        // reloading the server's modules: about half the time (CI's 20-minute aim).
        extends: true,
        test: {
          name: 'server',
          include: [
            'tests/api/**/*.test.ts',
            'tests/sync/**/*.test.ts',
            'tests/segments/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
          ],
          isolate: false,
          // Before any file: a file that imports client code (the search comparison) loads Dexie,
          // which keeps the IndexedDB it finds at its first import for every later file of the worker.
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        // The device's side: fake IndexedDB, jsdom, fake timers and module-level stores, one
        // fresh module graph per file.
        extends: true,
        test: {
          name: 'device',
          include: ['src/client/**/*.test.ts', 'src/client/**/*.test.tsx', 'src/sync/**/*.test.ts'],
        },
      },
    ],
  },
});
