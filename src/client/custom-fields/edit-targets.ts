import { useLiveQuery } from 'dexie-react-hooks';
import type { Action } from '../../shared/policy/policy';
import type { SyncTable } from '../../shared/sync/protocol';
import type { MirrorRowOf } from '../../sync/local-db';
import { useOffline } from '../offline/offline-context';

/**
 * What the custom-field edit page needs to know of a kind of object: where the object lives in the
 * mirror, what to call it, where its page is, and who may change it. Each area gives its own with
 * its edit route (<CustomFieldsEditPage object="car" target={CAR_EDIT_TARGET} />); a module
 * constant, so the live query does not start again on every render.
 */
export interface EditTarget<T extends SyncTable> {
  table: T;
  title: (row: MirrorRowOf<T>) => string;
  /** The object's page; the row is there for pages whose path needs more than the id. */
  detailHref: (id: string, row?: MirrorRowOf<T>) => string;
  /** Besides customFields.edit, which every type needs. */
  editable: (row: MirrorRowOf<T>, can: (a: Action) => boolean) => boolean;
}

/** The object from the mirror with its title and page; null when it is not on this device; undefined while loading. */
export function useEditTarget<T extends SyncTable>(target: EditTarget<T>, id: string) {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const row = await db.mirror(target.table).get(id);
    return row ? { row, title: target.title(row), detailHref: target.detailHref(id, row) } : null;
  }, [db, target, id]);
}
