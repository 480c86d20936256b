import { z } from 'zod';
import { uuidv7Time } from '../ids';
import { defineMutation } from '../sync/mutation';
import { addNoteBodySchema, type ActivityItem } from './activity.schema';

// The activity feed's writes. Events are written by the server inside other writes; the only
// write of its own is a note, made on the device and replayed as addNote.

export const noteAddArgsSchema = addNoteBodySchema.extend({ id: z.uuid() });
export type NoteAddArgs = z.infer<typeof noteAddArgsSchema>;

/** The note as this device shows it until the server's row replaces it. Pure: the time is the id's. */
export function localNoteRow(a: NoteAddArgs): ActivityItem {
  return {
    id: a.id,
    related_object: a.related_object,
    related_object_id: a.related_object_id,
    event_type: 'note_added',
    event_info_json: { text: a.text },
    related_user_id: null,
    real_name: null,
    user_avatar: null,
    happened_at: new Date(uuidv7Time(a.id) ?? 0).toISOString(),
    date_formatted: '',
    received_at: '',
    // This device's: the feed keeps a pending note apart by _pending, the server's row names the device.
    device_id: null,
    version: 0,
  };
}

const preview = (text: string) => (text.length > 30 ? `${text.slice(0, 30)}…` : text);

export const noteAdd = defineMutation({
  name: 'note.add',
  title: 'Add note',
  args: noteAddArgsSchema,
  table: 'activity',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/activity/addNote',
  body: addNoteBodySchema,
  // A row already there is the server's (an answer lost, then pulled): it wins.
  apply: (row: ActivityItem | null, a) => row ?? localNoteRow(a),
  describe: (_row, a) => `Note “${preview(a.text)}”`,
});

export const activityMutations = [noteAdd];
