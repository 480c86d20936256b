import { PARTICIPANT_SEARCH } from '../../../shared/list-search';
import { listSearchReaders } from '../../lib/list-search';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PersonListItem } from '../../../shared/people/people.schema';
import type { Viewer } from '../../../shared/policy/viewer';
import { inViewerTeams, trainingDeleteRefusal } from '../../../shared/trainings/training-delete-rule';
import { comparePersonTrainings, compareSessions } from '../../../shared/trainings/training-rules';
import type { ParticipantItem, PersonTraining, TrainingItem } from '../../../shared/trainings/trainings.schema';
import { compareCodeUnits, compareFolded } from '../../../shared/sort';
import { useMirrorFind } from '../../offline/use-mirror-find';
import { useOffline } from '../../offline/offline-context';

// The trainings pages' reads from the mirror, shared by every page of the area. A session's
// program name and a participant's name come from the programs' and people's own rows, so a
// rename or a change made on this device shows at once; the copies the rows carry are fallbacks.

export type TrainingRow = TrainingItem & { _pending?: 1 };
export type ParticipantRow = ParticipantItem & { _pending?: 1 };

export interface FoundTraining {
  training: TrainingRow;
  /** The session's program, when it is one. */
  program: TrainingRow | null;
  /** A program's sessions, first one first (compareSessions); empty for a training or session. */
  sessions: TrainingRow[];
}

/** A training, session or program with its program and sessions; undefined while loading, null when not there. */
export function useTraining(id: string | undefined): FoundTraining | null | undefined {
  return useMirrorFind(async (db): Promise<FoundTraining | null> => {
    const training = (await db.mirror('trainings').get(id ?? '')) as TrainingRow | undefined;
    if (!training) return null;
    const program = training.program_id ? (((await db.mirror('trainings').get(training.program_id)) as TrainingRow | undefined) ?? null) : null;
    const sessions = training.is_program === 1 ? ((await db.mirror('trainings').where('program_id').equals(training.id).toArray()) as TrainingRow[]).sort(compareSessions) : [];
    return { training, program, sessions };
  }, [id]);
}

/** The company's programs by name (listAvailablePrograms, from the mirror). */
export function usePrograms(): TrainingRow[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const all = (await db.mirror('trainings').toArray()) as TrainingRow[];
    return all.filter((t) => t.is_program === 1).sort((a, b) => compareFolded(a.name, b.name) || compareCodeUnits(a.id, b.id));
  }, [db]);
}

/** A participant with the person's name, avatar and teams from the people mirror. */
export interface ParticipantView {
  participant: ParticipantRow;
  name: string;
  avatar: string | null;
  team_ids: string[];
}

/** A participant's search field (src/shared/list-search.ts): the person's name. */
export const { searchText: participantSearchText } = listSearchReaders<typeof PARTICIPANT_SEARCH, ParticipantView, null>(PARTICIPANT_SEARCH, {
  person: { own: (v) => v.name },
});

function viewOf(p: ParticipantRow, person: PersonListItem | undefined): ParticipantView {
  return { participant: p, name: person?.name ?? p.person_name, avatar: person?.avatar ?? p.avatar, team_ids: person?.team_ids ?? [] };
}

// As the server lists them (GET /api/trainings/{id}/participants): by name as foldSql orders it, then id.
const byName = (a: ParticipantView, b: ParticipantView) => compareFolded(a.name, b.name) || compareCodeUnits(a.participant.id, b.participant.id);

/** A training's participants by name; undefined while loading. */
export function useParticipants(trainingId: string | undefined): ParticipantView[] | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const rows = (await db.mirror('training_participants').where('training_id').equals(trainingId ?? '').toArray()) as ParticipantRow[];
    const people = (await db.mirror('employees').bulkGet(rows.map((r) => r.employee_id))) as (PersonListItem | undefined)[];
    return rows.map((r, i) => viewOf(r, people[i])).sort(byName);
  }, [db, trainingId]);
}

/** One participant with its training; undefined while loading, null when not there. */
export function useParticipant(participantId: string | undefined): { view: ParticipantView; training: TrainingRow | null } | null | undefined {
  return useMirrorFind(async (db) => {
    const p = (await db.mirror('training_participants').get(participantId ?? '')) as ParticipantRow | undefined;
    if (!p) return null;
    const person = (await db.mirror('employees').get(p.employee_id)) as PersonListItem | undefined;
    const training = ((await db.mirror('trainings').get(p.training_id)) as TrainingRow | undefined) ?? null;
    return { view: viewOf(p, person), training };
  }, [participantId]);
}

/** The participation of a person in a training (the reminders page's ids), or null. */
export function useParticipantOf(trainingId: string | undefined, employeeId: string | undefined) {
  return useMirrorFind(async (db) => {
    const rows = (await db.mirror('training_participants').where('training_id').equals(trainingId ?? '').toArray()) as ParticipantRow[];
    const p = rows.find((r) => r.employee_id === employeeId);
    if (!p) return null;
    const person = (await db.mirror('employees').get(p.employee_id)) as PersonListItem | undefined;
    const training = ((await db.mirror('trainings').get(p.training_id)) as TrainingRow | undefined) ?? null;
    return { view: viewOf(p, person), training };
  }, [trainingId, employeeId]);
}

/** How many participants each of these trainings has (a program page's sessions); undefined while loading. */
export function useParticipantCounts(trainingIds: readonly string[]): ReadonlyMap<string, number> | undefined {
  const { db } = useOffline();
  const key = trainingIds.join(',');
  return useLiveQuery(async () => {
    const ids = key ? key.split(',') : [];
    const rows = (await db.mirror('training_participants').where('training_id').anyOf(ids).toArray()) as ParticipantRow[];
    const counts = new Map(ids.map((id) => [id, 0]));
    for (const r of rows) counts.set(r.training_id, (counts.get(r.training_id) ?? 0) + 1);
    return counts;
  }, [db, key]);
}

/** A person's participation with its training and program (getEmployeeTrainings on the device). */
export interface PersonTrainingRow extends PersonTraining {
  _pending?: 1;
}

/** A person's trainings, newest date first (no date last); undefined while loading. */
export function usePersonTrainings(employeeId: string | undefined): PersonTrainingRow[] | undefined {
  const { db, synced } = useOffline();
  const rows = useLiveQuery(async () => {
    const mine = (await db.mirror('training_participants').where('employee_id').equals(employeeId ?? '').toArray()) as ParticipantRow[];
    const trainings = (await db.mirror('trainings').bulkGet([...new Set(mine.map((p) => p.training_id))])) as (TrainingRow | undefined)[];
    const byId = new Map(trainings.filter((t) => t !== undefined).map((t) => [t.id, t]));
    const programs = (await db.mirror('trainings').bulkGet([...new Set([...byId.values()].flatMap((t) => (t.program_id ? [t.program_id] : [])))])) as (TrainingRow | undefined)[];
    const programName = new Map(programs.filter((p) => p !== undefined).map((p) => [p.id, p.name]));
    return mine.flatMap((p): PersonTrainingRow[] => {
      const t = byId.get(p.training_id);
      if (!t) return [];
      return [{
        participant_id: p.id, training_id: t.id, name: t.name, program_id: t.program_id,
        program_name: t.program_id ? (programName.get(t.program_id) ?? t.program_name) : null,
        date: t.date, status: p.status, result: p.result, ...(p._pending ? { _pending: 1 as const } : {}),
      }];
    }).sort(comparePersonTrainings);
  }, [db, employeeId]);
  return rows && rows.length === 0 && !synced ? undefined : rows;
}

/**
 * Why this user may not delete the training (the shared rule over its participants and its
 * sessions', as the device holds them), or null; undefined while loading. The device of a
 * team-only manager holds only its teams' participants, so the server may still refuse.
 */
export function useDeleteRefusal(found: FoundTraining, viewer: Viewer): string | null | undefined {
  const { db } = useOffline();
  const ids = [found.training.id, ...found.sessions.map((s) => s.id)];
  return useLiveQuery(async () => {
    const participants = (await db.mirror('training_participants').where('training_id').anyOf(ids).toArray()) as ParticipantItem[];
    const people = (await db.mirror('employees').bulkGet(participants.map((p) => p.employee_id))) as (PersonListItem | undefined)[];
    return trainingDeleteRefusal(
      viewer,
      people.map((person) => ({ in_viewer_teams: inViewerTeams(viewer, person?.team_ids) })),
    );
  }, [db, ids.join(','), viewer]);
}
