import { useId } from 'react';
import { IconChevronLeft, IconChevronRight } from './icons';

import { TABLE_PAGE_SIZES } from '../../shared/limits';

export const DEFAULT_PAGE_SIZES: number[] = [...TABLE_PAGE_SIZES];

/**
 * 'All' in the rows-per-page choice: every row on one page, which the table then virtualises (only
 * the rows in view are in the DOM). A page size like any other, so slicing and the remembered
 * choice need nothing special; it is offered wherever the user may choose a size.
 */
export const ALL_ROWS = 1_000_000_000;

/** The remembered page size if the table offers it ('All' included), else its default. */
export const offeredPerPage = (perPage: number, sizes: readonly number[], fallback: number): number =>
  sizes.includes(perPage) || (sizes.length > 1 && perPage === ALL_ROWS) ? perPage : fallback;

export type PaginationProps = {
  total: number;
  /** 0-based. */
  page: number;
  perPage: number;
  pageSizes?: number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const numberFormat = new Intl.NumberFormat('en-GB');

/** '1–10 of 203' (en dash), '0 of 0' when empty. */
export function rangeText(total: number, page: number, perPage: number): string {
  if (total <= 0) return '0 of 0';
  const from = page * perPage + 1;
  const to = Math.min(total, (page + 1) * perPage);
  return `${numberFormat.format(from)}–${numberFormat.format(to)} of ${numberFormat.format(total)}`;
}

/** Always seven slots at most, so the bar does not jump around: 1 … 4 5 6 … 21 (0-based in, 'gap' for …). */
export function pageWindow(current: number, count: number): Array<number | 'gap'> {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i);
  if (current <= 3) return [0, 1, 2, 3, 4, 'gap', count - 1];
  if (current >= count - 4) return [0, 'gap', count - 5, count - 4, count - 3, count - 2, count - 1];
  return [0, 'gap', current - 1, current, current + 1, 'gap', count - 1];
}

export function Pagination({ total, page, perPage, pageSizes = DEFAULT_PAGE_SIZES, onPageChange, onPerPageChange }: PaginationProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const choices = pageSizes.length < 2 ? pageSizes : [...pageSizes, ALL_ROWS];
  const sizes = choices.includes(perPage) ? choices : [...choices, perPage].sort((a, b) => a - b);

  // A table with one fixed page size (a training's participants: 5) has nothing to choose; an empty box keeps the nav on the right.
  const sizePicker =
    sizes.length < 2 ? (
      <div />
    ) : (
      <div className="pagination-size">
        <label htmlFor={selectId}>Rows per page</label>
        <select
          id={selectId}
          className="input pagination-select"
          value={perPage}
          onChange={(event) => {
            const next = Number(event.target.value);
            onPerPageChange(next);
            // Stay near the rows the user was looking at instead of jumping back to page 1.
            onPageChange(Math.floor((page * perPage) / next));
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size === ALL_ROWS ? 'All' : size}
            </option>
          ))}
        </select>
      </div>
    );

  return (
    <div className="pagination">
      {sizePicker}
      <nav className="pagination-nav" aria-label="Pagination">
        <p className="pagination-range" aria-live="polite">
          {rangeText(total, page, perPage)}
        </p>
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Previous page" disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          <IconChevronLeft size={18} />
        </button>
        <ul className="pagination-pages">
          {pageWindow(page, pageCount).map((slot, index) =>
            slot === 'gap' ? (
              <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={slot}>
                <button
                  type="button"
                  className={slot === page ? 'btn pagination-page is-current' : 'btn btn-ghost pagination-page'}
                  aria-label={`Page ${slot + 1}`}
                  aria-current={slot === page ? 'page' : undefined}
                  onClick={() => onPageChange(slot)}
                >
                  {slot + 1}
                </button>
              </li>
            ),
          )}
        </ul>
        <button type="button" className="btn btn-ghost btn-icon" aria-label="Next page" disabled={page >= pageCount - 1} onClick={() => onPageChange(page + 1)}>
          <IconChevronRight size={18} />
        </button>
      </nav>
    </div>
  );
}
