import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { activityMutations } from './activity.mutations';
import type { ActivityItem } from './activity.schema';

const tables = [
  // One object's feed, newest first: a range of this index read in reverse.
  mirrored<Versioned<ActivityItem>>()('activity', 'Activity', 'id, [related_object+related_object_id+happened_at]'),
] as const;

export const activityArea: SharedArea<typeof tables> = { tables, mutations: activityMutations, objectTypes: [] };
