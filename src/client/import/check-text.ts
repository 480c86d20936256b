import { formatDate } from '../../shared/format';
import type { DryRunCounts, PlannedRow } from '../../shared/import/dry-run';

// The check step's words: what a row changes, each field from its value now to the file's, and the
// line above the list that says what the import button will do.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as the user reads it: a day as dd/mm/yyyy, a person by name, a flag as yes or no, nothing as '—'. */
export function valueText(key: string, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value) || value;
  if (typeof value === 'string' && names.has(value)) return names.get(value)!;
  if (key.startsWith('is_') && (value === 0 || value === 1)) return value === 1 ? 'yes' : 'no';
  return String(value);
}

/** What a row does, in words: its errors with their columns, each change as 'Colour: Grijs → Blauw', or that it is added or already as the file says. */
export function rowDetail(row: PlannedRow, label: (key: string) => string, names: ReadonlyMap<string, string>): string {
  const { plan } = row;
  if (plan.outcome === 'invalid') return plan.problems.map((p) => (p.field ? `${label(p.field)}: ${p.message}` : p.message)).join(' · ');
  if (plan.outcome === 'update')
    return Object.entries(plan.values)
      .map(([k, after]) => `${label(k)}: ${valueText(k, plan.before[k], names)} → ${valueText(k, after, names)}`)
      .join(' · ');
  return plan.outcome === 'new' ? 'Added' : 'Already as in the file';
}

const rowsOf = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;
const verb = (n: number, one: string, more: string) => (n === 1 ? one : more);

/**
 * The line under the list: what importing now would write, true to every count (a file whose
 * other rows are already imported still names its rows with errors).
 */
export function checkSummary(counts: DryRunCounts, skipInvalid: boolean): string {
  const writes = counts.new + counts.update;
  const bad = counts.invalid;
  if (bad === 0) return writes > 0 ? 'Every row can be imported.' : 'Nothing to import: every row is already as the file says.';
  const errors = `${rowsOf(bad)} ${verb(bad, 'has', 'have')} errors`;
  if (writes === 0) {
    const same = counts.unchanged;
    const rest = same === 0 ? '' : ` and the other ${same.toLocaleString('en')} ${verb(same, 'is', 'are')} already as the file says`;
    return `Nothing to import: ${errors}${rest}.`;
  }
  if (!skipInvalid) return `${errors}: fix them in the file, or skip them.`;
  return `${rowsOf(writes)} will be imported; the ${rowsOf(bad)} with errors ${verb(bad, 'is', 'are')} skipped.`;
}
