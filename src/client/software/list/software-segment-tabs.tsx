import { Link, useLocation } from 'react-router-dom';
import { SOFTWARE_BUILT_IN_SEGMENTS, SOFTWARE_SEGMENT_LABELS } from '../../../shared/software/software.schema';
import type { SegmentRow } from '../../../shared/segments/segments.schema';
import { useCan } from '../../lib/use-can';
import { LinkTabs } from '../../ui/link-tabs';
import { IconPlus } from '../../ui/icons';

/** The segment builder for licences, coming back to this list (software-contracts-push.md section 2's builder route). */
const builderHref = (back: string, id?: string) =>
  `/settings/segments/builder?${new URLSearchParams({ ...(id ? { id } : {}), object: 'license', back }).toString()}`;

/**
 * /software's segments as tabs, each its own URL: the three built-in views, then the company's
 * custom licence segments (the caller passes none for light access). The search stays when
 * switching; the page and the sort start afresh (the views sort by different columns).
 */
export function SoftwareSegmentTabs({ current, custom, search }: { current: string; custom: readonly SegmentRow[]; search: string }) {
  const can = useCan();
  const location = useLocation();
  const href = (segment: string) => {
    const params = new URLSearchParams();
    if (segment !== 'all') params.set('segment', segment);
    if (search) params.set('q', search);
    const query = params.toString();
    return query ? `/software?${query}` : '/software';
  };
  const tabs = [
    ...SOFTWARE_BUILT_IN_SEGMENTS.map((key) => ({ key, label: SOFTWARE_SEGMENT_LABELS[key], to: href(key) })),
    ...custom.map((s) => ({ key: s.id, label: s.name, to: href(s.id) })),
  ];
  const back = `${location.pathname}${location.search}`;
  const editable = can('segments.edit') && can('segments.custom');
  const chosenCustom = custom.some((s) => s.id === current);
  return (
    <div className="software-segments">
      <LinkTabs label="Segments" tabs={tabs} current={current} />
      {editable ? (
        <div className="software-segment-links">
          {chosenCustom ? (
            <Link className="btn btn-ghost" to={builderHref(back, current)}>
              Edit segment
            </Link>
          ) : null}
          <Link className="btn btn-ghost" to={builderHref(back)}>
            <IconPlus size={18} /> New segment
          </Link>
        </div>
      ) : null}
    </div>
  );
}
