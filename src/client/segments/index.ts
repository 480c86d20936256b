// Segments, attachable to any list of objects of one type (docs/architecture.md section 3):
//   <SegmentSelect object="car" value={segmentId} onChange={...} back={listUrl} />
// and the list's row test, compiled once per segment: const { matches } = useCarSegmentFilter(segmentId, people);
// The settings page and the builder are routes: SegmentsPage, SegmentBuilderPage.
export { SegmentSelect, type SegmentSelectProps } from './segment-select';
export { ListFilters } from './list-filters';
export {
  useAssetSegmentFilter,
  useCarSegmentFilter,
  useParticipantSegmentFilter,
  usePersonSegmentFilter,
  type ListSegmentFilter,
  type ParticipantLike,
} from './use-segment-filter';
export { SegmentsPage } from './segments-page';
export { SegmentBuilderPage } from './segment-builder-page';
export type { OptionLabels } from './use-builder-fields';
