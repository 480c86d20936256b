import { useEffect, useRef } from 'react';
import { Avatar } from '../../ui/avatar';
import type { ParticipantView } from '../data/use-training-data';
import { ResultBadge, StatusBadge } from '../training/participant-badges';
import type { EditMode } from './bulk-edit-logic';

export interface BulkEditTableProps {
  mode: EditMode;
  rows: readonly ParticipantView[];
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  /** While a batch runs, the selection waits. */
  disabled: boolean;
}

/** The participants shown, each with a checkbox; the header's box selects all of them (mixed when some). */
export function BulkEditTable({ mode, rows, selected, onSelect, disabled }: BulkEditTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const shownPicked = rows.filter((r) => selected.has(r.participant.id)).length;
  const all = rows.length > 0 && shownPicked === rows.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = shownPicked > 0 && !all;
  }, [shownPicked, all]);

  const toggleAll = () => {
    const next = new Set(selected);
    for (const r of rows) {
      if (all) next.delete(r.participant.id);
      else next.add(r.participant.id);
    }
    onSelect(next);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };

  if (rows.length === 0) return <p className="bulk-edit-empty muted">Nobody matches the filter and search.</p>;
  return (
    <div className="bulk-table-scroll">
      <table className="bulk-table">
        <thead>
          <tr>
            <th scope="col" className="bulk-check-cell">
              <label className="bulk-check-label">
                <input
                  ref={allRef}
                  type="checkbox"
                  className="bulk-check"
                  checked={all}
                  disabled={disabled}
                  onChange={toggleAll}
                  aria-label={`Select all ${rows.length} shown`}
                />
              </label>
            </th>
            <th scope="col">Name</th>
            <th scope="col" className={mode === 'status' ? 'bulk-col-key' : undefined}>
              Status
            </th>
            <th scope="col" className={mode === 'result' ? 'bulk-col-key' : undefined}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const on = selected.has(r.participant.id);
            return (
              <tr key={r.participant.id} className={on ? 'bulk-row-on' : undefined}>
                <td className="bulk-check-cell">
                  <label className="bulk-check-label">
                    <input
                      type="checkbox"
                      className="bulk-check"
                      checked={on}
                      disabled={disabled}
                      onChange={(e) => toggle(r.participant.id, e.target.checked)}
                      aria-label={`Select ${r.name}`}
                    />
                  </label>
                </td>
                <td>
                  <span className="person-cell">
                    <Avatar name={r.name} src={r.avatar} size="sm" decorative />
                    {r.name}
                  </span>
                </td>
                <td>
                  <StatusBadge status={r.participant.status} />
                </td>
                <td>
                  <ResultBadge result={r.participant.result} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
