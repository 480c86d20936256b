import { useMemo, useState } from 'react';
import type { ImportField, ImportCells } from '../../shared/import-target';
import type { DryRun, PlannedRow } from '../../shared/import/dry-run';
import { useFixedRowVirtualizer } from '../ui/use-fixed-row-virtualizer';

type Outcome = PlannedRow['plan']['outcome'];
const OUTCOMES: readonly Outcome[] = ['new', 'update', 'unchanged', 'invalid'];
const OUTCOME_LABELS: Record<Outcome, string> = { new: 'New', update: 'Changes', unchanged: 'Unchanged', invalid: 'Errors' };
const OUTCOME_BADGES: Record<Outcome, string> = { new: 'badge-primary', update: 'badge-warning', unchanged: '', invalid: 'badge-danger' };
const INITIAL_RECT = { width: 800, height: 420 };

/** What a row does, in words: its errors with their columns, or the fields it changes. */
function rowDetail(row: PlannedRow, label: (key: string) => string): string {
  const { plan } = row;
  if (plan.outcome === 'invalid') return plan.problems.map((p) => (p.field ? `${label(p.field)}: ${p.message}` : p.message)).join(' · ');
  if (plan.outcome === 'update') return `Changes ${Object.keys(plan.values).map(label).join(', ')}`;
  return plan.outcome === 'new' ? 'Added' : 'Already as in the file';
}

/**
 * Step 3, the dry run: every row's outcome (new, changed, unchanged, or its errors), counted and
 * listed; the counts filter the list. Nothing is written until the user imports.
 */
export function CheckStep({
  run,
  cells,
  fields,
  shown,
}: {
  run: DryRun;
  cells: readonly ImportCells[];
  fields: readonly ImportField[];
  shown: readonly string[];
}) {
  const [filter, setFilter] = useState<Outcome | null>(run.counts.invalid > 0 ? 'invalid' : null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const labels = useMemo(() => new Map(fields.map((f) => [f.key, f.label])), [fields]);
  const label = (key: string) => labels.get(key) ?? key;
  // The values a row is recognised by (its plate, brand, model), of the columns the file has.
  const shownKeys = useMemo(() => {
    const mapped = fields.map((f) => f.key).filter((k) => cells.some((c) => k in c));
    return [...shown.filter((k) => mapped.includes(k)), ...mapped.filter((k) => !shown.includes(k))].slice(0, 3);
  }, [fields, cells, shown]);
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
                  <td>{shownKeys.map((k) => cells[row.line - 2]?.[k] || '—').join(' · ')}</td>
                  <td>
                    <span className={`badge ${OUTCOME_BADGES[o]}`}>{OUTCOME_LABELS[o]}</span>
                  </td>
                  <td className={o === 'invalid' ? 'import-errors' : 'muted'}>{rowDetail(row, label)}</td>
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
