import { mirrored, type SharedArea } from '../sync/area';
import { segmentsMutations } from './segments.mutations';
import type { SegmentRow } from './segments.schema';

const tables = [mirrored<SegmentRow>()('segments', 'Segments', 'id, object_type')] as const;

export const segmentsArea: SharedArea<typeof tables> = { tables, mutations: segmentsMutations, objectTypes: [] };
