import { customFieldOfColumn, importableCustomFields, importedCustomValue } from '../custom-fields/custom-field-values';
import {
  changedValues,
  IMPORT_MESSAGES,
  peopleIndex,
  type ImportCells,
  type ImportField,
  type ImportTarget,
  type MirrorRows,
  type RowPlan,
  type RowProblem,
} from '../import-target';
import type { Viewer } from '../policy/viewer';

// The dry run: every row of the file planned against the company as it is (the device's mirror,
// or the server's database read the same way), before anything is written. The device shows it;
// the server's job runs it again and applies it, so what the user saw is what happens.

/** A row's plan and its line in the file (the header is line 1). */
export interface PlannedRow {
  line: number;
  plan: RowPlan;
}

export interface DryRunCounts {
  new: number;
  update: number;
  unchanged: number;
  invalid: number;
}

export interface DryRun {
  rows: PlannedRow[];
  counts: DryRunCounts;
}

/** The target's fields and the object type's custom fields: what the mapping screen offers. */
export function importFields(target: ImportTarget, rows: MirrorRows): ImportField[] {
  const custom = importableCustomFields(rows.custom_fields ?? [], target.objectType).map((c) => ({ key: c.key, label: c.label, synonyms: [] }));
  return [...target.fields, ...custom];
}

/** Plans every row; a key met twice (two rows for one plate) makes the later row invalid. */
export function dryRun(target: ImportTarget, cells: readonly ImportCells[], rows: MirrorRows, viewer: Viewer): DryRun {
  const world = target.world(rows, viewer);
  const people = peopleIndex(rows.employees ?? []);
  const fieldsOfType = importableCustomFields(rows.custom_fields ?? [], target.objectType);
  const custom = new Map<string, (typeof fieldsOfType)[number]['field']>(fieldsOfType.map((c) => [c.key, c.field]));
  const values = new Map((rows.custom_field_values ?? []).filter((v) => v.related_object === target.objectType).map((v) => [v.id, v]));
  const firstLine = new Map<string, number>();
  const counts: DryRunCounts = { new: 0, update: 0, unchanged: 0, invalid: 0 };

  const planned = cells.map((row, i): PlannedRow => {
    const line = i + 2;
    const own: Record<string, string> = {};
    const customCells: [string, string][] = [];
    for (const [k, v] of Object.entries(row)) {
      if (customFieldOfColumn(k) === null) own[k] = v;
      else customCells.push([k, v]);
    }
    let plan = target.plan(own, world, people);

    const problems: RowProblem[] = [];
    const customValues: Record<string, string | null> = {};
    for (const [k, text] of customCells) {
      const field = custom.get(k);
      if (!field || text.trim() === '') continue;
      const check = importedCustomValue(field, text);
      if (check.ok) customValues[k] = check.value;
      else problems.push({ field: k, message: check.message });
    }
    if (plan.key !== null && plan.key !== undefined) {
      const first = firstLine.get(plan.key);
      if (first !== undefined) problems.push({ field: '', message: IMPORT_MESSAGES.duplicateInFile(first, target.one) });
      else firstLine.set(plan.key, line);
    }
    if (problems.length) plan = { outcome: 'invalid', key: plan.key, problems: [...(plan.outcome === 'invalid' ? plan.problems : []), ...problems] };
    else plan = withCustom(plan, customValues, (id) => values.get(id) as Readonly<Record<string, unknown>> | undefined);
    counts[plan.outcome === 'new' ? 'new' : plan.outcome]++;
    return { line, plan };
  });
  return { rows: planned, counts };
}

/** The row's plan with its custom values: a new object gets them, an existing one changes where they differ. */
function withCustom(
  plan: RowPlan,
  customValues: Record<string, string | null>,
  stored: (id: string) => Readonly<Record<string, unknown>> | undefined,
): RowPlan {
  if (Object.keys(customValues).length === 0 || plan.outcome === 'invalid') return plan;
  if (plan.outcome === 'new') return { ...plan, values: { ...plan.values, ...customValues } };
  const diff = changedValues(stored(plan.id) ?? {}, customValues);
  if (Object.keys(diff.values).length === 0) return plan;
  const base = plan.outcome === 'update' ? plan : { ...plan, outcome: 'update' as const, values: {}, before: {} };
  return { ...base, values: { ...base.values, ...diff.values }, before: { ...base.before, ...diff.before } };
}

/** The rows a batch writes: with invalid rows, none unless the user chose to skip them. */
export function rowsToWrite(run: DryRun, skipInvalid: boolean): PlannedRow[] | null {
  if (run.counts.invalid > 0 && !skipInvalid) return null;
  return run.rows.filter((r) => r.plan.outcome === 'new' || r.plan.outcome === 'update');
}
