import { useLiveQuery } from 'dexie-react-hooks';
import { documentObjectParamsSchema, documentsPageQuerySchema } from '../../shared/documents/documents.schema';
import type { ObjectType } from '../../shared/objects';
import type { SyncTable } from '../../shared/sync/protocol';
import { useOffline } from '../offline/offline-context';
import { participantPath } from '../../shared/trainings/training-rules';

// The object a files page is about: its page, its name, whether this device knows it. Only the
// object types built so far have a table and a page; the others read as not found.

type Row = Record<string, unknown>;
// A participant's page sits under its training's: the path needs the row.
const PAGES: Partial<Record<ObjectType, (id: string, row?: Row) => string>> = {
  car: (id) => `/fleet/${id}`,
  employee: (id) => `/people/${id}`,
  asset: (id) => `/assets/${id}`,
  training: (id) => `/trainings/${id}`,
  training_participant: (id, row) => (row ? participantPath(String(row.training_id), id) : '/trainings'),
};
const TABLES: Partial<Record<ObjectType, SyncTable>> = { car: 'cars', employee: 'employees', asset: 'assets', training: 'trainings', training_participant: 'training_participants' };

export const objectPagePath = (object: ObjectType, id: string, row?: Row): string => PAGES[object]?.(id, row) ?? '/';

/** The object's page, reading its row when the path needs it; '/' when unknown. */
export function useObjectPagePath(object: ObjectType | undefined, id: string | undefined): string {
  const { db } = useOffline();
  const row = useLiveQuery(async () => {
    const table = object === 'training_participant' ? TABLES[object] : undefined;
    return table && id ? (((await db.untypedMirror(table).get(id)) as Row | undefined) ?? null) : null;
  }, [db, object, id]);
  return object && id ? objectPagePath(object, id, row ?? undefined) : '/';
}

/** The :object and :id of a files route, when they are an object type and an id. */
export function parseObjectParams(params: { object?: string; id?: string }): { object: ObjectType; id: string } | null {
  const parsed = documentObjectParamsSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

/** ?back= when it is a path of this app, else the fallback (never another site: no open redirect). */
export function backPath(search: URLSearchParams, fallback: string): string {
  const parsed = documentsPageQuerySchema.safeParse({ back: search.get('back') ?? undefined });
  return (parsed.success && parsed.data.back) || fallback;
}

const labelOf = (object: ObjectType, row: Row): string => {
  if (object === 'employee' || object === 'training') return String(row.name ?? '');
  if (object === 'training_participant') return String(row.person_name ?? '') || 'Participant';
  if (object === 'asset') return String(row.asset_name ?? '') || 'Asset';
  const title = [row.brand, row.model].filter(Boolean).join(' ') || 'Vehicle';
  return row.plate ? `${title} (${String(row.plate)})` : title;
};

/** The object's name as the app shows it: undefined while loading, null when this device has no such object. */
export function useObjectLabel(object: ObjectType | undefined, id: string | undefined): string | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    const table = object ? TABLES[object] : undefined;
    if (!object || !id || !table) return null;
    const row = await db.untypedMirror(table).get(id);
    return row ? labelOf(object, row) : null;
  }, [db, object, id]);
}
