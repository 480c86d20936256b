import { uuidv7 } from '../shared/ids';
import type { MutationDef } from '../shared/sync/mutation';
import { announce } from './mirror-events';
import { entityKey, type LocalDb, type MirrorRow, type OutboxItem } from './local-db';
import { rebaseEntity, serverRowOf } from './rebase';
import { heldBack } from './replay';

/**
 * Records a change: the mirror row changes at once and the call joins the outbox, in one
 * transaction, so neither can exist without the other. Nothing here waits for the network.
 */
export async function mutate<Args, Row extends { id: string }>(
  db: LocalDb,
  def: MutationDef<Args, Row>,
  input: Args,
  opts: { label?: string } = {},
): Promise<OutboxItem> {
  const args = def.args.parse(input);
  const table = def.table;
  const id = def.entityId(args);
  const entity = entityKey(table, id);
  const item = await db.transaction('rw', [db.untypedMirror(table), db.outbox, db.shadows], async () => {
    const current = ((await db.untypedMirror(table).get(id)) ?? null) as Row | null;
    const fields = def.changedFields?.(args);
    const base = fields && current ? Object.fromEntries(fields.map((f) => [f, (current as Record<string, unknown>)[f] ?? null])) : null;
    const next: OutboxItem = {
      id: uuidv7(),
      name: def.name,
      args,
      idempotency_key: uuidv7(),
      table,
      entity_id: id,
      entity,
      base,
      label: opts.label ?? def.describe(current, args),
      created_at: new Date().toISOString(),
      attempts: 0,
      state: 'pending',
    };
    if (!(await db.shadows.get(entity))) await db.shadows.put({ entity, row: (current as MirrorRow | null) ?? null });
    next.seq = await db.outbox.add(next);
    const applied = def.apply(current, args);
    // Every apply keeps or sets the row's version (0 for a record made here).
    if (applied)
      await db
        .untypedMirror(table)
        .put({ ...applied, version: 'version' in applied && typeof applied.version === 'number' ? applied.version : 0, _pending: 1 });
    else await db.untypedMirror(table).delete(id);
    return next;
  });
  announce(db.name, { table, ids: [id] });
  return item;
}

/** Sends a failed change again, as a new change applied to the row as it is now. */
export async function retryFailed(db: LocalDb, seq: number, def: MutationDef<unknown, { id: string }>): Promise<void> {
  const item = await db.outbox.get(seq);
  if (!item || item.state !== 'failed') return;
  await db.outbox.delete(seq);
  await mutate(db, def, item.args);
}

/**
 * Sends a stuck change again: it and the changes held behind it go to the end of the outbox, in
 * their order, with new mutation numbers (the server takes a device's numbers only going up, and
 * later changes went on meanwhile) and their own idempotency keys (a 5xx stored nothing).
 */
export async function retryStuck(db: LocalDb, seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox], async () => {
    const item = await db.outbox.get(seq);
    if (!item?.stuck) return;
    const chain = await heldBy(db, item);
    await requeue(
      db,
      chain.map((i) => (i.seq === seq ? { ...i, stuck: undefined, attempts: 0, error: undefined } : i)),
    );
  });
}

/** The pending changes held back by this stuck one (itself first), in order. */
async function heldBy(db: LocalDb, stuck: OutboxItem): Promise<OutboxItem[]> {
  const pending = await db.outbox.where('state').equals('pending').sortBy('seq');
  const held = heldBack(pending, stuck);
  return pending.filter((i) => held.has(i.seq!));
}

async function requeue(db: LocalDb, items: OutboxItem[]): Promise<void> {
  for (const { seq, ...rest } of items) {
    await db.outbox.delete(seq!);
    await db.outbox.add(rest);
  }
}

/**
 * Drops a change for good; the row shows the server's version again. The changes a stuck one held
 * back move to the end of the outbox with new mutation numbers, as for a retry.
 */
export async function discard(db: LocalDb, seq: number): Promise<void> {
  const item = await db.outbox.get(seq);
  if (!item) return;
  await db.transaction('rw', [db.untypedMirror(item.table), db.outbox, db.shadows], async () => {
    const server = await serverRowOf(db, item.table, item.entity_id);
    const followers = item.stuck ? (await heldBy(db, item)).slice(1) : [];
    await db.outbox.delete(seq);
    await requeue(db, followers);
    if (item.state === 'pending') await rebaseEntity(db, item.table, item.entity_id, server);
  });
  announce(db.name, { table: item.table, ids: [item.entity_id] });
}
