import { useCallback, useEffect, useMemo, useState } from 'react';

import { MAX_TABLE_COLUMNS, MIN_TABLE_COLUMNS } from '../../shared/limits';

export const MIN_COLUMNS = MIN_TABLE_COLUMNS;
export const MAX_COLUMNS = MAX_TABLE_COLUMNS;

export type TablePrefsDefaults = { perPage: number; columns: string[] };
export type TablePrefs = {
  perPage: number;
  setPerPage: (perPage: number) => void;
  columns: string[];
  setColumns: (ids: string[]) => void;
};

// Only what the user chose is stored, so a later change of the code's defaults still reaches
// everyone who never touched that setting.
type Stored = { perPage?: number; columns?: string[] };

export const tablePrefsKey = (tableKey: string) => `table-prefs:${tableKey}`;

function readStored(tableKey: string): Stored {
  try {
    const raw = localStorage.getItem(tablePrefsKey(tableKey));
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { perPage, columns } = parsed as Record<string, unknown>;
    return {
      perPage: typeof perPage === 'number' && Number.isInteger(perPage) && perPage > 0 ? perPage : undefined,
      columns: Array.isArray(columns) ? columns.filter((c): c is string => typeof c === 'string') : undefined,
    };
  } catch {
    return {};
  }
}

function writeStored(tableKey: string, stored: Stored): void {
  try {
    localStorage.setItem(tablePrefsKey(tableKey), JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the table still works, it just forgets on reload.
  }
}

function keepAllowed(ids: readonly string[], allowed: readonly string[]): string[] {
  const allowedSet = new Set(allowed);
  return [...new Set(ids)].filter((id) => allowedSet.has(id)).slice(0, MAX_COLUMNS);
}

/**
 * Keeps only allowed ids (a column the user lost the right to disappears), without duplicates and
 * at most MAX_COLUMNS; if nothing is left, the defaults (also filtered), else the first allowed.
 */
export function sanitizeColumns(ids: readonly string[] | undefined, defaults: readonly string[], allowed: readonly string[]): string[] {
  const fromStore = ids ? keepAllowed(ids, allowed) : [];
  if (fromStore.length >= MIN_COLUMNS) return fromStore;
  const fromDefaults = keepAllowed(defaults, allowed);
  if (fromDefaults.length >= MIN_COLUMNS) return fromDefaults;
  return allowed.slice(0, MAX_COLUMNS);
}

/** Rows per page and visible columns of one table, remembered in localStorage across reloads. */
export function useTablePrefs(tableKey: string, defaults: TablePrefsDefaults, allowedColumns: string[]): TablePrefs {
  const [state, setState] = useState(() => ({ tableKey, stored: readStored(tableKey) }));
  let stored = state.stored;
  if (state.tableKey !== tableKey) {
    stored = readStored(tableKey);
    setState({ tableKey, stored });
  }

  // Another tab changed the same table's prefs: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === tablePrefsKey(tableKey)) setState({ tableKey, stored: readStored(tableKey) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [tableKey]);

  // Keyed on the contents, so callers may pass fresh array literals on every render.
  const allowedKey = allowedColumns.join('\n');
  const defaultsKey = defaults.columns.join('\n');
  const storedColumns = stored.columns;
  const columns = useMemo(
    () => sanitizeColumns(storedColumns, defaultsKey ? defaultsKey.split('\n') : [], allowedKey ? allowedKey.split('\n') : []),
    [storedColumns, defaultsKey, allowedKey],
  );

  const update = useCallback(
    (patch: Stored) =>
      setState((current) => {
        const next = { ...current.stored, ...patch };
        writeStored(current.tableKey, next);
        return { tableKey: current.tableKey, stored: next };
      }),
    [],
  );

  const setPerPage = useCallback((perPage: number) => update({ perPage }), [update]);
  const setColumns = useCallback(
    (ids: string[]) => {
      // Refuses an empty choice rather than silently showing something else.
      const clean = keepAllowed(ids, allowedKey ? allowedKey.split('\n') : []);
      if (clean.length >= MIN_COLUMNS) update({ columns: clean });
    },
    [update, allowedKey],
  );

  return { perPage: stored.perPage ?? defaults.perPage, setPerPage, columns, setColumns };
}
