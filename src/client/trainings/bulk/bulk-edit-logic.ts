import { foldText } from '../../../shared/format';
import { PARTICIPANT_RESULTS, PARTICIPANT_STATUSES, RESULT_LABELS, STATUS_LABELS } from '../../../shared/trainings/trainings.schema';
import { messages } from '../../../shared/messages';
import type { ParticipantView } from '../data/use-training-data';

// The status and result bulk pages as pure functions: one mode's values and words, the filter's
// counts, who the filter and search show, the selection's current value, and what to change.

export type EditMode = 'status' | 'result';

export interface ModeWords {
  values: readonly string[];
  labels: Record<string, string>;
  /** The column and the modal's field: 'Status'. */
  noun: string;
  button: string;
  chooseError: string;
  updated: (n: number) => string;
}

export const MODES: Record<EditMode, ModeWords> = {
  status: {
    values: PARTICIPANT_STATUSES,
    labels: STATUS_LABELS,
    noun: 'Status',
    button: 'Change status',
    chooseError: messages.trainings.selectStatus,
    updated: messages.trainings.statusUpdatedBulk,
  },
  result: {
    values: PARTICIPANT_RESULTS,
    labels: RESULT_LABELS,
    noun: 'Result',
    button: 'Change result',
    chooseError: messages.trainings.selectResult,
    updated: messages.trainings.resultUpdatedBulk,
  },
};

const valueOf = (mode: EditMode, v: ParticipantView): string => (mode === 'status' ? v.participant.status : v.participant.result);

/** 'all' and each value with how many participants have it. */
export function filterCounts(mode: EditMode, views: readonly ParticipantView[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of views) counts.set(valueOf(mode, v), (counts.get(valueOf(mode, v)) ?? 0) + 1);
  return [{ value: 'all', count: views.length }, ...MODES[mode].values.map((value) => ({ value, count: counts.get(value) ?? 0 }))];
}

/** The rows the filter and the name search show. */
export function shownRows(mode: EditMode, views: readonly ParticipantView[], filter: string, search: string): ParticipantView[] {
  const needle = foldText(search.trim());
  return views.filter((v) => (filter === 'all' || valueOf(mode, v) === filter) && (!needle || foldText(v.name).includes(needle)));
}

/** The selection's value when everyone has the same one, else 'mixed'; null with nobody. */
export function commonValue(mode: EditMode, selected: readonly ParticipantView[]): string | null {
  if (selected.length === 0) return null;
  const first = valueOf(mode, selected[0]!);
  return selected.every((v) => valueOf(mode, v) === first) ? MODES[mode].labels[first]! : messages.trainings.mixed;
}

/** Who gets the new value: those who do not have it already. */
export const toChange = (mode: EditMode, selected: readonly ParticipantView[], value: string) => selected.filter((v) => valueOf(mode, v) !== value);
