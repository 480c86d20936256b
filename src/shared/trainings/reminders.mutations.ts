import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { reminderAddBodySchema, reminderEditBodySchema, reminderIdBodySchema, REMINDER_EDIT_FIELDS, type ReminderItem } from './reminders.schema';

// A participant's reminders, written on the device and replayed as POST /api/trainings/reminders/*
// (our paths in the trainings API's style: the spec names the page, not its calls).

const now = () => new Date().toISOString();
const label = (row: ReminderItem | null, id: string) => (row ? `Reminder ${row.message.slice(0, 30)}` : `Reminder ${id.slice(0, 8)}`);

/** The add's args: the body plus the participant's training and person, which the mirror row keeps for lookups. */
const reminderAddArgs = reminderAddBodySchema.extend({ id: z.uuid(), training_id: z.uuid(), employee_id: z.uuid() });

export const reminderAdd = defineMutation({
  name: 'reminder.add',
  title: 'Add reminder',
  args: reminderAddArgs,
  table: 'training_reminders',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/trainings/reminders/add',
  body: reminderAddBodySchema,
  bodyOf: (a) => ({ id: a.id, participant_id: a.participant_id, date: a.date, message: a.message }),
  apply: (_row: ReminderItem | null, a): ReminderItem => ({
    id: a.id,
    participant_id: a.participant_id,
    training_id: a.training_id,
    employee_id: a.employee_id,
    date: a.date,
    message: a.message,
    done: 0,
    created_at: now(),
    version: 0,
    updated_at: now(),
  }),
  describe: (_row, a) => `Reminder ${a.message.slice(0, 30)}`,
});

export const reminderEdit = defineMutation({
  name: 'reminder.edit',
  title: 'Edit reminder',
  args: reminderEditBodySchema.omit({ base: true }),
  table: 'training_reminders',
  entityId: (a) => a.reminder_id,
  changedFields: (a) => REMINDER_EDIT_FIELDS.filter((f) => a[f] !== undefined),
  method: 'POST',
  path: '/api/trainings/reminders/edit',
  body: reminderEditBodySchema,
  apply: (row: ReminderItem | null, a) =>
    row ? { ...row, date: a.date ?? row.date, message: a.message ?? row.message, done: a.done ?? row.done, updated_at: now() } : null,
  describe: (row, a) => label(row, a.reminder_id),
});

export const reminderDelete = defineMutation({
  name: 'reminder.delete',
  title: 'Delete reminder',
  args: reminderIdBodySchema,
  table: 'training_reminders',
  entityId: (a) => a.reminder_id,
  method: 'POST',
  path: '/api/trainings/reminders/delete',
  body: reminderIdBodySchema,
  apply: (_row: ReminderItem | null): ReminderItem | null => null,
  describe: (row, a) => label(row, a.reminder_id),
});

export const remindersMutations = [reminderAdd, reminderEdit, reminderDelete];
