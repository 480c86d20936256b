import { mutationNamed } from '../shared/sync/catalogue';
import type { SyncTable } from '../shared/sync/protocol';
import { entityKey, getMeta, setMeta, type LocalDb, type MirrorRow } from './local-db';

/**
 * Makes the mirror row of an entity: the server's row with the still-pending changes applied on top,
 * in order. Runs inside the caller's transaction (outbox, shadows and the table).
 */
export async function rebaseEntity(db: LocalDb, table: SyncTable, id: string, serverRow: MirrorRow | null): Promise<void> {
  const entity = entityKey(table, id);
  const pending = await db.outbox
    .where('entity')
    .equals(entity)
    .filter((i) => i.state === 'pending')
    .sortBy('seq');
  if (pending.length === 0) {
    await db.shadows.delete(entity);
    if (serverRow) await db.untypedMirror(table).put(stripLocal(serverRow));
    else await db.untypedMirror(table).delete(id);
    return;
  }
  await db.shadows.put({ entity, row: serverRow ? stripLocal(serverRow) : null });
  let row: MirrorRow | null = serverRow ? stripLocal(serverRow) : null;
  for (const item of pending) row = mutationNamed(item.name).apply(row as never, item.args as never) as MirrorRow | null;
  if (row) await db.untypedMirror(table).put({ ...row, _pending: 1 });
  else await db.untypedMirror(table).delete(id);
}

export function stripLocal(row: MirrorRow): MirrorRow {
  const { _pending: _, ...rest } = row;
  return rest as MirrorRow;
}

/** The server's row of an entity: its shadow while changes are pending, else the mirror row. */
export async function serverRowOf(db: LocalDb, table: SyncTable, id: string): Promise<MirrorRow | null> {
  const shadow = await db.shadows.get(entityKey(table, id));
  if (shadow) return shadow.row;
  return (await db.untypedMirror(table).get(id)) ?? null;
}

/**
 * The server rows a write's answer or a conflict brought (entity → version), newer than any pull
 * page read before that write: a pull that continues from the mirror's own cursor puts a page's
 * rows without reading the mirror first, and skips these (pull.ts). Pruned once the cursor passes.
 */
export const ANSWERED_VERSIONS = 'answered_versions';
export type AnsweredVersions = Record<string, number>;

/** Notes a server row given outside a pull; inside the caller's transaction, which holds db.meta. */
export async function noteAnsweredRow(db: LocalDb, table: SyncTable, row: MirrorRow): Promise<void> {
  const answered = (await getMeta<AnsweredVersions>(db, ANSWERED_VERSIONS)) ?? {};
  const entity = entityKey(table, row.id);
  answered[entity] = Math.max(answered[entity] ?? 0, row.version);
  await setMeta(db, ANSWERED_VERSIONS, answered);
}
