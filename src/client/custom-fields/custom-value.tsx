import { webHref } from '../../shared/web-address';
import { customValueName } from '../../shared/custom-fields/custom-field-values';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';

/** A stored value as people read it: links open, '—' when empty. */
export function CustomValue({
  field,
  value,
  linked = true,
}: {
  field: Pick<CustomFieldRow, 'type' | 'options'>;
  value: string | null | undefined;
  linked?: boolean;
}) {
  const shown = customValueName(field, value);
  if (shown === null) return <span className="muted">—</span>;
  // Only an http(s) address is a link: a value stored before that rule stays text.
  const href = field.type === 'hyperlink' ? webHref(shown) : null;
  if (linked && href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="cf-link">
        {shown}
      </a>
    );
  }
  if (linked && field.type === 'email')
    return (
      <a href={`mailto:${shown}`} className="cf-link">
        {shown}
      </a>
    );
  return <>{shown}</>;
}
