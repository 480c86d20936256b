import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { SegmentObjectType } from '../../shared/objects';
import { canUseCustomSegments } from '../../shared/segments/segment-fields';
import { builtInSegmentItems } from '../../shared/segments/built-in-segments';
import type { SegmentListItem, SegmentRow } from '../../shared/segments/segments.schema';
import { useViewer } from '../lib/session-context';
import { useOffline } from '../offline/offline-context';

const byName = (a: SegmentRow, b: SegmentRow) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The company's custom segments of a type from the mirror, by name (none with light access); undefined while loading. */
export function useCustomSegments(object: SegmentObjectType): SegmentRow[] | undefined {
  const { db } = useOffline();
  const allowed = canUseCustomSegments(useViewer());
  return useLiveQuery(
    async () => (allowed ? (await db.mirror('segments').where('object_type').equals(object).toArray()).sort(byName) : []),
    [db, object, allowed],
  );
}

/** getSegments on the device: the built-ins, then the custom segments; undefined while loading. */
export function useSegments(object: SegmentObjectType): SegmentListItem[] | undefined {
  const custom = useCustomSegments(object);
  return useMemo(
    () =>
      custom && [
        ...builtInSegmentItems(object),
        ...custom.map((s) => ({ id: s.id, name: s.name, object_type: s.object_type, definition: s.definition, built_in: false })),
      ],
    [custom, object],
  );
}

/** One custom segment from the mirror; null when it is not there; undefined while loading. */
export function useSegmentRow(id: string | undefined): SegmentRow | null | undefined {
  const { db } = useOffline();
  return useLiveQuery(async () => (id ? ((await db.mirror('segments').get(id)) ?? null) : null), [db, id]);
}
