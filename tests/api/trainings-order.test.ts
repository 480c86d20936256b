import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../src/server/db/schema/people';
import { trainings } from '../../src/server/db/schema/trainings';
import { compareCodeUnits, compareFolded } from '../../src/shared/sort';
import { comparePersonTrainings, compareSessions } from '../../src/shared/trainings/training-rules';
import { TRAINING_AVATARS_SHOWN, type PersonTraining, type TrainingItem, type TrainingListRow } from '../../src/shared/trainings/trainings.schema';
import { addParticipantApi, addProgramApi, addTrainingApi, getOk, useTrainingsTest, type TrainingsTestSetup } from '../helpers/trainings-api';

// The orders the device builds again from its mirror, so both must give the same rows: names
// folded (lower-cased, then by code unit: compareFolded in src/shared/sort.ts)
// with ties by id; sessions and a person's trainings by the shared comparators of training-rules.ts.
const s = useTrainingsTest();

/** People who take part in nothing yet, so a test's rows are theirs alone. */
async function untrained(n: number) {
  const out: TrainingsTestSetup['people'] = [];
  for (const p of s.people) {
    if (out.length === n) break;
    if ((await getOk<{ count: number }>(s.admin, `/api/trainings/employee/${p.id}`)).count === 0) out.push(p);
  }
  return out;
}

describe('orders the device gives again', () => {
  it('a list row’s first people are the first by folded name, then id (not by raw name)', async () => {
    // Raw (byte) order puts 'Zoë Adams' before every lower-case name; folded, it comes last.
    const names = [
      ['anna', 'Zeeman'],
      ['Anna', 'Baert'],
      ['Émile', 'Claes'],
      ['eva', 'Dumont'],
      ['Bert', 'Aerts'],
      ['Zoë', 'Adams'],
    ] as const;
    const people = await untrained(names.length);
    for (const [i, [first_name, last_name]] of names.entries())
      await s.t.db.update(employees).set({ first_name, last_name }).where(eq(employees.id, people[i]!.id));
    const training = await addTrainingApi(s.admin, { name: 'Order of the avatars' });
    for (const p of people) await addParticipantApi(s.admin, training.id, p.id);
    const { data } = await getOk<{ data: TrainingListRow[] }>(s.admin, '/api/trainings/list', { search_term: 'Order of the avatars' });
    const expected = names
      .map(([f, l], i) => ({ id: people[i]!.id, name: `${f} ${l}` }))
      .sort((a, b) => compareFolded(a.name, b.name) || compareCodeUnits(a.id, b.id));
    expect(data[0]!.employee_count).toBe(names.length);
    expect(data[0]!.employees.map((e) => e.name)).toEqual(expected.slice(0, TRAINING_AVATARS_SHOWN).map((e) => e.name));
  });

  it('a person’s trainings as comparePersonTrainings: newest first, undated last, folded name, participant id', async () => {
    const [person] = await untrained(1);
    const named = [
      ['Élan vital', '2026-12-01'],
      ['école', '2026-12-01'],
      ['Zeta', '2026-12-01'],
      ['alpha', null],
      ['Beta', '2027-01-15'],
    ] as const;
    for (const [name, date] of named) await addParticipantApi(s.admin, (await addTrainingApi(s.admin, { name, date })).id, person!.id);
    const { data } = await getOk<{ data: PersonTraining[] }>(s.admin, `/api/trainings/employee/${person!.id}`);
    expect(data.map((r) => r.name)).toEqual(['Beta', 'Zeta', 'école', 'Élan vital', 'alpha']);
    expect(data).toEqual([...data].sort(comparePersonTrainings));
  });

  it('a program’s sessions as compareSessions: created_at counts to the millisecond the device holds', async () => {
    const { program, sessions } = await addProgramApi(s.admin, 2, { date: null });
    const [a, b, c] = [...sessions].sort((x, y) => compareCodeUnits(x.id, y.id));
    // Within one millisecond, the later id made first: the device sees a tie and orders by id.
    await s.t.db
      .update(trainings)
      .set({ created_at: sql`'2026-01-01 00:00:00.0009+00'::timestamptz` })
      .where(eq(trainings.id, a!.id));
    await s.t.db
      .update(trainings)
      .set({ created_at: sql`'2026-01-01 00:00:00.0001+00'::timestamptz` })
      .where(inArray(trainings.id, [b!.id, c!.id]));
    const { details } = await getOk<{ details: { sessions: TrainingItem[] } }>(s.admin, `/api/trainings/${program.id}/detail`);
    expect(details.sessions.map((x) => x.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(details.sessions).toEqual([...details.sessions].sort(compareSessions));
  });
});
