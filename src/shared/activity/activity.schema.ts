import { z } from 'zod';
import { messages } from '../messages';
import { OBJECT_TYPES } from '../objects';
import { textInput } from '../input-schemas';

// The activity feed (software-contracts-push.md sections 2, 3, 5 and 9): a history of events and
// notes on any object's detail page. One table for every object type, keyed by related_object.

/** The spec's event types, verbatim. */
export const SPEC_EVENT_TYPES = [
  'role_updated',
  'reports_to_updated',
  'note_added',
  'wage_updated',
  'wage_duration_updated',
  'asset_updated',
  'asset_request_declined',
  'car_assigned',
  'car_unassigned',
  'car_owner_changed',
  'selfservice_personal_details_updated',
  'freelance_contract_terminated',
  'payroll_contract_terminated',
  'verzuim_updated',
  'budget_added',
  'budget_updated',
  'budget_deleted',
  'leave_accrual_correction_added',
  'participant_status_changed',
  'participant_result_changed',
  'history_role_updated',
] as const;

/**
 * Ours, where the spec names none: an asset added, given a new owner, archived, unarchived, or
 * assigned to / taken from a person (on the person's feed); a vehicle added, archived, unarchived, or its own fields changed (asset_updated is for assets);
 * an object's tags changed ({ added: string[], removed: string[] }); an object's custom field values
 * changed ({ changes: FieldChange[] } naming each field and its values as shown, plus field_id);
 * a training added, changed, put into or taken out of a program, deleted, and a participant added or removed.
 * An area's own event types are in its `<area>.events.ts`, with what their event_info_json holds.
 */
export const EXTRA_EVENT_TYPES = [
  'car_added',
  'car_updated',
  'car_archived',
  'car_unarchived',
  'tags_updated',
  'custom_fields_updated',
  'document_added',
  'document_deleted',
  'asset_added',
  'asset_owner_changed',
  'asset_archived',
  'asset_unarchived',
  'asset_assigned',
  'asset_unassigned',
  'training_added',
  'training_updated',
  'training_added_to_program',
  'training_removed_from_program',
  'training_deleted',
  'participant_added',
  'participant_removed',
] as const;

/** The event types of the core; with the areas' own: EventType (event-types.ts). */
export type CoreEventType = (typeof SPEC_EVENT_TYPES)[number] | (typeof EXTRA_EVENT_TYPES)[number];

export const NOTE_MAX_LENGTH = 400;
/** software-contracts-push.md section 9: pages of 50; a shorter page means everything is loaded. */
export const ACTIVITY_PAGE_SIZE = 50;
/** The feed groups a person's changes made on one device at most this long apart (ours). */
export const ACTIVITY_GROUP_WINDOW_MS = 10 * 60_000;
/** Above this gap between made and received, an entry shows both times: the change waited offline (ours). */
export const ACTIVITY_SYNC_DELAY_SHOWN_MS = 60_000;
/** software-contracts-push.md section 9: infinite scroll loads more within 100 px of the bottom. */
export const INFINITE_SCROLL_MARGIN_PX = 100;

/** One changed field of an `*_updated` item. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * What event_info_json holds, by event type (others are free-form until their area lands):
 * - car_updated: { changes: FieldChange[] }
 * - car_added: { car_name }; car_archived: { date_end }; car_unarchived: {}
 * - car_assigned / car_unassigned on a car also carry start_date / end_date when the edit gave them
 * - custom_fields_updated: { changes: (FieldChange & { field_id: string })[] }
 * - car_assigned / car_unassigned: { car_id, employee_id, employee_name }
 * - car_owner_changed: { old_employee_id, old_employee_name, new_employee_id, new_employee_name }
 * - note_added: { text }
 * - document_added / document_deleted: { filename, content_type }
 * - asset_added (on the asset): { asset_name, employee_id, employee_name }
 * - asset_updated (spec type, on the asset): { changes: FieldChange[] } for price, vendor, serial_number
 * - asset_owner_changed (on the asset): { old_employee_id, old_employee_name, new_employee_id, new_employee_name }
 * - asset_archived / asset_unarchived (on the asset): { asset_name }
 * - asset_assigned / asset_unassigned (on each person concerned of the company): { asset_id, asset_name }
 * - training_added (on the training or program): { name, is_program, program_id, program_name }
 * - training_updated (on the training or program): { changes: FieldChange[] } for the form's fields and program_name
 * - training_added_to_program / training_removed_from_program (on the training): { program_id, program_name }
 * - training_deleted (on each participant's person, and on the program of a deleted session): { training_id, training_name, is_program, program_name }
 * - participant_added / participant_removed (on the training): { employee_id, employee_name }
 * - participant_status_changed (spec type, on the training_participant): { training_id, training_name, employee_id, employee_name, old_status, new_status }
 * - participant_result_changed (spec type, on the training_participant): { training_id, training_name, employee_id, employee_name, old_result, new_result }
 */
export type EventInfo = Record<string, unknown>;

/** An item of getActivity, the mirror and addNote's answer: the spec's fields plus ours. */
export const activityItemSchema = z.object({
  id: z.string(),
  related_object: z.enum(OBJECT_TYPES),
  related_object_id: z.string(),
  /** An EventType (event-types.ts): the activity table's own row type cannot name the areas' types, being one of them. */
  event_type: z.string(),
  event_info_json: z.record(z.string(), z.unknown()),
  /** Who did it; null for the system (imports, seeds) or a user since removed. */
  related_user_id: z.string().nullable(),
  real_name: z.string().nullable(),
  user_avatar: z.string().nullable(),
  /** When it happened on the device that made it (ISO), which may be before it reached the server. */
  happened_at: z.string(),
  /** happened_at as dd/mm/yyyy HH:mm in the company's time zone. */
  date_formatted: z.string(),
  /** When it reached the server (ISO); later than happened_at for a change made offline. '' until it has. */
  received_at: z.string(),
  /** The device that made it; null for calls without a device (API users, imports, demo data). */
  device_id: z.string().nullable(),
  version: z.number(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

const noteText = textInput(NOTE_MAX_LENGTH, messages.activity.noteTooLong).min(1, messages.activity.noteRequired);

/** POST /api/activity/addNote. `id` is made by the client, so a note written offline keeps it. */
export const addNoteBodySchema = z.object({
  id: z.uuid().optional(),
  related_object: z.enum(OBJECT_TYPES),
  related_object_id: z.uuid(),
  text: noteText,
});
export type AddNoteBody = z.infer<typeof addNoteBodySchema>;

/** The add-note form: the same rule as the server's, for the inline message. */
export const noteFormSchema = z.object({ text: noteText });

/** GET /api/activity/{relatedObject}/{relatedObjectId}?page= (getActivity). Pages are 0-based. */
export const activityParamsSchema = z.object({
  relatedObject: z.enum(OBJECT_TYPES),
  relatedObjectId: z.uuid(),
});
export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});
