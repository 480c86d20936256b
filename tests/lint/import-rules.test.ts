import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import table of ARCHITECTURE.md section 2 must fail the build, not wait for a review.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer imports', () => {
  it.each([
    ['src/shared/people/x.ts', "import { buildApp } from '../../server/app';\nexport const a = buildApp;"],
    ['src/shared/x.ts', "import { LocalDb } from '../sync/local-db';\nexport const a = LocalDb;"],
    ['src/shared/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;"],
    ['src/shared/x.ts', "import Dexie from 'dexie';\nexport const a = Dexie;"],
    ['src/client/people/x.ts', "import type { App } from '../../server/app';\nexport type A = App;"],
    ['src/sync/x.ts', "import { router } from '../client/routes';\nexport const a = router;"],
    ['src/server/x.ts', "import { LocalDb } from '../sync/local-db';\nexport const a = LocalDb;"],
  ])('%s may not import what its layer forbids', async (file, code) => {
    expect(await ruleErrors(file, code)).toHaveLength(1);
  });

  it('allows the permitted direction', async () => {
    expect(await ruleErrors('src/client/people/x.ts', "import { can } from '../../shared/policy/policy';\nexport const a = can;")).toEqual([]);
    expect(await ruleErrors('src/server/x.ts', "import { can } from '../shared/policy/policy';\nexport const a = can;")).toEqual([]);
    // A folder named like a layer inside a layer is that layer's own (src/shared/sync, src/server/sync).
    expect(await ruleErrors('src/shared/fleet/x.ts', "import { defineMutation } from '../sync/mutation';\nexport const a = defineMutation;")).toEqual([]);
    expect(await ruleErrors('src/server/fleet/x.ts', "import { runWrite } from '../sync/run-write';\nexport const a = runWrite;")).toEqual([]);
    expect(await ruleErrors('src/server/fleet/x.ts', "import { mutate } from '../../sync/outbox';\nexport const a = mutate;")).toHaveLength(1);
  });
});

describe('area imports', () => {
  it.each([
    // A server area reaches another area's repo or routes: refused.
    ['src/server/fleet/x.ts', "import { listTeams } from '../people/people.repo';\nexport const a = listTeams;"],
    ['src/server/assets/x.ts', "import { carsRoutes } from '../fleet/cars.routes';\nexport const a = carsRoutes;"],
    ['src/server/trainings/x.ts', "import { seedDemo } from '../seed/demo';\nexport const a = seedDemo;"],
    // A shared area reaches into another shared area: refused.
    ['src/shared/assets/x.ts', "import { CAR_FIELDS } from '../fleet/fleet.schema';\nexport const a = CAR_FIELDS;"],
    ['src/shared/fleet/x.ts', "import { trainingsMutations } from '../trainings/trainings.mutations';\nexport const a = trainingsMutations;"],
  ])('%s may not import another area', async (file, code) => {
    expect(await ruleErrors(file, code)).toHaveLength(1);
  });

  it('allows the shared parts and an area\'s own files', async () => {
    expect(await ruleErrors('src/server/fleet/x.ts', "import { peopleScope } from '../people/people-scope';\nexport const a = peopleScope;")).toEqual([]);
    expect(await ruleErrors('src/server/fleet/x.ts', "import { writeRoute } from '../sync/write-route';\nexport const a = writeRoute;")).toEqual([]);
    expect(await ruleErrors('src/server/fleet/x.ts', "import { carChanges } from './cars.repo';\nexport const a = carChanges;")).toEqual([]);
    expect(await ruleErrors('src/shared/fleet/x.ts', "import { can } from '../policy/policy';\nexport const a = can;")).toEqual([]);
    expect(await ruleErrors('src/shared/assets/x.ts', "import { personRefSchema } from '../person-ref';\nexport const a = personRefSchema;")).toEqual([]);
  });

  it('keeps the layer rules inside an area', async () => {
    expect(await ruleErrors('src/server/fleet/x.ts', "import { mutate } from '../../sync/outbox';\nexport const a = mutate;")).toHaveLength(1);
    expect(await ruleErrors('src/shared/fleet/x.ts', "import Dexie from 'dexie';\nexport const a = Dexie;")).toHaveLength(1);
  });
});
