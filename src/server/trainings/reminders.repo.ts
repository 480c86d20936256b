import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ConflictBody } from '../../shared/sync/protocol';
import type { ReminderItem } from '../../shared/trainings/reminders.schema';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { trainingReminders } from '../db/schema/trainings';
import { inScopeTeams, type PeopleScope } from '../people/people-scope';
import { inWindow, type ChangeWindow } from '../sync/changes';

// Reads of a participant's reminders: one by id in the scope, and the pull's changes. A team-only
// manager sees the reminders of the participants they see: people of their teams.

const columns = {
  id: trainingReminders.id,
  participant_id: trainingReminders.participant_id,
  training_id: trainingReminders.training_id,
  employee_id: trainingReminders.employee_id,
  date: trainingReminders.date,
  message: trainingReminders.message,
  done: trainingReminders.done,
  created_at: trainingReminders.created_at,
  version: trainingReminders.version,
  updated_at: trainingReminders.updated_at,
  updated_by: trainingReminders.updated_by,
};

type Raw = Omit<ReminderItem, 'created_at' | 'updated_at' | 'version'> & {
  created_at: Date;
  updated_at: Date;
  version: number | string;
  updated_by: string | null;
};

const toItem = ({ updated_by: _by, ...r }: Raw): ReminderItem => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  version: Number(r.version),
});

type ChangedBy = ConflictBody['changed_by'];

const visibleCondition = (scope: PeopleScope): SQL => inScopeTeams(scope, trainingReminders.employee_id);

/** One reminder of the scope, with who changed it last, or null. */
export async function getReminder(db: Db, scope: PeopleScope, id: string): Promise<{ reminder: ReminderItem; changedBy: ChangedBy } | null> {
  const [row] = await db
    .select({ ...columns, updated_by_name: users.name })
    .from(trainingReminders)
    .leftJoin(users, eq(users.id, trainingReminders.updated_by))
    .where(and(eq(trainingReminders.company_id, scope.companyId), eq(trainingReminders.id, id), visibleCondition(scope)));
  if (!row) return null;
  const { updated_by_name, ...r } = row;
  return { reminder: toItem(r as Raw), changedBy: { id: r.updated_by, name: updated_by_name } };
}

/** Whether any company's reminder has this id (a client-made id must be new). */
export async function reminderIdTaken(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: trainingReminders.id }).from(trainingReminders).where(eq(trainingReminders.id, id));
  return row !== undefined;
}

/** Reminders changed after the cursor, in version order (sync pull). */
export async function reminderChanges(db: Db, scope: PeopleScope, w: ChangeWindow): Promise<{ reminder: ReminderItem; visible: boolean }[]> {
  const visible = visibleCondition(scope);
  const rows = await db
    .select({ ...columns, visible: sql<boolean>`${visible}` })
    .from(trainingReminders)
    .where(inWindow(trainingReminders, scope.companyId, w, visible))
    .orderBy(asc(trainingReminders.version))
    .limit(w.limit);
  return rows.map(({ visible: seen, ...r }) => ({ reminder: toItem(r as Raw), visible: Boolean(seen) }));
}
