import { mutationNamed } from '../shared/sync/catalogue';
import type { SyncTable } from '../shared/sync/protocol';
import { entityKey, type LocalDb, type MirrorRow } from './local-db';

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
