// The import table of docs/architecture.md section 2, enforced with ESLint's own rule. The rule sees only
// the import text, so a layer is recognised by where a relative path lands: from a file N folders
// below src/, exactly N '../' then the layer's name reach src/<layer>. Folders named like a layer
// inside a layer (src/shared/sync, src/server/sync) stay importable within it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const MAX_DEPTH = 8;
const layerAt = (depth, name) => ({
  regex: `(^(\\.\\./){${depth}}${name}(/|$))|(^|/)src/${name}(/|$)`,
  message: `This layer may not import ${name} (docs/architecture.md section 2).`,
});
/** One config block per folder depth of a layer, each forbidding the given layers. */
const layerBlocks = (layerDir, forbidden, extra = []) =>
  Array.from({ length: MAX_DEPTH }, (_, i) => ({
    files: [`src/${layerDir}/${'*/'.repeat(i)}*.{ts,tsx}`],
    rules: restrict(...forbidden.map((name) => layerAt(i + 1, name)), ...extra),
  }));
const outsideSrc = (name) => ({ regex: `(^|/)src/${name}(/|$)`, message: `This layer may not import ${name} (docs/architecture.md section 2).` });
const nodeApis = { regex: '^(node:|fs$|path$|crypto$|os$|child_process$)', message: 'src/shared must run in the browser too: no Node APIs.' };
const libsOutsideShared = {
  regex: '^(dexie|dexie-react-hooks|drizzle-orm|fastify|@fastify/|react|react-dom|react-router)',
  message: 'src/shared uses no DOM, Dexie, Drizzle, Fastify or React.',
};
// Client areas do not import each other (docs/architecture.md section 3); the attachable pieces
// (activity, custom fields, files, tags, segments) only through their own index.ts, so a path
// that goes into another area's folder is refused, from ui/, lib/ and offline/ too. Every folder of
// src/client is an area except the shared client parts; the assembly files (areas.tsx, routes.tsx,
// signed-in-routes.tsx, main.tsx) sit beside them and are imported by no area.
const CLIENT_SHARED = ['ui', 'lib', 'offline'];
const CLIENT_AREAS = readdirSync(`${import.meta.dirname}/src/client`, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !CLIENT_SHARED.includes(d.name))
  .map((d) => d.name);
const intoArea = (depth, name) => ({
  regex: `^(\\.\\./){${depth}}${name}/`,
  message: `Client areas do not import each other; use ${name}'s index.ts if it is an attachable piece, or move the shared part to ui/ or lib/ (docs/architecture.md section 3).`,
});
const intoAssembly = (depth) => ({
  regex: `^(\\.\\./){${depth}}(areas|routes|signed-in-routes|main)$`,
  message: 'The client assembly (areas.tsx, routes.tsx, signed-in-routes.tsx, main.tsx) reads the areas; no area or shared part imports it.',
});
// The shared client parts go one way, ui <- lib <- offline: ui imports neither, lib may import ui,
// offline may import both (the mirror hooks use lib's helpers and ui's components).
const CLIENT_SHARED_BELOW = { ui: [], lib: ['ui'], offline: ['ui', 'lib'] };
const intoShared = (depth, name, from) => ({
  regex: `^(\\.\\./){${depth}}${name}/`,
  message: `The shared client parts go ui <- lib <- offline: ${from}/ may not import ${name}/.`,
});
const clientFolderBlocks = (folder, forbidden, forbiddenShared = []) =>
  Array.from({ length: MAX_DEPTH - 1 }, (_, i) => ({
    files: [`src/client/${folder}/${'*/'.repeat(i)}*.{ts,tsx}`],
    rules: restrict(
      layerAt(i + 2, 'server'),
      intoAssembly(i + 1),
      ...forbidden.map((name) => intoArea(i + 1, name)),
      ...forbiddenShared.map((name) => intoShared(i + 1, name, folder)),
    ),
  }));
// src/sync runs in the tab and in the service worker: of src/shared it reads the sync protocol
// (shared/sync, which reads the areas' declarations) and three leaf modules that import nothing of
// an area: ids (uuidv7), errors (the API's error shape) and messages (the sync texts).
const SYNC_SHARED_ALLOWED = 'sync/|ids$|errors$|messages$';
const sharedOutsideSync = (depth) => ({
  regex: `^(\\.\\./){${depth}}shared/(?!${SYNC_SHARED_ALLOWED})`,
  message: 'src/sync may import only src/shared/sync (and shared ids, errors, messages): an area is reached through the sync catalogue.',
});
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Areas do not import each other, in src/server and in src/shared alike: an area builds on the
 * shared parts of its layer, and every other folder of the layer is an area (read from the disk,
 * so a new area needs no edit here). `surface` names the few files of an area that others may
 * use, until they move into a shared part; a file of the area itself, or one deeper, is free.
 */
const areaBlocks = ({ layer, sharedParts, tools = [], surface, forbidden, extra, reads = () => [] }) => {
  const areas = foldersOf(`./src/${layer}`).filter((f) => !sharedParts.includes(f) && !tools.includes(f));
  return areas.flatMap((area) =>
    Array.from({ length: MAX_DEPTH - 1 }, (_, i) => {
      const up = `^(\\.\\./){${i + 1}}`;
      const intoOther = [...areas, ...tools]
        .filter((other) => other !== area)
        .map((other) => {
          const open = [...(surface[other] ?? []), ...reads(area)].map(escapeRegex).join('|');
          return `${escapeRegex(other)}/${open ? `(?!(?:${open})$)` : ''}`;
        });
      return {
        files: [`src/${layer}/${area}/${'*/'.repeat(i)}*.{ts,tsx}`],
        rules: restrict(...forbidden.map((name) => layerAt(i + 2, name)), ...extra, {
          regex: `${up}(?:${intoOther.join('|')})`,
          message: `${layer} areas do not import each other: use the shared parts (${sharedParts.join(', ')}) or move what both need there.`,
        }),
      };
    }),
  );
};
// Server: sync, http, db, objects (what attaches to any object), excel, jobs (background work) and workers (heavy work off the request thread) are shared; seed builds
// the demo data from every area and no area imports it. people-scope.ts is who-may-see-whom, which
// every area's rows follow; the other files listed are used across areas and have yet to move.
const serverAreaBlocks = areaBlocks({
  layer: 'server',
  sharedParts: ['db', 'http', 'sync', 'objects', 'excel', 'jobs', 'workers'],
  tools: ['seed'],
  surface: {
    people: ['people-scope'],
    activity: ['record-activity'],
    'custom-fields': ['auto-numbers', 'custom-field-values.repo', 'list-custom-columns', 'custom-field-sql', 'custom-field-sort'],
    segments: ['segment-filter'],
    documents: ['file-store', 'documents.repo'],
    fleet: ['cars-columns'],
  },
  forbidden: ['client', 'sync'],
  extra: [],
});
// Shared: sync (the protocol and the assemblies) and policy are shared. The custom-field value
// rules and the segment id of list queries are used by every object area; segments describes the
// fields of every object type, so it reads their schemas, labels and columns.
const sharedAreaBlocks = areaBlocks({
  layer: 'shared',
  sharedParts: ['sync', 'policy'],
  surface: { 'custom-fields': ['custom-field-values'], segments: ['segments.schema', 'segment-fields'] },
  reads: (area) =>
    area === 'segments' ? ['fleet.schema', 'car-labels', 'people.columns', 'people.column-ids', 'people.schema', 'assets.schema', 'trainings.schema'] : [],
  forbidden: ['client', 'sync', 'server'],
  extra: [nodeApis, libsOutsideShared],
});

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
  // The two classic hook rules, as errors; the plugin's React Compiler rules are not used (no compiler).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerBlocks('shared', ['client', 'sync', 'server'], [nodeApis, libsOutsideShared]),
  ...sharedAreaBlocks,
  ...Array.from({ length: MAX_DEPTH }, (_, i) => ({
    files: [`src/sync/${'*/'.repeat(i)}*.{ts,tsx}`],
    rules: restrict(layerAt(i + 1, 'client'), layerAt(i + 1, 'server'), sharedOutsideSync(i + 1)),
  })),
  // The engine's tests drive it with real mutations of an area.
  { files: ['src/sync/**/*.test.ts'], rules: restrict(layerAt(1, 'client'), layerAt(1, 'server')) },
  { files: ['sw/**'], rules: restrict(outsideSrc('client'), outsideSrc('server')) },
  ...layerBlocks('client', ['server']),
  ...CLIENT_AREAS.flatMap((area) =>
    clientFolderBlocks(
      area,
      CLIENT_AREAS.filter((a) => a !== area),
    ),
  ),
  ...CLIENT_SHARED.flatMap((folder) =>
    clientFolderBlocks(
      folder,
      CLIENT_AREAS,
      CLIENT_SHARED.filter((f) => f !== folder && !CLIENT_SHARED_BELOW[folder].includes(f)),
    ),
  ),
  ...layerBlocks('server', ['client', 'sync']),
  ...serverAreaBlocks,
  { files: ['*.config.js', 'eslint.config.js'], languageOptions: { globals: { process: 'readonly', URL: 'readonly' } } },
  prettier,
);
