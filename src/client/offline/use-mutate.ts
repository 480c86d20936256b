import { useCallback } from 'react';
import type { MutationDef } from '../../shared/sync/mutation';
import type { OutboxItem } from '../../sync/local-db';
import { mutate } from '../../sync/outbox';
import { useOffline } from './offline-context';

/** Records one change (mirror row and outbox entry, see sync/outbox.ts). */
export type Mutate = <Args, Row extends { id: string }>(def: MutationDef<Args, Row>, args: Args, opts?: { label?: string }) => Promise<OutboxItem>;

/**
 * The one way a page saves: the change applies to the mirror at once, joins the outbox, and the
 * engine is woken so it is sent now when online.
 */
export function useMutate(): Mutate {
  const { db, engine } = useOffline();
  return useCallback<Mutate>(
    async (def, args, ...opts) => {
      const item = await mutate(db, def, args, ...opts);
      engine.changed();
      return item;
    },
    [db, engine],
  );
}

/**
 * For work that queues several changes together (a batch in one transaction, a reorder, a retry
 * or a drop from the outbox): `work` gets a call that only queues, and the engine is woken once
 * when it ends, even if it failed part-way (whatever was queued should still be sent).
 */
export function useMutateMany(): <T>(work: (queue: Mutate) => Promise<T>) => Promise<T> {
  const { db, engine } = useOffline();
  return useCallback(
    async <T>(work: (queue: Mutate) => Promise<T>) => {
      try {
        return await work((def, args, ...opts) => mutate(db, def, args, ...opts));
      } finally {
        engine.changed();
      }
    },
    [db, engine],
  );
}
