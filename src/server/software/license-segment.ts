import { SOFTWARE_BUILT_IN_SEGMENTS, type GroupedListQuery, type SoftwareBuiltInSegment } from '../../shared/software/software.schema';

// Which rows a /software segment shows: 'all' is the products (grouped by product), 'active' and
// 'inactive' are licences of that state; active_state_filter (0: inactive, 1: active) narrows any
// of them to licences of one state.

export type LicenseSegment = { grouped: true; active: 0 | 1 | undefined } | { grouped: false; active: 0 | 1 | undefined; empty: boolean; custom: boolean };

const isBuiltIn = (id: string): id is SoftwareBuiltInSegment => (SOFTWARE_BUILT_IN_SEGMENTS as readonly string[]).includes(id);

export function licenseSegment(q: Pick<GroupedListQuery, 'segment_id' | 'active_state_filter'>): LicenseSegment {
  const filter = q.active_state_filter === undefined ? undefined : q.active_state_filter === '1' ? 1 : 0;
  // A custom segment lists licences; its condition is the segments area's (listSegmentWhere).
  if (!isBuiltIn(q.segment_id)) return { grouped: false, active: filter, empty: false, custom: true };
  if (q.segment_id === 'all') return { grouped: true, active: filter };
  const state = q.segment_id === 'active' ? 1 : 0;
  // 'active' with active_state_filter 0 asks for licences both active and not: none.
  return { grouped: false, active: state, empty: filter !== undefined && filter !== state, custom: false };
}
