import { LinkTabs } from '../ui/link-tabs';
import { BackLink } from '../ui/back-link';
import { Link, useSearchParams } from 'react-router-dom';
import { segmentDelete } from '../../shared/segments/segments.mutations';
import { builtInSegmentItems } from '../../shared/segments/built-in-segments';
import type { SegmentRow } from '../../shared/segments/segments.schema';
import { useMutate } from '../offline/use-mutate';
import { OBJECT_LABELS } from '../custom-fields';
import { useConfirm } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { IconPlus } from '../ui/icons';
import { useToast } from '../ui/toasts';
import { builderHref, segmentsSettingsHref } from './segment-links';
import { describeDefinition } from './segment-summary';
import { useBuilderFields, type BuilderFields, type OptionLabels } from './use-builder-fields';
import { LIST_OBJECTS, isListObject, type ListObject } from './use-segment-access';
import { useCustomSegments } from './use-segments';
import './segments.css';

function SegmentItem({ segment, lookups, back }: { segment: SegmentRow; lookups: BuilderFields; back: string }) {
  const mutate = useMutate();
  const confirm = useConfirm();
  const toast = useToast();
  const remove = async () => {
    const ok = await confirm({
      title: `Delete the segment “${segment.name}”?`,
      text: 'Lists will no longer offer it, for anyone in the company.',
      confirmLabel: 'Delete segment',
      danger: true,
    });
    if (!ok) return;
    await mutate(segmentDelete, { id: segment.id });
    toast.success('The segment is deleted.');
  };
  return (
    <li className="segments-item">
      <div className="segments-item-body">
        <strong>{segment.name}</strong>
        <span className="muted">{describeDefinition(segment.definition, lookups)}</span>
      </div>
      <div className="segments-item-actions">
        <Link className="btn btn-secondary" to={builderHref({ object: segment.object_type, id: segment.id, back })} aria-label={`Edit ${segment.name}`}>
          Edit
        </Link>
        <button type="button" className="btn btn-ghost segment-delete" aria-label={`Delete ${segment.name}`} onClick={() => void remove()}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * /settings/segments?object=car: the company's custom segments per kind of item, with the built-ins for reference.
 * @public Loaded with import() by the shell's routes.
 */
export function SegmentsPage({ optionLabels }: { optionLabels: OptionLabels }) {
  const [params] = useSearchParams();
  const asked = params.get('object') ?? '';
  const object: ListObject = isListObject(asked) ? asked : 'car';
  const segments = useCustomSegments(object);
  const lookups = useBuilderFields(object, optionLabels);
  const back = segmentsSettingsHref(object);
  const plural = OBJECT_LABELS[object].plural.toLowerCase();
  const newHref = builderHref({ object, back });

  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <div>
          <h1>Segments</h1>
          <p className="muted">Saved filters that lists offer next to the built-in ones, for everyone in the company.</p>
        </div>
        <div className="page-header-actions">
          <Link className="btn btn-primary" to={newHref}>
            <IconPlus size={18} /> New segment
          </Link>
        </div>
      </div>
      <LinkTabs label="Kind of item" current={object} tabs={LIST_OBJECTS.map((o) => ({ key: o, label: OBJECT_LABELS[o].plural, to: `?object=${o}` }))} />
      {segments === undefined || !lookups ? (
        <div className="page-loading" aria-busy="true" aria-label="Loading" />
      ) : (
        <section className="card" aria-label={`Segments of ${plural}`}>
          <ul className="segments-list">
            {builtInSegmentItems(object).map((s) => (
              <li key={s.id} className="segments-item">
                <div className="segments-item-body">
                  <strong>{s.name}</strong>
                  <span className="segments-built-in">Built in</span>
                </div>
              </li>
            ))}
            {segments.map((s) => (
              <SegmentItem key={s.id} segment={s} lookups={lookups} back={back} />
            ))}
          </ul>
          {segments.length === 0 && (
            <EmptyState
              title={`No custom segments of ${plural} yet`}
              text="A segment saves a filter, such as all electric cars, so the list can show it in one click."
              action={
                <Link className="btn btn-primary" to={newHref}>
                  <IconPlus size={18} /> New segment
                </Link>
              }
            />
          )}
        </section>
      )}
    </>
  );
}
