import type { ObjectType } from '../../shared/objects';
import { useUsedTags } from './use-tags';
import './tags.css';

/** A select of the tags used on objects of this type (from the mirror); '' means every object. */
export function TagFilter({ object, value, onChange }: { object: ObjectType; value: string; onChange: (tag: string) => void }) {
  const used = useUsedTags(object) ?? [];
  if (used.length === 0 && !value) return null;
  return (
    <label className="tag-filter">
      <span>Tag</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All tags</option>
        {used.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
        {value && !used.some((t) => t.toLowerCase() === value.toLowerCase()) && <option value={value}>{value}</option>}
      </select>
    </label>
  );
}
