import { eq, sql } from 'drizzle-orm';
import { NEW_PARTICIPANT_RESULT, NEW_PARTICIPANT_STATUS } from '../../shared/trainings/trainings.schema';
import type { ActivityEvent } from '../activity/record-activity';
import type { Db } from '../db/database';
import { activity } from '../db/schema/activity';
import { employees, teams } from '../db/schema/people';
import { participantChangeEvent, trainingAddedEvent } from '../trainings/training-activity';
import { addFields, fillCustomValues } from './demo-custom-fields';
import { demoAdminId, historyRow, type HistoryRow } from './demo-history';
import { DEMO_PROGRAMS, DEMO_SINGLE_TRAININGS, OTHER_TRAININGS, type DemoTraining } from './demo-trainings-plan';
import { mulberry32, type Rng } from './random';
import { isoDayPlus } from '../../shared/format';
import {
  addTrainingRows,
  currentPeopleByTeam,
  participantRows,
  programRow,
  sample,
  trainingRow,
  type ParticipantRow,
  type TrainingRow,
} from './trainings-generator';

// The demo's trainings (demo-trainings-plan.ts): Demo Company's single courses and programs with
// participants drawn from teams, custom fields with values, and a short history; Other Company's
// two courses. Its own random stream, so the rest of the demo stays as it was.

const TRAINING_FIELDS = [
  { name: 'Trainer', type: 'textfield' as const },
  { name: 'Budget code', type: 'select_option' as const, options: ['HR-2026-01', 'HR-2026-02', 'OPS-2026', 'SALES-2026', 'IT-2026'] },
];
const PARTICIPANT_FIELDS = [
  { name: 'Certificate number', type: 'textfield' as const, max_length: 40 },
  { name: 'Feedback score', type: 'select_option' as const, options: ['1 - poor', '2 - fair', '3 - good', '4 - very good', '5 - excellent'] },
];

interface Built {
  trainings: TrainingRow[];
  participants: ParticipantRow[];
}

const at = (date: string, hour = 9) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

/** A planned training's row and participants, drawn from its teams (team names) unless given. */
function build(
  rng: Rng,
  companyId: string,
  plan: DemoTraining,
  ctx: { today: string; teamId: (name: string) => string; people: Map<string, string[]> },
  programId: string | null,
  cohort?: string[],
): Built {
  const date = isoDayPlus(ctx.today, plan.inDays);
  const spec = { ...plan.spec, date, teams: (plan.spec.teamNames ?? []).map(ctx.teamId) };
  const row = trainingRow(companyId, spec, { programId, createdAt: at(isoDayPlus(date, -plan.bookedDaysAhead), 10) });
  const pool = (plan.fromTeams ?? plan.spec.teamNames ?? []).flatMap((t) => ctx.people.get(ctx.teamId(t)) ?? []);
  const people = cohort ?? sample(rng, [...new Set(pool)], plan.participants);
  return { trainings: [row], participants: participantRows(rng, row, people, ctx.today) };
}

async function history(db: Db, companyId: string, built: Built, today: string): Promise<void> {
  const author = await demoAdminId(db, companyId);
  const items: HistoryRow[] = [];
  const add = (when: Date, e: ActivityEvent) => items.push(historyRow(companyId, author, when, e));
  const people = await db
    .select({ id: employees.id, name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}` })
    .from(employees)
    .where(eq(employees.company_id, companyId));
  const names = new Map(people.map((x) => [x.id, x.name]));
  const byId = new Map(built.trainings.map((t) => [t.id!, t]));
  const programName = (t: TrainingRow) => (t.program_id ? (byId.get(t.program_id)?.name ?? null) : null);
  for (const t of built.trainings)
    add(
      t.created_at as Date,
      trainingAddedEvent({ id: t.id!, name: t.name, is_program: t.is_program ?? 0, program_id: t.program_id ?? null, program_name: programName(t) }),
    );
  // A trainer's marks after a few past courses: reserved to followed, then the result.
  const marked = built.participants
    .filter((p) => p.status === 'followed' && (byId.get(p.training_id)?.date ?? today) < today)
    .filter((_, i) => i % 9 === 0)
    .slice(0, 24);
  for (const p of marked) {
    const t = byId.get(p.training_id)!;
    const when = at(t.date ?? today, 17);
    const who = { id: p.id!, employee_id: p.employee_id, person_name: names.get(p.employee_id) ?? null };
    const training = { id: t.id!, name: t.name };
    add(when, participantChangeEvent(who, training, 'status', NEW_PARTICIPANT_STATUS, p.status!));
    add(new Date(when.getTime() + 3 * 86_400_000), participantChangeEvent(who, training, 'result', NEW_PARTICIPANT_RESULT, p.result!));
  }
  await db.insert(activity).values(items);
}

async function teamIdsOf(db: Db, companyId: string): Promise<(name: string) => string> {
  const rows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.company_id, companyId));
  return (name) => {
    const found = rows.find((r) => r.name === name);
    if (!found) throw new Error(`No team ${name}`);
    return found.id;
  };
}

/** Demo Company's and Other Company's trainings; `today` places them in time. */
export async function addDemoTrainings(db: Db, p: { demoCompanyId: string; otherCompanyId: string; today: string }): Promise<void> {
  const rng = mulberry32(20261127);
  const ctx = { today: p.today, teamId: await teamIdsOf(db, p.demoCompanyId), people: await currentPeopleByTeam(db, p.demoCompanyId) };
  const built: Built = { trainings: [], participants: [] };
  const push = (b: Built) => {
    built.trainings.push(...b.trainings);
    built.participants.push(...b.participants);
  };
  for (const plan of DEMO_SINGLE_TRAININGS) push(build(rng, p.demoCompanyId, plan, ctx, null));
  for (const program of DEMO_PROGRAMS) {
    const first = program.sessions[0]!;
    const row = programRow(p.demoCompanyId, program.name, at(isoDayPlus(p.today, first.inDays - first.bookedDaysAhead - 1), 8));
    built.trainings.push(row);
    // One cohort follows the whole program; a session may take a part of it.
    const pool = [...new Set(program.fromTeams.flatMap((t) => ctx.people.get(ctx.teamId(t)) ?? []))];
    const cohort = sample(rng, pool, program.perTeam * program.fromTeams.length);
    for (const s of program.sessions) push(build(rng, p.demoCompanyId, s, ctx, row.id!, cohort.slice(0, s.participants)));
  }
  await addTrainingRows(db, built);
  await history(db, p.demoCompanyId, built, p.today);
  await addFields(db, p.demoCompanyId, 'training', TRAINING_FIELDS);
  await addFields(db, p.demoCompanyId, 'training_participant', PARTICIPANT_FIELDS);
  const singlesAndSessions = built.trainings.filter((t) => t.is_program === 0);
  await fillCustomValues(db, rng, { companyId: p.demoCompanyId, type: 'training', ids: singlesAndSessions.map((t) => t.id!) });
  // Certificates and feedback only come after the course.
  const done = new Set(singlesAndSessions.filter((t) => (t.date ?? p.today) < p.today).map((t) => t.id!));
  await fillCustomValues(db, rng, {
    companyId: p.demoCompanyId,
    type: 'training_participant',
    ids: built.participants.filter((x) => done.has(x.training_id) && x.status === 'followed').map((x) => x.id!),
  });

  const other = { today: p.today, teamId: await teamIdsOf(db, p.otherCompanyId), people: await currentPeopleByTeam(db, p.otherCompanyId) };
  const otherBuilt: Built = { trainings: [], participants: [] };
  for (const plan of OTHER_TRAININGS) {
    const b = build(rng, p.otherCompanyId, plan, other, null);
    otherBuilt.trainings.push(...b.trainings);
    otherBuilt.participants.push(...b.participants);
  }
  await addTrainingRows(db, otherBuilt);
}
