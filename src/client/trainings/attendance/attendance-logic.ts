import { foldText } from '../../../shared/format';
import type { ParticipantResult, ParticipantStatus } from '../../../shared/trainings/trainings.schema';
import { NEW_PARTICIPANT_STATUS } from '../../../shared/trainings/trainings.schema';
import { participantResult, participantStatus } from '../../../shared/trainings/trainings.mutations';

// The attendance screen's pure parts: which rows show, the counts at the top, which outbox items
// are this training's marks, and the taps not yet read back from the mirror.

/** What one row needs: the participant's id, name and current marks. */
export interface AttendanceEntry {
  id: string;
  name: string;
  status: ParticipantStatus;
  result: ParticipantResult;
}

/** A tap the mirror has not echoed yet; the button shows it at once. */
export type Tap = Partial<Pick<AttendanceEntry, 'status' | 'result'>>;
export type Taps = Readonly<Record<string, Tap>>;

/** 'Not yet marked': the status a participant starts with. */
export const isUnmarked = (e: Pick<AttendanceEntry, 'status'>) => e.status === NEW_PARTICIPANT_STATUS;

export function attendanceCounts(entries: readonly AttendanceEntry[]): { total: number; followed: number; unmarked: number } {
  let followed = 0;
  let unmarked = 0;
  for (const e of entries) {
    if (e.status === 'followed') followed += 1;
    if (isUnmarked(e)) unmarked += 1;
  }
  return { total: entries.length, followed, unmarked };
}

export interface RowFilter {
  search: string;
  unmarkedOnly: boolean;
  /**
   * Rows shown when 'not yet marked' was switched on: they stay until it is switched again, so a
   * row the trainer just marked does not vanish and slide the next person under their finger.
   */
  kept: ReadonlySet<string>;
}

export function visibleEntries<E extends AttendanceEntry>(entries: readonly E[], f: RowFilter): E[] {
  const needle = foldText(f.search.trim());
  return entries.filter((e) => (!needle || foldText(e.name).includes(needle)) && (!f.unmarkedOnly || isUnmarked(e) || f.kept.has(e.id)));
}

/** The entries with the taps applied over them. */
export const withTaps = <E extends AttendanceEntry>(entries: readonly E[], taps: Taps): E[] => entries.map((e) => (taps[e.id] ? { ...e, ...taps[e.id] } : e));

/** Drops the taps the mirror now shows (or whose participant is gone); the same object when none is dropped. */
export function pruneTaps(taps: Taps, entries: readonly AttendanceEntry[]): Taps {
  const byId = new Map(entries.map((e) => [e.id, e]));
  let changed = false;
  const next: Record<string, Tap> = {};
  for (const [id, tap] of Object.entries(taps)) {
    const e = byId.get(id);
    const rest: Tap = {};
    if (e && tap.status !== undefined && tap.status !== e.status) rest.status = tap.status;
    if (e && tap.result !== undefined && tap.result !== e.result) rest.result = tap.result;
    if (rest.status !== undefined || rest.result !== undefined) next[id] = rest;
    if (rest.status !== tap.status || rest.result !== tap.result) changed = true;
  }
  return changed ? next : taps;
}

const MARK_MUTATIONS: ReadonlySet<string> = new Set([participantStatus.name, participantResult.name]);

/**
 * How many of these participants have marks still to be sent: people, not changes (a corrected mark
 * is a second change for the same person).
 */
export function peopleWithPendingMarks(
  items: readonly { name: string; table: string; entity_id: string; state: string }[],
  participantIds: ReadonlySet<string>,
): number {
  const people = new Set<string>();
  for (const i of items)
    if (i.state === 'pending' && i.table === 'training_participants' && MARK_MUTATIONS.has(i.name) && participantIds.has(i.entity_id)) people.add(i.entity_id);
  return people.size;
}
