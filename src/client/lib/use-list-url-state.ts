import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from '../ui/data-table-types';

export interface ListUrlState {
  search: string;
  page: number;
  sort: TableSort;
  params: URLSearchParams;
  /** Sets or (with null or '') removes query parameters, replacing the history entry. */
  update: (changes: Record<string, string | null>) => void;
  /** DataTable's search, sort and paging props; a new search or sort goes back to page 1. */
  tableProps: {
    search: string;
    onSearchChange: (q: string) => void;
    sort: TableSort;
    onSortChange: (s: TableSort) => void;
    page: number;
    onPageChange: (p: number) => void;
  };
}

/** A list's search, sort and page live in the URL, so back, reload and shared links keep them. */
export function useListUrlState(sortable: readonly string[], defaultSort: string): ListUrlState {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const requested = params.get('sort') ?? '';
  const column = sortable.includes(requested) ? requested : defaultSort;
  const direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  // One object while the URL's sort stays the same, so lists can memoise on it.
  const sort = useMemo<TableSort>(() => ({ column, direction }), [column, direction]);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        return next;
      },
      // At once, not as a transition: a controlled checkbox, radio or select showing a URL value
      // would otherwise snap back after the click until the transition commits (on a slow device,
      // visibly; 'Show former employees' looked unclicked).
      { replace: true, flushSync: true },
    );
  return {
    search,
    page,
    sort,
    params,
    update,
    tableProps: {
      search,
      onSearchChange: (q) => update({ q, page: null }),
      sort,
      onSortChange: (s) => update({ sort: s.column, dir: s.direction, page: null }),
      page,
      onPageChange: (p) => update({ page: p ? String(p) : null }),
    },
  };
}
