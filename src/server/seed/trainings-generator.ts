import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { isoDayPlus } from '../../shared/format';
import { uuidv7 } from '../../shared/ids';
import { emptyTrainingDraft, normalizeTraining, trainingErrors, type TrainingDraft } from '../../shared/trainings/training-rules';
import {
  NEW_PARTICIPANT_RESULT,
  NEW_PARTICIPANT_STATUS,
  type ParticipantResult,
  type ParticipantStatus,
  type TrainingLocation,
  type TrainingType,
  type Visibility,
} from '../../shared/trainings/trainings.schema';
import type { Db } from '../db/database';
import { employees, teamMembers } from '../db/schema/people';
import { trainingParticipants, trainings } from '../db/schema/trainings';
import { withCompanyWrite } from '../sync/write-lock';
import { insertInChunks } from './company-builder';
import { fillCustomValues } from './demo-custom-fields';
import { intBetween, mulberry32, pick, type Rng } from './random';

// Courses as a company books them: the row of one training (through the shared form rules, so
// every seeded training is one the form could have saved), its participants with a status and
// result that fit its date, and N generated trainings for `npm run seed -- --trainings N` and the
// benchmarks.

export type TrainingRow = typeof trainings.$inferInsert;
export type ParticipantRow = typeof trainingParticipants.$inferInsert;

/** One training as planned: its form's fields, the FLA block as days or minutes over `span` days. */
export interface TrainingSpec {
  name: string;
  supplier: string | null;
  cost: number;
  date: string;
  visibility?: Visibility;
  teams?: string[];
  priceVisible?: 0 | 1;
  type?: TrainingType;
  location?: TrainingLocation | null;
  info?: string | null;
  certificate?: 0 | 1;
  fla?: { span: number; days?: number; minutes?: number };
}

/** The row of a training (programId for a session), checked by training-rules.ts: a spec that breaks a rule throws. */
export function trainingRow(companyId: string, spec: TrainingSpec, o: { id?: string; programId?: string | null; createdAt: Date }): TrainingRow {
  const draft: TrainingDraft = {
    ...emptyTrainingDraft(),
    name: spec.name,
    cost: spec.cost.toFixed(2),
    date: spec.date,
    leverancier: spec.supplier ?? '',
    is_visible_for_employees: spec.visibility ?? 1,
    is_price_visible_for_employees: spec.priceVisible ?? 1,
    selected_teams: spec.teams ?? [],
    type_of_training: spec.type ?? 'formal',
    location_of_training: spec.location ?? null,
    additional_information: spec.info ?? '',
    certificate_to_achieve: spec.certificate ?? 0,
  };
  if (spec.fla) {
    Object.assign(draft, {
      falls_under_fla: 1,
      start_date: spec.date,
      end_date: isoDayPlus(spec.date, spec.fla.span - 1),
      training_amount_selection: spec.fla.minutes !== undefined ? 'minutes' : 'days',
      training_amount_days: spec.fla.days !== undefined ? String(spec.fla.days) : '',
      training_amount_minutes: spec.fla.minutes ?? null,
    });
  }
  const errors = trainingErrors(draft, 'single', true);
  if (Object.keys(errors).length) throw new Error(`Seed training ${spec.name} breaks a rule: ${JSON.stringify(errors)}`);
  const f = normalizeTraining(draft, true);
  return {
    ...f,
    training_amount_days: f.training_amount_days === null ? null : String(f.training_amount_days),
    id: o.id ?? uuidv7(o.createdAt.getTime()),
    company_id: companyId,
    is_program: 0,
    program_id: o.programId ?? null,
    created_at: o.createdAt,
  };
}

export function programRow(companyId: string, name: string, createdAt: Date): TrainingRow {
  return { id: uuidv7(createdAt.getTime()), company_id: companyId, name, is_program: 1, created_at: createdAt };
}

/** A status and result that fit the training's date: booked ahead, mostly followed and passed after. */
export function outcome(rng: Rng, past: boolean): { status: ParticipantStatus; result: ParticipantResult } {
  if (!past) return { status: NEW_PARTICIPANT_STATUS, result: NEW_PARTICIPANT_RESULT };
  const roll = rng();
  if (roll < 0.06) return { status: 'not_pursued', result: 'no_result' };
  if (roll < 0.09) return { status: 'not_fitting', result: 'no_result' };
  const r = rng();
  return { status: 'followed', result: r < 0.84 ? 'passed' : r < 0.94 ? 'not_passed' : r < 0.98 ? 'interrupted' : 'no_result' };
}

/** The participant rows of a training: these people, with outcomes for its date against today. */
export function participantRows(rng: Rng, t: TrainingRow, people: readonly string[], today: string): ParticipantRow[] {
  const past = (t.date ?? today) < today;
  const created = t.created_at as Date;
  return people.map((employee_id, i) => ({
    id: uuidv7(created.getTime() + i),
    company_id: t.company_id,
    training_id: t.id,
    employee_id,
    ...outcome(rng, past),
    created_at: new Date(created.getTime() + i),
  }));
}

/** `n` different items of a list, in a random order. */
export function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

/** The company's current people by team (a person of two teams is in both). */
export async function currentPeopleByTeam(db: Db, companyId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ team: teamMembers.team_id, person: employees.id })
    .from(teamMembers)
    .innerJoin(employees, eq(employees.id, teamMembers.employee_id))
    .where(and(eq(teamMembers.company_id, companyId), or(isNull(employees.active_until), sql`${employees.active_until} >= current_date`)))
    .orderBy(employees.created_at, employees.id);
  const byTeam = new Map<string, string[]>();
  for (const r of rows) byTeam.set(r.team, [...(byTeam.get(r.team) ?? []), r.person]);
  return byTeam;
}

export async function addTrainingRows(db: Db, rows: { trainings: TrainingRow[]; participants: ParticipantRow[] }): Promise<void> {
  // Programs first: sessions point at them.
  const ordered = [...rows.trainings].sort((a, b) => (b.is_program ?? 0) - (a.is_program ?? 0));
  await insertInChunks(ordered, (chunk) => db.insert(trainings).values(chunk));
  await insertInChunks(rows.participants, (chunk) => db.insert(trainingParticipants).values(chunk));
}

const COURSES: [string, string, number][] = [
  ['First aid', 'Red Cross Flanders', 180],
  ['Forklift certification', 'SafetyFirst BV', 650],
  ['Excel for finance', 'Xylos', 395],
  ['GDPR awareness', 'Privacy Company', 95],
  ['Defensive driving', 'VAB Rijschool', 320],
  ['Leadership essentials', 'Vlerick Business School', 2450],
  ['Time management', 'Cegos', 420],
  ['Working safely at height', 'SafetyFirst BV', 290],
  ['Presentation skills', 'Cegos', 560],
  ['Power BI dashboards', 'Xylos', 690],
];

/**
 * `count` trainings over the given teams' people (benchmarks, `npm run seed`): four in ten are
 * sessions of programs of four, the rest single; 5 to 25 participants each; dates over two years
 * around today.
 */
export function generateTrainings(
  rng: Rng,
  p: { companyId: string; teams: string[][]; count: number; today: string },
): { trainings: TrainingRow[]; participants: ParticipantRow[] } {
  const rows: TrainingRow[] = [];
  const participants: ParticipantRow[] = [];
  let program: TrainingRow | null = null;
  for (let i = 0; i < p.count; i++) {
    const [course, supplier, cost] = pick(rng, COURSES);
    const date = isoDayPlus(p.today, intBetween(rng, -400, 300));
    const created = new Date(Date.parse(`${isoDayPlus(date, -intBetween(rng, 10, 60))}T09:00:00Z`) + i);
    // In each ten: the first four are the sessions of one program, the other six single trainings.
    if (i % 10 === 0) {
      program = programRow(p.companyId, `${course} programme ${i / 10 + 1}`, created);
      rows.push(program);
    }
    const useProgram = i % 10 < 4 ? program : null;
    const fla = rng() < 0.5 ? { span: 1, ...(rng() < 0.5 ? { days: 1 } : { minutes: 30 * intBetween(rng, 4, 16) }) } : undefined;
    const name = useProgram ? `Session ${(i % 10) + 1}` : `${course} ${i + 1}`;
    const row = trainingRow(
      p.companyId,
      {
        name,
        supplier,
        cost,
        date,
        visibility: pick(rng, [1, 1, 1, 0] as const),
        fla,
        type: rng() < 0.8 ? 'formal' : 'informal',
        location: pick(rng, ['on-site', 'off-site', 'online', null] as const),
      },
      { programId: useProgram?.id ?? null, createdAt: created },
    );
    rows.push(row);
    const team = pick(rng, p.teams);
    participants.push(...participantRows(rng, row, sample(rng, team, intBetween(rng, 5, 25)), p.today));
  }
  return { trainings: rows, participants };
}

/**
 * `count` generated trainings with participants and custom values for a company's current people,
 * in one write under the company's lock so a running server's pulls miss none.
 */
export async function addGeneratedTrainings(
  db: Db,
  p: { companyId: string; count: number; seed?: number; today?: string },
): Promise<{ trainingIds: string[]; participantIds: string[] }> {
  const rng = mulberry32(p.seed ?? p.count);
  const today = p.today ?? new Date().toISOString().slice(0, 10);
  return withCompanyWrite(db, { companyId: p.companyId, userId: null }, async (tx) => {
    const teams = [...(await currentPeopleByTeam(tx, p.companyId)).values()].filter((t) => t.length > 0);
    if (teams.length === 0) throw new Error('The company has no current people to train');
    const rows = generateTrainings(rng, { companyId: p.companyId, teams, count: p.count, today });
    await addTrainingRows(tx, rows);
    const trainingIds = rows.trainings.map((t) => t.id!);
    const participantIds = rows.participants.map((r) => r.id!);
    await fillCustomValues(tx, rng, { companyId: p.companyId, type: 'training', ids: trainingIds });
    await fillCustomValues(tx, rng, { companyId: p.companyId, type: 'training_participant', ids: participantIds });
    return { trainingIds, participantIds };
  });
}
