import { and, eq } from 'drizzle-orm';
import { comparable } from '../../shared/edit-changes';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { reminderAddBodySchema, reminderEditBodySchema, ReminderItem } from '../../shared/trainings/reminders.schema';
import { REMINDER_EDIT_FIELDS } from '../../shared/trainings/reminders.schema';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { trainingReminders } from '../db/schema/trainings';
import { HttpError, badRequest, notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import { staleFields, type EditFields } from '../sync/edit-fields';
import type { WriteInfo } from '../sync/run-write';
import { getReminder, reminderIdTaken } from './reminders.repo';
import { getParticipant } from './trainings.repo';

// POST /api/trainings/reminders/add, /edit and /delete: a participant's reminders, for the
// participants the viewer sees (a team-only manager: people of their teams).

const REMINDER_EDIT: EditFields = {
  editable: new Set<string>(REMINDER_EDIT_FIELDS),
  kindOf: (f) => (f === 'done' ? 'whole' : 'text'),
};

async function saved(tx: Db, write: WriteInfo, id: string): Promise<ReminderItem> {
  const found = await getReminder(tx, { companyId: write.viewer.company.id, teamIds: null }, id);
  if (!found) throw new Error(`Reminder ${id} was not saved`);
  return found.reminder;
}

export async function addReminder(tx: Db, write: WriteInfo, body: z.output<typeof reminderAddBodySchema>): Promise<WriteAnswer<ReminderItem> & { id: string }> {
  const { viewer } = write;
  const participant = await getParticipant(tx, peopleScope(viewer), body.participant_id);
  if (!participant) throw badRequest(messages.trainings.participantNotFound, { participant_id: messages.trainings.participantNotFound });
  const id = body.id ?? uuidv7();
  if (await reminderIdTaken(tx, id)) throw new HttpError(409, 'conflict', messages.trainings.reminderIdTaken, { id: messages.trainings.reminderIdTaken });
  const p = participant.participant;
  await tx.insert(trainingReminders).values({
    id,
    company_id: viewer.company.id,
    participant_id: p.id,
    training_id: p.training_id,
    employee_id: p.employee_id,
    date: body.date,
    message: body.message,
    updated_by: viewer.user.id,
  });
  return { id, data: await saved(tx, write, id) };
}

async function reminderInScope(tx: Db, write: WriteInfo, id: string) {
  const found = await getReminder(tx, peopleScope(write.viewer), id);
  if (!found) throw notFound(messages.trainings.reminderNotFound);
  return found;
}

export async function editReminder(
  tx: Db,
  write: WriteInfo,
  body: z.output<typeof reminderEditBodySchema>,
): Promise<WriteAnswer<ReminderItem> & { id: string }> {
  const { reminder, changedBy } = await reminderInScope(tx, write, body.reminder_id);
  if (body.base && staleFields(REMINDER_EDIT, reminder, body.base).length > 0) {
    throw new ConflictError(messages.sync.conflict(reminder.message, changedBy.name), reminder, changedBy);
  }
  const update: Partial<Pick<ReminderItem, (typeof REMINDER_EDIT_FIELDS)[number]>> = {};
  for (const f of REMINDER_EDIT_FIELDS) {
    const value = body[f];
    if (value !== undefined && comparable(REMINDER_EDIT.kindOf(f), value) !== comparable(REMINDER_EDIT.kindOf(f), reminder[f]))
      Object.assign(update, { [f]: value });
  }
  if (Object.keys(update).length > 0) {
    await tx
      .update(trainingReminders)
      .set({ ...update, updated_by: write.viewer.user.id })
      .where(and(eq(trainingReminders.company_id, write.viewer.company.id), eq(trainingReminders.id, reminder.id)));
  }
  return { id: reminder.id, data: await saved(tx, write, reminder.id) };
}

export async function deleteReminder(tx: Db, write: WriteInfo, id: string): Promise<WriteAnswer<null>> {
  const { reminder } = await reminderInScope(tx, write, id);
  await tx.delete(trainingReminders).where(and(eq(trainingReminders.company_id, write.viewer.company.id), eq(trainingReminders.id, reminder.id)));
  return { data: null };
}
