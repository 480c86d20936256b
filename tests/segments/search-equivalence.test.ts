import { beforeAll, describe, expect, it } from 'vitest';
import { assetNamesOf, ASSET_LIST } from '../../src/client/assets/asset-cells';
import { customValuesMatch } from '../../src/client/custom-fields/custom-search';
import { CAR_LIST } from '../../src/client/fleet/car-cells';
import { queryRows } from '../../src/client/lib/local-query';
import { personSearchText } from '../../src/client/people/people-search';
import { participantSearchText, type ParticipantView } from '../../src/client/trainings/data/use-training-data';
import { PARTICIPANT_ROWS_LIST, TRAINING_LIST } from '../../src/client/trainings/list/training-cells';
import { buildTrainingRows } from '../../src/client/trainings/list/training-rows';
import { customValueSearchText } from '../../src/shared/list-search';
import type { CustomFieldRow, CustomFieldValuesRow } from '../../src/shared/custom-fields/custom-fields.schema';
import type { ObjectType } from '../../src/shared/objects';
import type { PullAnswer } from '../../src/shared/sync/protocol';
import { useApiTest } from '../helpers/api-test';
import { exportedWorkbook } from '../helpers/excel-api';
import { pullAll } from '../helpers/sync-api';
import type { Client, Query } from '../helpers/test-app';
import { runSeed, seededRandom, type Random } from './random';

// One search on both sides (src/shared/list-search.ts): the device's lists (their search readers
// over what the pull put in the mirror) and the server's list calls, which the Excel exports share,
// pick the same rows for the same search over the demo data: fixed searches (a custom value, short
// words, case, accents, several words, LIKE's wildcards) and random pieces of the rows' own texts.
// Replay a failure with SEGMENT_SEED=<seed>.

const RANDOM_SEARCHES = 40;
const seed = runSeed() + 7;
const rnd = seededRandom(seed);
const FIXED = ['LeasePlan', '/20', '2024-', '"', 'leaseplan', 'an', 'AN', 'e', 'é', 'ÉCRAN', 'zoë', 'de an', 'an  de', '%', '_', '\\', 'x%y', 'zzzzqq', '   '];

const { admin } = useApiTest();

type Rows = { [T in keyof PullAnswer['changes']]-?: NonNullable<PullAnswer['changes'][T]> };
let mirror: Rows;

beforeAll(async () => {
  const pages = await pullAll(admin);
  const rows = {} as Record<string, unknown[]>;
  for (const page of pages) for (const [table, changed] of Object.entries(page.changes)) (rows[table] ??= []).push(...(changed as unknown[]));
  mirror = rows as unknown as Rows;
});

const fieldsOf = (type: ObjectType): CustomFieldRow[] => mirror.custom_fields.filter((f) => f.object_type === type);
function valuesOf(type: ObjectType): Map<string, CustomFieldValuesRow> {
  return new Map(mirror.custom_field_values.filter((v) => v.related_object === type).map((v) => [v.id, v]));
}
const personNames = () => new Map(mirror.employees.map((p) => [p.id, p.name]));

/** The ids the device's list shows for a search (no sort: the order is not what is compared). */
function deviceIds<Row extends { id: string }>(
  rows: readonly Row[],
  search: string,
  searchText: (r: Row) => string,
  also: (r: Row, word: string) => boolean,
): string[] {
  return queryRows(rows, { search, searchText, searchAlso: also, sort: null, sortValue: () => null })
    .map((r) => r.id)
    .sort();
}

/** Every page of a list call's ids. */
async function serverIds(c: Client, path: string, query: Query, perPage: number, idOf: (row: { id: string }) => string = (r) => r.id): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page++) {
    const res = await c.get(path, { ...query, page, per_page: perPage });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: { id: string }[] }>();
    ids.push(...body.data.map(idOf));
    if (body.data.length < perPage) return ids.sort();
  }
}

/** Searches: the fixed ones, then random pieces of the texts a list searches (recased, an accent added, two words). */
function searches(r: Random, texts: readonly string[]): string[] {
  const words = texts.flatMap((t) => t.split(/\s+/)).filter((w) => w.length >= 2);
  const piece = () => {
    const w = r.pick(words);
    const start = r.int(0, w.length - 2);
    return w.slice(start, start + r.int(2, 5));
  };
  const random = Array.from({ length: RANDOM_SEARCHES }, () => {
    let s = r.recase(piece());
    if (r.chance(0.2)) s = s.replace(/e/i, 'é');
    if (r.chance(0.3)) s = `${s} ${r.recase(piece())}`;
    return s;
  });
  return [...FIXED, ...random];
}

async function compare(label: string, list: readonly string[], device: (s: string) => string[], server: (s: string) => Promise<string[]>) {
  let found = 0;
  for (const search of list) {
    const [d, s] = [device(search), await server(search)];
    expect(d, `${label}: '${search}' (SEGMENT_SEED=${seed})`).toEqual(s);
    if (d.length > 0) found++;
  }
  // Guard the generator: most searches find something.
  expect(found).toBeGreaterThan(list.length / 2);
}

const customTexts = (type: ObjectType) => {
  const fields = fieldsOf(type);
  return [...valuesOf(type).values()].flatMap((row) => fields.map((f) => customValueSearchText(f, row[`custom_field_${f.id}`]) ?? ''));
};

describe('list search: the device and the server find the same rows over the demo data', () => {
  it('/fleet and GET /api/cars/list (which the export shares)', async () => {
    const cars = mirror.cars.filter((c) => c.deleted === 0);
    const names = personNames();
    const [fields, values] = [fieldsOf('car'), valuesOf('car')];
    const leasePlan = deviceIds(cars, 'LeasePlan', CAR_LIST.searchText, (c, w) => customValuesMatch(fields, values.get(c.id), w));
    expect(leasePlan.length, 'the demo data has cars leased from LeasePlan (a custom value)').toBeGreaterThan(0);
    const texts = [...cars.flatMap((c) => [c.brand, c.model, c.plate ?? '', c.color ?? '']), ...names.values(), ...customTexts('car')];
    await compare(
      'cars',
      searches(rnd, texts),
      (s) => deviceIds(cars, s, CAR_LIST.searchText, (c, w) => CAR_LIST.searchNames(c, w, names) || customValuesMatch(fields, values.get(c.id), w)),
      (s) => serverIds(admin, '/api/cars/list', { search_term: s }, 2000),
    );
  });

  it('the Excel exports of a search hold the rows the lists find', async () => {
    for (const [list, search] of [
      ['/api/cars/list', 'leaseplan'],
      ['/api/cars/list', 'an'],
      ['/api/assets/list', 'an'],
    ] as const) {
      const listed = await serverIds(admin, list, { search_term: search }, 2000);
      expect(listed.length, `${list} '${search}'`).toBeGreaterThan(0);
      expect((await exportedWorkbook(admin, `${list}/excel`, { search_term: search })).rows, `${list}/excel '${search}'`).toBe(listed.length);
    }
  });

  it('/assets and GET /api/assets/list', async () => {
    const assets = mirror.assets.filter((a) => a.deleted === 0);
    const names = assetNamesOf(mirror.asset_types, mirror.employees);
    const [fields, values] = [fieldsOf('asset'), valuesOf('asset')];
    const texts = [...assets.flatMap((a) => [names.type(a).name, a.serial_number ?? '', a.vendor ?? '']), ...customTexts('asset')];
    await compare(
      'assets',
      searches(rnd, texts),
      (s) => deviceIds(assets, s, ASSET_LIST.searchText, (a, w) => ASSET_LIST.searchNames(a, w, names) || customValuesMatch(fields, values.get(a.id), w)),
      (s) => serverIds(admin, '/api/assets/list', { search_term: s }, 2000),
    );
  });

  it('/people and GET /api/employees/list', async () => {
    const people = mirror.employees;
    const [fields, values] = [fieldsOf('employee'), valuesOf('employee')];
    const texts = [...people.flatMap((p) => [p.name, p.email ?? '', p.role ?? '']), ...customTexts('employee')];
    await compare(
      'people',
      searches(rnd, texts),
      (s) => deviceIds(people, s, personSearchText, (p, w) => customValuesMatch(fields, values.get(p.id), w)),
      (s) => serverIds(admin, '/api/employees/list', { search_term: s, show_all: 1 }, 150),
    );
  });

  it('/trainings and GET /api/trainings/list, without and with a participant segment', async () => {
    const input = { trainings: mirror.trainings, participants: mirror.training_participants, people: mirror.employees, filter: 'all' as const };
    const rows = buildTrainingRows(input);
    const participantRows = buildTrainingRows({ ...input, participantMatches: () => true });
    const [fields, values] = [fieldsOf('training'), valuesOf('training')];
    const [pFields, pValues] = [fieldsOf('training_participant'), valuesOf('training_participant')];
    await compare(
      'trainings',
      searches(rnd, [...mirror.trainings.map((t) => t.name), ...customTexts('training')]),
      (s) => deviceIds(rows, s, TRAINING_LIST.searchText, (r, w) => customValuesMatch(fields, values.get(r.id), w)),
      (s) => serverIds(admin, '/api/trainings/list', { search_term: s }, 2000),
    );
    await compare(
      'training participants',
      searches(rnd, [...participantRows.flatMap((r) => [r.name, r.employees[0]?.name ?? '']), ...customTexts('training_participant')]),
      (s) => deviceIds(participantRows, s, PARTICIPANT_ROWS_LIST.searchText, (r, w) => customValuesMatch(pFields, pValues.get(r.id), w)),
      (s) => serverIds(admin, '/api/trainings/list', { search_term: s, segment_id: 'all' }, 2000),
    );
  });

  it("a training's participants table and GET /api/trainings/{id}/participants", async () => {
    const byTraining = new Map<string, typeof mirror.training_participants>();
    for (const p of mirror.training_participants) byTraining.set(p.training_id, [...(byTraining.get(p.training_id) ?? []), p]);
    const [trainingId, participants] = [...byTraining.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const names = personNames();
    const views: (ParticipantView & { id: string })[] = participants.map((p) => ({
      id: p.id,
      participant: p,
      name: names.get(p.employee_id) ?? p.person_name,
      avatar: null,
      team_ids: [],
    }));
    await compare(
      'participants',
      searches(
        rnd,
        views.map((v) => v.name),
      ),
      (s) => deviceIds(views, s, participantSearchText, () => false),
      (s) => serverIds(admin, `/api/trainings/${trainingId}/participants`, { search_term: s }, 1000),
    );
  });
});
