import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SegmentObjectType } from '../../shared/objects';
import { builtInSegmentItems } from '../../shared/segments/built-in-segments';
import { useCan } from '../lib/use-can';
import { IconChevronDown, IconPlus } from '../ui/icons';
import { builderHref } from './segment-links';
import { useSegments } from './use-segments';
import './segments.css';

export interface SegmentSelectProps {
  object: SegmentObjectType;
  /** The chosen segment's id: a built-in key ('all', 'archived') or a custom segment's id. */
  value: string;
  onChange: (id: string) => void;
  /** Where the builder returns after saving: the list's own URL. */
  back: string;
  /** A first choice meaning 'no segment' (value ''), for a list whose rows are not the segment's objects without one (/trainings). */
  none?: string;
}

/**
 * A list's segment selector (spec: all, archived, custom segments, an edit-segment link): the
 * built-ins, then the company's custom segments from the mirror (none with light access), and
 * links to the builder for those who may edit segments.
 */
export function SegmentSelect({ object, value, onChange, back, none }: SegmentSelectProps) {
  const can = useCan();
  const id = useId();
  const segments = useSegments(object) ?? builtInSegmentItems(object);
  const current = none !== undefined && value === '' ? undefined : (segments.find((s) => s.id === value) ?? segments[0]);
  const builtIns = segments.filter((s) => s.built_in);
  const custom = segments.filter((s) => !s.built_in);
  const editable = can('segments.edit');

  return (
    <div className="segment-select">
      <label className="segment-select-label" htmlFor={id}>
        Segment
      </label>
      <div className="select-wrap segment-select-control">
        <select id={id} className="input select" value={current?.id ?? ''} onChange={(e) => onChange(e.target.value)}>
          {none !== undefined && <option value="">{none}</option>}
          {builtIns.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {custom.length > 0 && (
            <optgroup label="Custom segments">
              {custom.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <IconChevronDown size={18} className="select-chevron" />
      </div>
      {editable && current && !current.built_in && (
        <Link className="btn btn-ghost" to={builderHref({ object, id: current.id, back })}>
          Edit segment
        </Link>
      )}
      {editable && (
        <Link className="btn btn-secondary" to={builderHref({ object, back })}>
          <IconPlus size={18} /> New segment
        </Link>
      )}
    </div>
  );
}
