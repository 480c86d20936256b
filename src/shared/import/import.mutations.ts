import { z } from 'zod';
import { IMPORT_KINDS } from '../import-target';
import { defineMutation } from '../sync/mutation';
import { importStartBodySchema, importUndoBodySchema, type ImportItem } from './import.schema';

// The import's writes: the whole file as one batch (queued in the outbox when offline, sent once
// under its key, so it is never applied twice), and the undo of a finished import. The server's
// job does the work; the device shows the row waiting until the pull or the page's polling brings
// its progress.

const now = () => new Date().toISOString();
const describeImport = (row: Pick<ImportItem, 'file_name'> | null, id: string) => (row ? `Import of ${row.file_name}` : `Import ${id.slice(0, 8)}`);

/** POST /api/import/{kind}: the file's rows as mapped, with whether to skip the invalid ones. */
export const importStart = defineMutation({
  name: 'import.start',
  title: 'Import a file',
  args: importStartBodySchema.extend({ kind: z.enum(IMPORT_KINDS), by: z.object({ id: z.string(), name: z.string() }) }),
  table: 'imports',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/import/:kind',
  bodyOf: ({ kind: _k, by: _b, ...body }) => body,
  body: importStartBodySchema,
  apply: (_row: ImportItem | null, a): ImportItem => ({
    id: a.id,
    kind: a.kind,
    file_name: a.file_name,
    file_hash: a.file_hash,
    status: 'queued',
    skip_invalid: a.skip_invalid,
    total_rows: a.rows.length,
    processed_rows: 0,
    created_count: 0,
    updated_count: 0,
    unchanged_count: 0,
    skipped_count: 0,
    error: null,
    created_by: a.by.id,
    created_by_name: a.by.name,
    created_at: now(),
    finished_at: null,
    undone_by_name: null,
    undone_at: null,
    updated_at: now(),
    version: 0,
  }),
  describe: (row, a) => describeImport(row ?? { file_name: a.file_name }, a.id),
  refusedTitle: 'Could not import the file',
});

/** POST /api/import/{id}/undo: new objects archived, changed ones given back their values. */
export const importUndo = defineMutation({
  name: 'import.undo',
  title: 'Undo an import',
  args: importUndoBodySchema,
  table: 'imports',
  entityId: (a) => a.import_id,
  method: 'POST',
  path: '/api/import/:import_id/undo',
  body: importUndoBodySchema,
  apply: (row: ImportItem | null) => (row ? { ...row, status: 'undo_queued' as const, processed_rows: 0, updated_at: now() } : null),
  describe: (row, a) => describeImport(row, a.import_id),
  refusedTitle: 'Could not undo the import',
});

export const importMutations = [importStart, importUndo];
