import type { ImportCells, ImportKind } from '../../shared/import-target';
import { dryRun, type DryRun } from '../../shared/import/dry-run';
import type { Viewer } from '../../shared/policy/viewer';
import { importTargetOf } from '../../shared/sync/import-targets';
import { rowsOfPages, type MirrorPages } from '../sync/mirror-pages';
import { defineTask } from '../workers/worker-pool';

// An import's plan, made in a worker thread (workers/worker-pool.ts): every row of a 20,000-row file
// planned by the shared dry run is seconds of work that would otherwise hold every other request.

export interface PlanInput {
  kind: ImportKind;
  /** The file's rows as stored, as JSON text: parsed here, not on the request thread. */
  cellsJson: string;
  /** What the sender's mirror holds, as the pull's pages of JSON text: parsed here too. */
  worldPages: MirrorPages;
  viewer: Viewer;
}

/** The shared dry run of the file against the company as the sender's mirror would show it. */
export function planImportRows({ kind, cellsJson, worldPages, viewer }: PlanInput): DryRun {
  const target = importTargetOf(kind);
  if (!target) throw new Error(`No import of ${kind}`);
  return dryRun(target, JSON.parse(cellsJson) as ImportCells[], rowsOfPages(worldPages), viewer);
}

export const planImportTask = defineTask(import.meta.url, planImportRows);
