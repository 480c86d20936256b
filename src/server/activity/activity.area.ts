import { activity } from '../db/schema/activity';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { activityChanges } from './activity.repo';
import { activityRoutes } from './activity.routes';

export const activityArea = defineServerArea({
  name: 'activity',
  routes: activityRoutes,
  pull: {
    // An item goes where its object goes: to whoever may see the object (object-access.ts).
    activity: {
      changes: async (tx, v, w) => (await activityChanges(tx, v, w)).map((r) => pullItem('activity', r.item, r.visible)),
      sqlTable: activity,
    },
  },
});
