import { canSeeObjectType } from '../../shared/policy/object-rights';
import { can } from '../../shared/policy/policy';
import { segments } from '../db/schema/segments';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { segmentChanges } from './segments.repo';
import { segmentsRoutes } from './segments.routes';

export const segmentsArea = defineServerArea({
  name: 'segments',
  routes: segmentsRoutes,
  pull: {
    // The company's shared list filters: every row of a type the viewer may see, to those who may use them.
    segments: {
      changes: async (tx, v, w) => (await segmentChanges(tx, v, w)).map((r) => pullItem('segments', r, canSeeObjectType(v, r.object_type))),
      sqlTable: segments,
      // Spec: light access gets the built-in segments only; the custom ones are not even mirrored.
      access: (v) => can(v, 'segments.custom'),
    },
  },
});
