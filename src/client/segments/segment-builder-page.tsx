import type { ReactNode } from 'react';
import { BackLink } from '../ui/back-link';
import { useSearchParams } from 'react-router-dom';
import type { SegmentObjectType } from '../../shared/objects';
import { builtInSegmentFields } from '../../shared/segments/segment-fields';
import { segmentBuilderQuerySchema } from '../../shared/segments/segment.schema';
import type { SegmentRow } from '../../shared/segments/segments.schema';
import { OBJECT_LABELS } from '../custom-fields';
import { EmptyState } from '../ui/empty-state';
import { SegmentBuilderForm } from './segment-builder-form';
import { LIST_OF, segmentsSettingsHref } from './segment-links';
import { useBuilderFields, type OptionLabels } from './use-builder-fields';
import { isListObject } from './use-segment-access';
import { useSegmentRow } from './use-segments';
import './segments.css';

/**
 * Where to go after the builder: `back`, or the type's list. Going back to that list, it shows the
 * segment just saved, and no longer a deleted one.
 */
function backLink(object: SegmentObjectType, back: string | undefined, existing: SegmentRow | null) {
  return (show: string | null): string => {
    const url = new URL(back ?? LIST_OF[object] ?? segmentsSettingsHref(object), window.location.origin);
    if (url.pathname === LIST_OF[object]) {
      if (show) url.searchParams.set('segment', show);
      else if (existing && url.searchParams.get('segment') === existing.id) url.searchParams.delete('segment');
      url.searchParams.delete('page');
    }
    return `${url.pathname}${url.search}`;
  };
}

function Frame({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <>
      <BackLink to={back} label="Back" />
      <div className="page-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">A saved filter that the list offers next to All and Archived, for everyone in the company.</p>
        </div>
      </div>
      {children}
    </>
  );
}

/**
 * /settings/segments/builder?id=&object=&back= (spec): build or edit one segment, from the mirror.
 * @public Loaded with import() by the shell's routes.
 */
export function SegmentBuilderPage({ optionLabels }: { optionLabels: OptionLabels }) {
  const [params] = useSearchParams();
  const query = segmentBuilderQuerySchema.safeParse(Object.fromEntries(params));
  const object = query.success ? query.data.object : 'car';
  const row = useSegmentRow(query.success ? query.data.id : undefined);
  const lookups = useBuilderFields(object, optionLabels);
  const fallback = segmentsSettingsHref(query.success && isListObject(query.data.object) ? query.data.object : 'car');

  if (!query.success) {
    return (
      <Frame title="Segment" back={fallback}>
        <div className="card">
          <EmptyState title="This link is not complete" text="Open the builder from a list or from the segment settings." />
        </div>
      </Frame>
    );
  }
  const { id, back } = query.data;
  if (!isListObject(object) || builtInSegmentFields(object).length === 0) {
    return (
      <Frame title="Segment" back={back ?? fallback}>
        <div className="card">
          <EmptyState
            title={`Segments of ${OBJECT_LABELS[object].plural.toLowerCase()} are not available yet`}
            text="They arrive with that part of the product."
          />
        </div>
      </Frame>
    );
  }
  if (row === undefined || !lookups) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  const existing = row && row.object_type === object ? row : null;
  if (id && !existing) {
    return (
      <Frame title="Segment" back={back ?? fallback}>
        <div className="card">
          <EmptyState title="This segment does not exist" text="It may have been deleted. Lists show All instead." />
        </div>
      </Frame>
    );
  }
  return (
    <Frame
      title={existing ? `Edit segment “${existing.name}”` : `New segment of ${OBJECT_LABELS[object].plural.toLowerCase()}`}
      back={backLink(object, back, existing)(existing?.id ?? null)}
    >
      <SegmentBuilderForm object={object} existing={existing} lookups={lookups} backTo={backLink(object, back, existing)} />
    </Frame>
  );
}
