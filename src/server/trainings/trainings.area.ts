import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../shared/policy/policy';
import { trainingParticipants, trainingReminders, trainings } from '../db/schema/trainings';
import { defineServerArea } from '../http/server-area';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import { pullItem } from '../sync/changes';
import { reminderChanges } from './reminders.repo';
import { trainingWritesRoutes } from './training-writes.routes';
import { participantChanges, trainingChanges } from './trainings-sync.repo';
import { trainingsRoutes } from './trainings.routes';

export const trainingsArea = defineServerArea({
  name: 'trainings',
  routes: (app, deps) => {
    trainingsRoutes(app, deps);
    trainingWritesRoutes(app, deps);
  },
  pull: {
    trainings: {
      changes: async (tx, v, w) => (await trainingChanges(tx, v.company.id, w)).map((r) => pullItem('trainings', r, true)),
      sqlTable: trainings,
    },
    training_participants: {
      changes: async (tx, v, w) => (await participantChanges(tx, peopleScope(v), w)).map((r) => pullItem('training_participants', r.participant, r.visible)),
      sqlTable: trainingParticipants,
    },
    training_reminders: {
      changes: async (tx, v, w) => (await reminderChanges(tx, peopleScope(v), w)).map((r) => pullItem('training_reminders', r.reminder, r.visible)),
      sqlTable: trainingReminders,
    },
  },
  objectAccess: {
    // trainings.md section 6: the company's trainings are seen by all its users.
    training: {
      kind: (v) => can(v, 'trainings.view'),
      row: (v, id) => sql`exists (select 1 from ${trainings} where ${and(eq(trainings.id, id), eq(trainings.company_id, v.company.id))})`,
    },
    // Team-only managers see the participants who are their teams' people.
    training_participant: {
      kind: (v) => can(v, 'trainings.view'),
      row: (v, id) =>
        sql`exists (select 1 from ${trainingParticipants} where ${and(eq(trainingParticipants.id, id), eq(trainingParticipants.company_id, v.company.id), inScopeTeams(peopleScope(v), trainingParticipants.employee_id))})`,
    },
  },
  autoNumberTables: {
    training: { table: trainings, id: trainings.id, companyId: trainings.company_id, createdAt: trainings.created_at },
    training_participant: {
      table: trainingParticipants,
      id: trainingParticipants.id,
      companyId: trainingParticipants.company_id,
      createdAt: trainingParticipants.created_at,
    },
  },
});
