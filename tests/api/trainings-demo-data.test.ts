import { beforeAll, describe, expect, it } from 'vitest';
import { draftOfTraining, kindOfRow, normalizeTraining, savedTrainingErrors } from '../../src/shared/trainings/training-rules';
import {
  PARTICIPANT_RESULTS,
  PARTICIPANT_STATUSES,
  TRAINING_LOCATIONS,
  type ParticipantItem,
  type TrainingItem,
} from '../../src/shared/trainings/trainings.schema';
import { fieldsOf } from '../helpers/custom-fields-api';
import { managerScope } from '../helpers/demo-facts';
import { pullAll } from '../helpers/sync-api';
import { DEMO_EMAILS } from '../helpers/test-app';
import { useApiTest } from '../helpers/api-test';

// The demo trainings: Demo Company's single courses and programs with participants from teams,
// each passing the form rules; Other Company's two; all reaching the device with the first pull.
const { t, facts } = useApiTest();
let demo: { trainings: TrainingItem[]; participants: ParticipantItem[] };
const today = new Date().toISOString().slice(0, 10);

async function pulled(email: string) {
  const pages = await pullAll(await t.as(email));
  return {
    trainings: pages.flatMap((p) => (p.changes.trainings ?? []) as unknown as TrainingItem[]),
    participants: pages.flatMap((p) => (p.changes.training_participants ?? []) as unknown as ParticipantItem[]),
  };
}

beforeAll(async () => {
  demo = await pulled(DEMO_EMAILS.admin);
});

describe('the demo trainings', () => {
  it('are 12 single trainings and 3 programs of 2 to 4 sessions in Demo Company', () => {
    const programs = demo.trainings.filter((x) => x.is_program === 1);
    expect(programs.map((p) => p.name).sort()).toEqual(['Management traineeship', 'Sales academy', 'Welcome programme']);
    for (const p of programs) expect(demo.trainings.filter((x) => x.program_id === p.id).length).toBeGreaterThanOrEqual(2);
    expect(demo.trainings.filter((x) => x.is_program === 0 && x.program_id === null)).toHaveLength(12);
  });

  it('each passes the form rules of its kind and saves as it is', () => {
    for (const x of demo.trainings) {
      expect(savedTrainingErrors(draftOfTraining(x, x.is_program ? x.name : (x.program_name ?? '')), kindOfRow(x), true), x.name).toEqual({});
      if (x.is_program === 0) expect({ ...x, ...normalizeTraining(draftOfTraining(x), true) }, x.name).toEqual(x);
    }
  });

  it('show every visibility, type, location, FLA by days and minutes, and long additional information', () => {
    const rows = demo.trainings.filter((x) => x.is_program === 0);
    expect(new Set(rows.map((x) => x.is_visible_for_employees))).toEqual(new Set([0, 1, 2]));
    expect(rows.filter((x) => x.is_visible_for_employees === 2).every((x) => x.selected_teams.length > 0)).toBe(true);
    expect(new Set(rows.map((x) => x.type_of_training))).toEqual(new Set(['formal', 'informal']));
    expect(new Set(rows.map((x) => x.location_of_training).filter(Boolean))).toEqual(new Set(TRAINING_LOCATIONS));
    expect(rows.some((x) => x.training_amount_days === 2.5)).toBe(true);
    expect(rows.some((x) => x.training_amount_minutes === 450)).toBe(true);
    expect(rows.filter((x) => (x.additional_information ?? '').length > 45).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((x) => x.date! < today) && rows.some((x) => x.date! > today)).toBe(true);
  });

  it('have 5 to 30 participants each, past ones mostly followed and passed, future ones reserved', () => {
    const current = new Set(facts.peopleOf('Demo Company').map((p) => p.id));
    for (const x of demo.trainings.filter((r) => r.is_program === 0)) {
      const ps = demo.participants.filter((p) => p.training_id === x.id);
      expect(ps.length, x.name).toBeGreaterThanOrEqual(5);
      expect(ps.length, x.name).toBeLessThanOrEqual(30);
      for (const p of ps) expect(current.has(p.employee_id)).toBe(true);
      if (x.date! > today)
        expect(
          ps.every((p) => p.status === 'reserved' && p.result === 'to_be_completed'),
          x.name,
        ).toBe(true);
    }
    const past = demo.participants.filter((p) => demo.trainings.find((x) => x.id === p.training_id)!.date! < today);
    expect(past.filter((p) => p.status === 'followed').length / past.length).toBeGreaterThan(0.8);
    expect(new Set(past.map((p) => p.status))).toEqual(new Set(PARTICIPANT_STATUSES.filter((s) => s !== 'reserved')));
    expect(past.some((p) => p.result === 'not_passed')).toBe(true);
    expect(PARTICIPANT_RESULTS).toContain(past[0]!.result);
  });

  it('include an upcoming session of 30 people of Sales and Logistics for the attendance demo', () => {
    const session = demo.trainings.find((x) => x.name === 'Negotiation')!;
    expect(session.program_name).toBe('Sales academy');
    expect(session.date! > today).toBe(true);
    const ps = demo.participants.filter((p) => p.training_id === session.id);
    expect(ps).toHaveLength(30);
    const { members } = managerScope(facts);
    expect(ps.every((p) => members.has(p.employee_id))).toBe(true);
  });

  it('have custom fields on trainings and participants', async () => {
    const admin = await t.as(DEMO_EMAILS.admin);
    expect((await fieldsOf(admin, 'training')).map((f) => [f.name, f.type])).toEqual([
      ['Trainer', 'textfield'],
      ['Budget code', 'select_option'],
    ]);
    expect((await fieldsOf(admin, 'training_participant')).map((f) => [f.name, f.type])).toEqual([
      ['Certificate number', 'textfield'],
      ['Feedback score', 'select_option'],
    ]);
  });

  it('reach a team-only manager with every training but only their teams’ participants; Other Company has its own two', async () => {
    const mine = await pulled(DEMO_EMAILS.manager);
    expect(mine.trainings.map((x) => x.id).sort()).toEqual(demo.trainings.map((x) => x.id).sort());
    const { members } = managerScope(facts);
    expect(mine.participants.length).toBeGreaterThan(30);
    expect(mine.participants.every((p) => members.has(p.employee_id))).toBe(true);
    expect(mine.participants.length).toBe(demo.participants.filter((p) => members.has(p.employee_id)).length);
    const other = await pulled(DEMO_EMAILS.other);
    expect(other.trainings.map((x) => x.name).sort()).toEqual(['Fire warden training', 'Spreadsheet basics']);
    expect(other.participants.length).toBeGreaterThanOrEqual(5);
  });
});
