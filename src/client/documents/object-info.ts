import { useLiveQuery } from 'dexie-react-hooks';
import { documentObjectParamsSchema, documentsPageQuerySchema } from '../../shared/documents/documents.schema';
import type { ObjectType } from '../../shared/objects';
import { useObjectPages } from '../lib/object-pages';
import { useOffline } from '../offline/offline-context';

// The object a files page is about: its page, its name, whether this device knows it. The areas
// say where their objects live (lib/object-pages.tsx); other types read as not found.

/** The object's page, reading its row when the path needs it; '/' when unknown. */
export function useObjectPagePath(object: ObjectType | undefined, id: string | undefined): string {
  const { db } = useOffline();
  const pages = useObjectPages();
  const page = object ? pages[object] : undefined;
  const row = useLiveQuery(async () => (page && id ? ((await db.untypedMirror(page.table).get(id)) ?? null) : null), [db, page, id]);
  return page && id ? page.detailHref(id, row ?? undefined) : '/';
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

/** The object's name as the app shows it: undefined while loading, null when this device has no such object. */
export function useObjectLabel(object: ObjectType | undefined, id: string | undefined): string | null | undefined {
  const { db } = useOffline();
  const pages = useObjectPages();
  const page = object ? pages[object] : undefined;
  return useLiveQuery(async () => {
    if (!page || !id) return null;
    const row = await db.untypedMirror(page.table).get(id);
    return row ? page.label(row) : null;
  }, [db, page, id]);
}
