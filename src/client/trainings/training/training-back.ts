import { backPathSchema } from '../../../shared/back-path';
import { programPath } from '../../../shared/trainings/training-rules';

// The back link of a training's and a participant's page (trainings.md section 2): the most recent
// of an inbox trainings request, a person's trainings page, a program page, an insights page, or
// /trainings. "Most recent" is the page the user came from, passed along as `back=`; only those
// pages are honoured, so a hand-made link cannot send the user somewhere unrelated.

export type BackKind = 'person' | 'program' | 'inbox' | 'insights' | 'list';

export interface TrainingBack {
  to: string;
  kind: BackKind;
  /** The person's or program's id, so the page can name them. */
  id: string | null;
}

const PATTERNS: readonly (readonly [BackKind, RegExp])[] = [
  ['person', /^\/people\/([^/?#]+)\/trainings(?:[?#].*)?$/],
  ['program', /^\/trainings\/programs\/([^/?#]+)(?:[?#].*)?$/],
  ['inbox', /^\/inbox(?:[/?#].*)?$/],
  ['insights', /^\/insights(?:[/?#].*)?$/],
  // The list itself, with its segment, search and page kept.
  ['list', /^\/trainings(?:[?#].*)?$/],
];

/** A `back=` value when it is one of the pages the rule names; null otherwise. */
export function allowedBack(raw: string | null): TrainingBack | null {
  const parsed = backPathSchema.safeParse(raw ?? '');
  if (!parsed.success) return null;
  for (const [kind, pattern] of PATTERNS) {
    const m = pattern.exec(parsed.data);
    if (m) return { to: parsed.data, kind, id: m[1] ?? null };
  }
  return null;
}

/** Where a training's page goes back to: `back=`, else a session's program page, else the list. */
export function trainingBack(raw: string | null, programId: string | null): TrainingBack {
  const given = allowedBack(raw);
  if (given) return given;
  if (programId) return { to: programPath(programId), kind: 'program', id: programId };
  return { to: '/trainings', kind: 'list', id: null };
}

/** A path with the `back=` that brought the user here, so the pages after it can return along the chain. */
export function withBack(path: string, back: string | null): string {
  const given = allowedBack(back);
  return given ? `${path}?back=${encodeURIComponent(given.to)}` : path;
}

/** The link's words: the person's or program's name when the device knows it. */
export function backLabel(back: TrainingBack, name: string | null): string {
  switch (back.kind) {
    case 'person':
      return name ? `Trainings of ${name}` : 'Trainings of the person';
    case 'program':
      return name ?? 'Program';
    case 'inbox':
      return 'Inbox';
    case 'insights':
      return 'Insights';
    case 'list':
      return 'Trainings';
  }
}
