import { defineMutation } from '../sync/mutation';
import { segmentDeleteBodySchema, segmentSaveBodySchema, type SegmentRow } from './segments.schema';

// The builder's two writes. A save replaces the whole segment (name and definition go together:
// half of one person's edit over half of another's would be a segment nobody made), so it carries
// no base and the last save wins.

export const segmentSave = defineMutation({
  name: 'segments.save',
  title: 'Save segment',
  args: segmentSaveBodySchema,
  table: 'segments',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/segments/save',
  body: segmentSaveBodySchema,
  apply: (row: SegmentRow | null, a): SegmentRow => ({
    id: a.id,
    object_type: a.object_type,
    name: a.name,
    definition: a.definition,
    version: row?.version ?? 0,
  }),
  describe: (row, a) => `Segment ${a.name || row?.name || a.id.slice(0, 8)}`,
});

export const segmentDelete = defineMutation({
  name: 'segments.delete',
  title: 'Delete segment',
  args: segmentDeleteBodySchema,
  table: 'segments',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/segments/delete',
  body: segmentDeleteBodySchema,
  apply: (): SegmentRow | null => null,
  describe: (row: SegmentRow | null, a) => `Segment ${row?.name ?? a.id.slice(0, 8)}`,
});

export const segmentsMutations = [segmentSave, segmentDelete];
