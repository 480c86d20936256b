import { useLiveQuery } from 'dexie-react-hooks';
import type { ObjectType } from '../../shared/objects';
import type { Action } from '../../shared/policy/policy';
import type { SyncTable } from '../../shared/sync/protocol';
import type { MirrorRow } from '../../sync/local-db';
import { useOffline } from '../offline/offline-context';
import { participantPath } from '../../shared/trainings/training-rules';

// What the custom-field edit page needs to know of each kind of object it serves: where the
// object lives in the mirror, what to call it, where its page is, and who may change it.
// Types join here as their areas land (BUILT_OBJECT_TYPES).

interface EditTarget {
  table: SyncTable;
  title: (row: MirrorRow) => string;
  /** The object's page; the row is there for pages whose path needs more than the id. */
  detailHref: (id: string, row?: MirrorRow) => string;
  /** Besides customFields.edit, which every type needs. */
  editable: (row: MirrorRow, can: (a: Action) => boolean) => boolean;
}

export const EDIT_TARGETS = {
  car: {
    table: 'cars',
    title: (r) => `${String(r.brand ?? '')} ${String(r.model ?? '')}`.trim(),
    detailHref: (id) => `/fleet/${id}`,
    // Spec: only active vehicles can be edited, and only by users with fleet edit rights.
    editable: (r, can) => r.deleted === 0 && can('fleet.edit'),
  },
  asset: {
    table: 'assets',
    title: (r) => [String(r.asset_name ?? ''), r.serial_number ? String(r.serial_number) : ''].filter(Boolean).join(' '),
    detailHref: (id) => `/assets/${id}`,
    // Spec section 4: archived assets hide their edit controls.
    editable: (r, can) => r.deleted === 0 && can('assets.edit'),
  },
  training: {
    table: 'trainings',
    title: (r) => String(r.name ?? ''),
    detailHref: (id) => `/trainings/${id}`,
    // trainings.md section 6: read-only users do not see edit actions.
    editable: (_r, can) => can('trainings.edit'),
  },
  training_participant: {
    table: 'training_participants',
    title: (r) => String(r.person_name ?? ''),
    detailHref: (id: string, r?: MirrorRow) => (r ? participantPath(String(r.training_id), id) : '/trainings'),
    editable: (_r, can) => can('trainings.edit'),
  },
  employee: {
    table: 'employees',
    title: (r) => String(r.name ?? ''),
    detailHref: (id) => `/people/${id}`,
    editable: () => true,
  },
} satisfies Partial<Record<ObjectType, EditTarget>>;

export type EditableObjectType = keyof typeof EDIT_TARGETS;

/** The object from the mirror with its title and page; null when it is not on this device; undefined while loading. */
export function useEditTarget(object: EditableObjectType, id: string) {
  const { db } = useOffline();
  const target: EditTarget = EDIT_TARGETS[object];
  return useLiveQuery(async () => {
    const row = await db.untypedMirror(target.table).get(id);
    return row ? { row, title: target.title(row), detailHref: target.detailHref(id, row) } : null;
  }, [db, target, id]);
}
