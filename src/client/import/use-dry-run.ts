import { useEffect, useMemo, useState } from 'react';
import type { ImportCells, ImportField, ImportTarget, MirrorRows } from '../../shared/import-target';
import { dryRun, importFields, type DryRun } from '../../shared/import/dry-run';
import type { SyncTable } from '../../shared/sync/protocol';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';
import { onMirrorChange } from '../../sync/mirror-events';

/** A pull stores its rows page by page: the world is read again once they have settled. */
const WORLD_REREAD_MS = 300;

// The import's view of the company: the mirror's tables the target reads, read once when the page
// opens (the device's copy, so it works offline), and the dry run over the mapped rows.

/**
 * The mirror's rows a target plans against; null while reading. Read again when one of its tables
 * changes (the pull bringing what an import made), so the next dry run sees the company as it is.
 */
export function useImportWorld(target: ImportTarget): MirrorRows | null {
  const { db, synced } = useOffline();
  const [rows, setRows] = useState<MirrorRows | null>(null);
  useEffect(() => {
    if (!synced) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tables: SyncTable[] = ['employees', 'custom_fields', 'custom_field_values', ...target.tables];
    const read = () =>
      void Promise.all(tables.map(async (t) => [t, await db.mirror(t).toArray()] as const)).then((got) => {
        if (live) setRows(Object.fromEntries(got) as MirrorRows);
      });
    read();
    const off = onMirrorChange(db.name, (change) => {
      if (!tables.includes(change.table)) return;
      clearTimeout(timer);
      timer = setTimeout(read, WORLD_REREAD_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      off();
    };
  }, [db, synced, target]);
  return rows;
}

/** The target's fields with the custom fields of its object type: what columns may be mapped to. */
export function useImportFields(target: ImportTarget, world: MirrorRows | null): ImportField[] {
  return useMemo(() => (world ? importFields(target, world) : [...target.fields]), [target, world]);
}

/** Each file row as its mapped cells: only mapped columns appear, by field key. */
export function mappedCells(rows: readonly string[][], mapping: readonly (string | null)[]): ImportCells[] {
  const columns = mapping.flatMap((key, i) => (key ? [[key, i] as const] : []));
  return rows.map((r) => Object.fromEntries(columns.map(([key, i]) => [key, r[i] ?? ''])));
}

/** The dry run of the mapped rows against the world, made after the page has painted its 'Checking' state. */
export function useDryRun(target: ImportTarget, world: MirrorRows | null, cells: readonly ImportCells[] | null): DryRun | null {
  const viewer = useViewer();
  const [run, setRun] = useState<DryRun | null>(null);
  useEffect(() => {
    setRun(null);
    if (!world || !cells) return;
    const timer = setTimeout(() => setRun(dryRun(target, cells, world, viewer)), 30);
    return () => clearTimeout(timer);
  }, [target, world, cells, viewer]);
  return run;
}
