import { createContext, useContext, type ReactNode } from 'react';
import type { ActivityItem } from '../../shared/activity/activity.schema';

// What an area's activity items say in the feed: the shell provides every area's texts from the
// area list, so the feed words a licence or a training without importing those areas.

/** How an area words its own fields and values in a list of changes. */
export interface ChangeWording {
  label: (field: string) => string;
  value: (v: unknown, field: string) => string;
}

export interface AreaActivityTexts {
  /** The sentence after who did it, for the area's own items; undefined for the others' (and its lists of changes). */
  text: (item: ActivityItem) => ReactNode | undefined;
  /** How its *_updated items name fields and show values, by event type. */
  wording?: Readonly<Record<string, ChangeWording>>;
}

const ActivityTextsContext = createContext<readonly AreaActivityTexts[]>([]);

export function ActivityTextsProvider({ texts, children }: { texts: readonly AreaActivityTexts[]; children: ReactNode }) {
  return <ActivityTextsContext value={texts}>{children}</ActivityTextsContext>;
}

export const useActivityTexts = () => useContext(ActivityTextsContext);
