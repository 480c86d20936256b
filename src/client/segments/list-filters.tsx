import { useLocation } from 'react-router-dom';
import type { ListUrlState } from '../lib/use-list-url-state';
import { TagFilter } from '../tags';
import { SegmentSelect } from './segment-select';
import './segments.css';

/**
 * The filters row above a list of taggable objects: the segment select and the tag filter, kept
 * in the URL (a new choice goes back to page 1; the builder comes back to this very list).
 */
export function ListFilters({ object, segmentId, tag, update }: { object: 'car' | 'asset'; segmentId: string; tag: string; update: ListUrlState['update'] }) {
  const location = useLocation();
  return (
    <div className="list-filters">
      <SegmentSelect
        object={object}
        value={segmentId}
        onChange={(id) => update({ segment: id === 'all' ? null : id, page: null })}
        back={`${location.pathname}${location.search}`}
      />
      <TagFilter object={object} value={tag} onChange={(t) => update({ tag: t || null, page: null })} />
    </div>
  );
}
