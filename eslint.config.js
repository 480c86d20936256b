// The import table of ARCHITECTURE.md section 2, enforced with ESLint's own rule. Import paths are
// matched by segment, so no folder or file inside a layer may be named shared, sync, client or server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layer = (name) => ({ regex: `(^|/)(src/)?${name}(/|$)`, message: `This layer may not import ${name} (ARCHITECTURE.md section 2).` });
const nodeApis = { regex: '^(node:|fs$|path$|crypto$|os$|child_process$)', message: 'src/shared must run in the browser too: no Node APIs.' };
const libsOutsideShared = { regex: '^(dexie|dexie-react-hooks|drizzle-orm|fastify|@fastify/|react|react-dom|react-router)', message: 'src/shared uses no DOM, Dexie, Drizzle, Fastify or React.' };
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
  { files: ['src/shared/**'], rules: restrict(layer('client'), layer('sync'), layer('server'), nodeApis, libsOutsideShared) },
  { files: ['src/sync/**', 'sw/**'], rules: restrict(layer('client'), layer('server')) },
  { files: ['src/client/**'], rules: restrict(layer('server')) },
  { files: ['src/server/**'], rules: restrict(layer('client'), layer('sync')) },
  { files: ['*.config.js', 'eslint.config.js'], languageOptions: { globals: { process: 'readonly' } } },
);
