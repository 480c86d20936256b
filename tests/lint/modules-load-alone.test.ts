import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Every module loads when it is the first one imported. The assemblies (shared/areas.ts,
// server/areas.ts) are read by modules the areas themselves import, so a module that reads an
// assembly while loading, rather than when called, fails only for some entry points: the seed
// CLI, one test file. This imports each one first, in a fresh module registry.
const root = join(import.meta.dirname, '../../src');
const modulesOf = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    // The entry points start servers, read the command line or open a thread's database when loaded.
    .filter((f) => !/(^server\/main\.ts|seed-cli\.ts|^server\/payroll-sandbox|pglite-thread\.worker\.ts)/.test(f))
    .sort();

describe.each(['shared', 'server'])('src/%s', (layer) => {
  it('every module loads on its own', async () => {
    const failed: string[] = [];
    for (const file of modulesOf(layer)) {
      vi.resetModules();
      try {
        await import(/* @vite-ignore */ join(root, file));
      } catch (e) {
        failed.push(`${file}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    expect(failed).toEqual([]);
  }, 180_000);
});
