import { z } from 'zod';
import { isValidIsoDate } from '../format';
import { messages } from '../messages';
import { editBaseSchema } from '../sync/edit-base';

// A participant's reminders (trainings.md section 2: 'manage reminders at
// /reminders/training/{id}?relatedEmployeeId='; the page's contents are not shown, so ours): a
// date, a message and whether it is done. A reminder belongs to one participant and goes with it.

export const REMINDER_MESSAGE_MAX_LENGTH = 500;

/** A row of the reminders mirror and every reminder write's answer. */
export const reminderItemSchema = z.object({
  id: z.string(),
  participant_id: z.string(),
  /** The participant's training and person, for the page's lookup by the route's ids. */
  training_id: z.string(),
  employee_id: z.string(),
  date: z.string(),
  message: z.string(),
  done: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  version: z.number(),
  updated_at: z.string(),
});
export type ReminderItem = z.infer<typeof reminderItemSchema>;

const m = () => messages.trainings;
const reminderDate = z
  .string({ error: () => m().reminderDateRequired })
  .min(1, { error: () => m().reminderDateRequired })
  .refine(isValidIsoDate, { error: () => messages.validation.invalidDate });
const reminderMessage = z
  .string({ error: () => m().reminderMessageRequired })
  .trim()
  .min(1, { error: () => m().reminderMessageRequired })
  .max(REMINDER_MESSAGE_MAX_LENGTH, { error: () => messages.validation.tooLong(REMINDER_MESSAGE_MAX_LENGTH) });
const doneFlag = z.union([z.literal(0), z.literal(1)]);

/** The reminder form: the same rules as the server's, for the inline messages. */
export const reminderFormSchema = z.object({ date: reminderDate, message: reminderMessage });

/** POST /api/trainings/reminders/add. `id` is made by the client, so a reminder added offline keeps it. */
export const reminderAddBodySchema = reminderFormSchema.extend({ id: z.uuid().optional(), participant_id: z.uuid() });
/** POST /api/trainings/reminders/edit: the fields it names, with `base`. */
export const reminderEditBodySchema = z.object({
  reminder_id: z.uuid(),
  date: reminderDate.optional(),
  message: reminderMessage.optional(),
  done: doneFlag.optional(),
  base: editBaseSchema,
});
export const REMINDER_EDIT_FIELDS = ['date', 'message', 'done'] as const;
/** POST /api/trainings/reminders/delete. */
export const reminderIdBodySchema = z.object({ reminder_id: z.uuid() });

/** The reminders page of a participant (trainings.md section 2's route). */
export const remindersPath = (trainingId: string, employeeId: string) => `/reminders/training/${trainingId}?relatedEmployeeId=${employeeId}`;

/** Not done first, then by date, then as made. */
export const compareReminders = (a: ReminderItem, b: ReminderItem) => a.done - b.done || a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
