import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { participantResult, participantStatus } from '../../../shared/trainings/trainings.mutations';
import type { ParticipantResult, ParticipantStatus } from '../../../shared/trainings/trainings.schema';
import { useOffline } from '../../offline/offline-context';
import { useMutate } from '../../offline/use-mutate';
import { useToast } from '../../ui/toasts';
import { useParticipants, type ParticipantView } from '../data/use-training-data';
import { peopleWithPendingMarks, pruneTaps, withTaps, type AttendanceEntry, type Taps } from './attendance-logic';

export interface AttendanceEntryView extends AttendanceEntry {
  avatar: string | null;
  pending: boolean;
}

export type MarkField = 'status' | 'result';
export type MarkFn = (id: string, field: MarkField, value: string) => void;

export interface Attendance {
  entries: AttendanceEntryView[] | undefined;
  /** Status and result changes of these participants still in the outbox. */
  waiting: number;
  mark: MarkFn;
  /** Sets 'followed' on each of these, one mutation per person, in order. */
  markAll: (ids: readonly string[]) => Promise<void>;
}

const entryOf = (v: ParticipantView): AttendanceEntryView => ({
  id: v.participant.id,
  name: v.name,
  avatar: v.avatar,
  status: v.participant.status,
  result: v.participant.result,
  pending: v.participant._pending === 1,
});

/**
 * The attendance screen's data and its one-tap writes. A tap shows on its button in the same
 * render (`taps`), is written to the mirror and the outbox in one transaction, and is dropped from
 * `taps` once the mirror shows it; nothing waits for the network.
 */
export function useAttendance(trainingId: string, trainingName: string): Attendance {
  const { db } = useOffline();
  const mutate = useMutate();
  const toast = useToast();
  const views = useParticipants(trainingId);
  const [taps, setTaps] = useState<Taps>({});
  const mirrored = useMemo(() => views?.map(entryOf), [views]);
  const idSet = useMemo(() => new Set(mirrored?.map((e) => e.id) ?? []), [mirrored]);
  const outbox = useLiveQuery(() => db.outbox.where('state').equals('pending').toArray(), [db]);
  const waiting = useMemo(() => peopleWithPendingMarks(outbox ?? [], idSet), [outbox, idSet]);

  useEffect(() => {
    if (mirrored) setTaps((t) => pruneTaps(t, mirrored));
  }, [mirrored]);

  // The latest entries for the callbacks, so the rows' memo keeps holding across renders.
  const latest = useRef<{ entries: AttendanceEntryView[]; name: string }>({ entries: [], name: trainingName });
  const entries = useMemo(() => (mirrored ? withTaps(mirrored, taps) : undefined), [mirrored, taps]);
  useEffect(() => {
    latest.current = { entries: entries ?? [], name: trainingName };
  }, [entries, trainingName]);

  const write = useCallback(
    async (id: string, field: MarkField, value: string) => {
      const person = latest.current.entries.find((e) => e.id === id)?.name ?? '';
      const label = `${person}: ${latest.current.name}`;
      try {
        if (field === 'status') await mutate(participantStatus, { participant_id: id, status: value as ParticipantStatus }, { label });
        else await mutate(participantResult, { participant_id: id, result: value as ParticipantResult }, { label });
      } catch (e) {
        setTaps((t) => {
          const { [id]: _dropped, ...rest } = t;
          return rest;
        });
        toast.error(
          field === 'status' ? (participantStatus.refusedTitle ?? '') : (participantResult.refusedTitle ?? ''),
          e instanceof Error ? e.message : undefined,
        );
        throw e;
      }
    },
    [mutate, toast],
  );

  const mark = useCallback<MarkFn>(
    (id, field, value) => {
      const shown = latest.current.entries.find((e) => e.id === id);
      if (!shown || shown[field] === value) return;
      setTaps((t) => ({ ...t, [id]: { ...t[id], [field]: value } }));
      void write(id, field, value).catch(() => undefined);
    },
    [write],
  );

  const markAll = useCallback(
    async (ids: readonly string[]) => {
      setTaps((t) => ({ ...t, ...Object.fromEntries(ids.map((id) => [id, { ...t[id], status: 'followed' as const }])) }));
      for (const id of ids) await write(id, 'status', 'followed').catch(() => undefined);
    },
    [write],
  );

  return { entries, waiting, mark, markAll };
}
