import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import table of docs/architecture.md section 2 must fail the build, not wait for a review.
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

describe('client areas and shared parts', () => {
  it.each([
    // Every folder but ui, lib and offline is an area, the shell's too: none reaches into another.
    ['src/client/layout/x.tsx', "import { FleetPage } from '../fleet/fleet-page';\nexport const a = FleetPage;"],
    ['src/client/home/x.tsx', "import { AppLayout } from '../layout/app-layout';\nexport const a = AppLayout;"],
    ['src/client/fleet/x.tsx', "import { SignInPage } from '../auth/sign-in-page';\nexport const a = SignInPage;"],
    ['src/client/trainings/person/x.tsx', "import { PersonPage } from '../../people/person-page';\nexport const a = PersonPage;"],
    ['src/client/offline/x.ts', "import { UpdatePrompt } from '../pwa/update-prompt';\nexport const a = UpdatePrompt;"],
    // The assembly reads the areas; no area reads the assembly.
    ['src/client/people/x.tsx', "import { PERSON_SECTIONS } from '../areas';\nexport const a = PERSON_SECTIONS;"],
    ['src/client/lib/x.ts', "import { router } from '../routes';\nexport const a = router;"],
    // ui <- lib <- offline.
    ['src/client/ui/x.tsx', "import { apiGet } from '../lib/api';\nexport const a = apiGet;"],
    ['src/client/ui/x.tsx', "import { useOffline } from '../offline/offline-context';\nexport const a = useOffline;"],
    ['src/client/lib/x.ts', "import { useOffline } from '../offline/offline-context';\nexport const a = useOffline;"],
  ])('%s may not: %s', async (file, code) => {
    expect(await ruleErrors(file, code)).toHaveLength(1);
  });

  it('allows the shared parts downwards and attachable pieces through their index', async () => {
    expect(
      await ruleErrors(
        'src/client/offline/x.ts',
        "import { apiGet } from '../lib/api';\nimport { Modal } from '../ui/modal';\nexport const a = [apiGet, Modal];",
      ),
    ).toEqual([]);
    expect(await ruleErrors('src/client/lib/x.ts', "import { Modal } from '../ui/modal';\nexport const a = Modal;")).toEqual([]);
    expect(
      await ruleErrors(
        'src/client/fleet/x.tsx',
        "import { TagInput } from '../tags';\nimport { useCan } from '../lib/session-context';\nexport const a = [TagInput, useCan];",
      ),
    ).toEqual([]);
  });
});

describe('the sync engine', () => {
  it('reaches an area only through shared/sync', async () => {
    expect(await ruleErrors('src/sync/x.ts', "import { carEdit } from '../shared/fleet/fleet.mutations';\nexport const a = carEdit;")).toHaveLength(1);
    expect(await ruleErrors('src/sync/x.ts', "import { SHARED_AREAS } from '../shared/areas';\nexport const a = SHARED_AREAS;")).toHaveLength(1);
    expect(
      await ruleErrors(
        'src/sync/x.ts',
        "import { mutationNamed } from '../shared/sync/catalogue';\nimport { uuidv7 } from '../shared/ids';\nexport const a = [mutationNamed, uuidv7];",
      ),
    ).toEqual([]);
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

  it("allows the shared parts and an area's own files", async () => {
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
