import { formatDate } from '../../shared/format';
import { OP_LABELS } from '../../shared/segments/segment-validate';
import { VALUELESS_OPS, type SegmentCondition, type SegmentDefinition } from '../../shared/segments/segment.schema';
import type { BuilderFields } from './use-builder-fields';

/** A condition in words, values as the builder shows them: 'Fuel is Electric', 'Joined is after 31/12/2025'. */
export function describeCondition(c: SegmentCondition, lookups: BuilderFields): string {
  const field = lookups.byId.get(c.field);
  if (!field) return 'A field that no longer exists';
  const op = OP_LABELS[c.op];
  if (VALUELESS_OPS.includes(c.op)) return `${field.label} ${op}`;
  const v = c.value ?? '';
  const value =
    field.kind === 'enum'
      ? lookups.optionLabel(field.id, v)
      : field.kind === 'flag'
        ? v === '1'
          ? 'yes'
          : 'no'
        : field.kind === 'team'
          ? (lookups.teams.find((t) => t.id.toLowerCase() === v.toLowerCase())?.name ?? 'a team you do not see')
          : field.kind === 'date'
            ? formatDate(v)
            : `“${v}”`;
  return `${field.label} ${op} ${value}`;
}

/** The whole definition in words, joined by 'and' or 'or'. */
export function describeDefinition(d: SegmentDefinition, lookups: BuilderFields): string {
  if (d.conditions.length === 0) return 'Every item';
  return d.conditions.map((c) => describeCondition(c, lookups)).join(d.match === 'all' ? ' and ' : ' or ');
}
