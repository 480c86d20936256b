import { useId, useState } from 'react';
import { FUEL_LABELS } from '../../shared/fleet/car-labels';
import { IconChevronDown } from '../ui/icons';
import type { FuelCount } from './fuel-counts';
// Its placeholder bars are the table's skeleton (.dt-skeleton).
import '../ui/data-table.css';

const OPEN_KEY = 'fleet-fuel-chart-open';
// On a tablet the chart starts folded to one line, so the table stays in view; a choice is remembered.
const WIDE = '(min-width: 1280px)';
const SUMMARY_FUELS = 3;
// Unseen text of about the summary's usual length, so the card lays out as it will once read.
const PLACEHOLDER_SUMMARY = 'Petrol 00 · Electric 00 · Diesel 00 · 3 more';
// Shimmering bars (the table's skeleton) in place of the usual four to six fuels.
const PLACEHOLDER_BARS = [90, 60, 40, 20];

function readOpen(): boolean {
  try {
    const stored = localStorage.getItem(OPEN_KEY);
    if (stored === '1' || stored === '0') return stored === '1';
  } catch {
    // No storage (private mode): fall back to the screen's width.
  }
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
}

function writeOpen(open: boolean) {
  try {
    localStorage.setItem(OPEN_KEY, open ? '1' : '0');
  } catch {
    // The chart still folds; it just forgets on reload.
  }
}

const vehicles = (n: number) => `${n.toLocaleString('en-GB')} vehicle${n === 1 ? '' : 's'}`;

/**
 * A small horizontal bar chart of active vehicles per fuel, made of plain elements: a figure whose
 * caption names it and a list whose items read 'Diesel 20 vehicles', so a screen reader gets the
 * figures themselves rather than a picture of them.
 */
export function FuelChart({ counts }: { counts: FuelCount[] | undefined }) {
  const [open, setOpen] = useState(readOpen);
  const titleId = useId();
  const bodyId = useId();
  if (counts?.length === 0) return null;
  // While the vehicles are read, the card holds its place: appearing later, it pushed the
  // table down (a layout shift Lighthouse counted on every visit to /fleet).
  const loading = counts === undefined;
  const total = counts?.reduce((sum, c) => sum + c.count, 0) ?? 0;
  const max = counts?.[0]?.count ?? 1;
  const toggle = () => {
    writeOpen(!open);
    setOpen(!open);
  };
  const rest = (counts?.length ?? 0) - SUMMARY_FUELS;

  return (
    <figure className="card fuel-chart" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <figcaption className="fuel-chart-head">
        <span id={titleId} className="fuel-chart-title">
          Active vehicles by fuel <span className={`fuel-chart-total${loading ? ' is-placeholder' : ''}`}>{vehicles(loading ? 10 : total)}</span>
        </span>
        {open ? null : (
          <span className={`fuel-chart-summary${loading ? ' is-placeholder' : ''}`} aria-hidden="true">
            {loading
              ? PLACEHOLDER_SUMMARY
              : counts
                  .slice(0, SUMMARY_FUELS)
                  .map((c) => `${FUEL_LABELS[c.fuel]} ${c.count}`)
                  .join(' · ')}
            {rest > 0 ? ` · ${rest} more` : ''}
          </span>
        )}
        <button type="button" className="btn btn-ghost fuel-chart-toggle" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={toggle}>
          {open ? 'Hide chart' : 'Show chart'}
          <IconChevronDown size={16} className={open ? 'fuel-chart-chevron is-open' : 'fuel-chart-chevron'} />
        </button>
      </figcaption>
      {open && loading ? (
        <div className="fuel-chart-bars" aria-hidden="true">
          {PLACEHOLDER_BARS.map((width, i) => (
            <div key={i} className="fuel-bar">
              <span className="dt-skeleton" style={{ width: '70%' }} />
              <span className="dt-skeleton" style={{ width: `${width}%` }} />
              <span />
            </div>
          ))}
        </div>
      ) : null}
      {open && !loading ? (
        <ul id={bodyId} className="fuel-chart-bars">
          {counts.map((c) => (
            <li key={c.fuel} className="fuel-bar" data-fuel={c.fuel} data-count={c.count}>
              <span className="fuel-bar-label">{FUEL_LABELS[c.fuel]}</span>
              <span className="fuel-bar-track" aria-hidden="true">
                <span className="fuel-bar-fill" style={{ width: `${Math.max(2, (c.count / max) * 100)}%` }} />
              </span>
              <span className="fuel-bar-count">
                {c.count.toLocaleString('en-GB')}
                <span className="visually-hidden"> {c.count === 1 ? 'vehicle' : 'vehicles'}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
