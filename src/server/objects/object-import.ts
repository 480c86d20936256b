import type { ImportKind, ImportValues } from '../../shared/import-target';
import type { Viewer } from '../../shared/policy/viewer';
import { SERVER_AREAS } from '../areas';
import type { Db } from '../db/database';
import type { AnyServerArea } from '../http/server-area';

// How an area's objects are written by an import (ServerArea.importWriters): the import's job
// plans rows with the shared target (src/shared/import-target.ts) and hands the writes here.
// Values are the object's own fields as the mirror row has them; custom values are the import's.

export interface ImportWriteContext {
  viewer: Viewer;
  importId: string;
}

export interface ImportWriter {
  /**
   * New objects with the ids given, marked insert_method 'import' and excel_import_id (the import
   * gives them their custom values and auto numbers). Answers the ids of other objects it made on
   * the way (a new product of licences), which an undo archives too.
   */
  create(tx: Db, ctx: ImportWriteContext, rows: readonly { id: string; values: ImportValues }[]): Promise<readonly string[]>;
  /** An existing object's changed fields (also an undo giving them back). */
  update(tx: Db, ctx: ImportWriteContext, id: string, values: ImportValues): Promise<void>;
  /** Archives the objects an undone import created (of `create`'s rows and the ids it answered). */
  archive(tx: Db, ctx: ImportWriteContext, ids: readonly string[]): Promise<void>;
}

export function importWriterOf(kind: ImportKind): ImportWriter | undefined {
  for (const area of SERVER_AREAS as readonly AnyServerArea[]) {
    const writer = area.importWriters?.[kind];
    if (writer) return writer;
  }
  return undefined;
}
