// The import table of ARCHITECTURE.md section 2, enforced with ESLint's own rule. The rule sees only
// the import text, so a layer is recognised by where a relative path lands: from a file N folders
// below src/, exactly N '../' then the layer's name reach src/<layer>. Folders named like a layer
// inside a layer (src/shared/sync, src/server/sync) stay importable within it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const MAX_DEPTH = 8;
const layerAt = (depth, name) => ({
  regex: `(^(\\.\\./){${depth}}${name}(/|$))|(^|/)src/${name}(/|$)`,
  message: `This layer may not import ${name} (ARCHITECTURE.md section 2).`,
});
/** One config block per folder depth of a layer, each forbidding the given layers. */
const layerBlocks = (layerDir, forbidden, extra = []) =>
  Array.from({ length: MAX_DEPTH }, (_, i) => ({
    files: [`src/${layerDir}/${'*/'.repeat(i)}*.{ts,tsx}`],
    rules: restrict(...forbidden.map((name) => layerAt(i + 1, name)), ...extra),
  }));
const outsideSrc = (name) => ({ regex: `(^|/)src/${name}(/|$)`, message: `This layer may not import ${name} (ARCHITECTURE.md section 2).` });
const nodeApis = { regex: '^(node:|fs$|path$|crypto$|os$|child_process$)', message: 'src/shared must run in the browser too: no Node APIs.' };
const libsOutsideShared = { regex: '^(dexie|dexie-react-hooks|drizzle-orm|fastify|@fastify/|react|react-dom|react-router)', message: 'src/shared uses no DOM, Dexie, Drizzle, Fastify or React.' };
// Client areas do not import each other (ARCHITECTURE.md section 3); the attachable pieces
// (activity, custom fields, files, tags, segments) only through their own index.ts, so a path
// that goes into another area's folder is refused, from ui/, lib/ and offline/ too.
const CLIENT_AREAS = ['activity', 'assets', 'custom-fields', 'documents', 'fleet', 'home', 'people', 'segments', 'settings', 'tags', 'trainings'];
const intoArea = (depth, name) => ({
  regex: `^(\\.\\./){${depth}}${name}/`,
  message: `Client areas do not import each other; use ${name}'s index.ts if it is an attachable piece, or move the shared part to ui/ or lib/ (ARCHITECTURE.md section 3).`,
});
const clientFolderBlocks = (folder, forbidden) =>
  Array.from({ length: MAX_DEPTH - 1 }, (_, i) => ({
    files: [`src/client/${folder}/${'*/'.repeat(i)}*.{ts,tsx}`],
    rules: restrict(layerAt(i + 2, 'server'), ...forbidden.map((name) => intoArea(i + 1, name))),
  }));
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...layerBlocks('shared', ['client', 'sync', 'server'], [nodeApis, libsOutsideShared]),
  ...layerBlocks('sync', ['client', 'server']),
  { files: ['sw/**'], rules: restrict(outsideSrc('client'), outsideSrc('server')) },
  ...layerBlocks('client', ['server']),
  ...CLIENT_AREAS.flatMap((area) => clientFolderBlocks(area, CLIENT_AREAS.filter((a) => a !== area))),
  ...['ui', 'lib', 'offline'].flatMap((folder) => clientFolderBlocks(folder, CLIENT_AREAS)),
  ...layerBlocks('server', ['client', 'sync']),
  { files: ['*.config.js', 'eslint.config.js'], languageOptions: { globals: { process: 'readonly' } } },
);
