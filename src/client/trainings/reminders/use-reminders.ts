import { useLiveQuery } from 'dexie-react-hooks';
import { compareReminders, type ReminderItem } from '../../../shared/trainings/reminders.schema';
import { useOffline } from '../../offline/offline-context';

export type ReminderRow = ReminderItem & { _pending?: 1 };

/** A participant's reminders from the mirror, not done first, then by date; undefined while loading. */
export function useReminders(participantId: string | undefined): ReminderRow[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    if (!participantId) return [];
    const rows = (await db.mirror('training_reminders').where('participant_id').equals(participantId).toArray()) as ReminderRow[];
    return rows.sort(compareReminders);
  }, [db, participantId]);
}
