import { useMemo, useState } from 'react';
import type { ImportField, ImportCells, ImportTarget, MirrorRows } from '../../shared/import-target';
import type { DryRun, PlannedRow } from '../../shared/import/dry-run';
import { useFixedRowVirtualizer } from '../ui/use-fixed-row-virtualizer';
import { rowDetail } from './check-text';

type Outcome = PlannedRow['plan']['outcome'];
const OUTCOMES: readonly Outcome[] = ['new', 'update', 'unchanged', 'invalid'];
const OUTCOME_LABELS: Record<Outcome, string> = { new: 'New', update: 'Changes', unchanged: 'Unchanged', invalid: 'Errors' };
const OUTCOME_BADGES: Record<Outcome, string> = { new: 'badge-primary', update: 'badge-warning', unchanged: '', invalid: 'badge-danger' };
const INITIAL_RECT = { width: 800, height: 420 };

/**
 * Step 3, the dry run: every row's outcome (new, changed, unchanged, or its errors), counted and
 * listed; the counts filter the list. Nothing is written until the user imports.
 */
export function CheckStep({
  run,
  cells,
  fields,
  target,
  world,
}: {
  run: DryRun;
  /** The file's cells as it shows them (its dates as written). */
  cells: readonly ImportCells[];
  fields: readonly ImportField[];
  target: ImportTarget;
  world: MirrorRows;
}) {
  const shown = target.shown;
  const [filter, setFilter] = useState<Outcome | null>(run.counts.invalid > 0 ? 'invalid' : null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const labels = useMemo(() => new Map(fields.map((f) => [f.key, f.label])), [fields]);
  const label = (key: string) => labels.get(key) ?? key;
  // The values a row is recognised by (its plate, brand, model), of the columns the file has.
  const shownKeys = useMemo(() => {
    const mapped = fields.map((f) => f.key).filter((k) => cells.some((c) => k in c));
    return [...shown.filter((k) => mapped.includes(k)), ...mapped.filter((k) => !shown.includes(k))].slice(0, 3);
  }, [fields, cells, shown]);
  const names = useMemo(() => new Map((world.employees ?? []).map((p) => [p.id, p.name])), [world]);
  // A row found in the company shows the object as the company has it ('1-ABC-123', not the file's '1abc123').
  const matched = useMemo(() => {
    const objects = (world[target.tables[0]!] ?? []) as readonly Readonly<Record<string, unknown>>[];
    return new Map(objects.map((o) => [o.id as string, o]));
  }, [world, target]);
  const shownText = (row: PlannedRow, key: string) => {
    const object = row.plan.outcome === 'update' || row.plan.outcome === 'unchanged' ? matched.get(row.plan.id) : undefined;
    const own = object?.[key];
    return typeof own === 'string' && own !== '' ? own : cells[row.line - 2]?.[key] || '—';
  };
  const rows = useMemo(() => (filter ? run.rows.filter((r) => r.plan.outcome === filter) : run.rows), [run, filter]);
  const { items, above, below } = useFixedRowVirtualizer({
    rows,
    keyOf: keyOfRow,
    scrollBox: box,
    estimatePx: 44,
    overscan: 12,
    initialRect: INITIAL_RECT,
    firstRow: '.import-row',
  });

  return (
    <div className="import-check">
      <div className="import-counts" role="group" aria-label="Show rows">
        {OUTCOMES.map((o) => (
          <button
            key={o}
            type="button"
            className={`import-count import-count-${o}`}
            aria-pressed={filter === o}
            onClick={() => setFilter(filter === o ? null : o)}
            disabled={run.counts[o] === 0}
          >
            <strong>{run.counts[o].toLocaleString('en')}</strong>
            <span>{OUTCOME_LABELS[o]}</span>
          </button>
        ))}
      </div>
      <div className="card import-rows" ref={setBox} tabIndex={0} aria-label={`Rows of the file${filter ? `: ${OUTCOME_LABELS[filter]}` : ''}`}>
        <table className="import-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{shownKeys.map(label).join(' · ')}</th>
              <th scope="col">Outcome</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {above > 0 && <tr style={{ height: above }} aria-hidden="true" />}
            {items.map((item) => {
              const row = rows[item.index]!;
              const o = row.plan.outcome;
              return (
                <tr key={item.key} className={`import-row import-row-${o}`}>
                  <td className="import-line">{row.line}</td>
                  <td>{shownKeys.map((k) => shownText(row, k)).join(' · ')}</td>
                  <td>
                    <span className={`badge ${OUTCOME_BADGES[o]}`}>{OUTCOME_LABELS[o]}</span>
                  </td>
                  <td className={o === 'invalid' ? 'import-errors' : 'muted'}>{rowDetail(row, label, names)}</td>
                </tr>
              );
            })}
            {below > 0 && <tr style={{ height: below }} aria-hidden="true" />}
          </tbody>
        </table>
        {rows.length === 0 && <p className="muted import-no-rows">No rows here.</p>}
      </div>
    </div>
  );
}

const keyOfRow = (r: PlannedRow) => String(r.line);
