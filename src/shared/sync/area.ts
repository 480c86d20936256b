import type { ImportKind, ImportTarget } from '../import-target';
import type { ObjectType, SegmentObjectType } from '../objects';
import type { Rule } from '../policy/rules';
import type { BuiltInSegment } from '../segments/built-in-segments';
import type { SegmentField } from '../segments/segment-fields';

// What a shared area contributes to the sync engine and to both sides: its mirrored tables (each
// with the row type the pull sends and the Dexie indexes the pages look rows up by) and its
// mutations. src/shared/areas.ts lists the areas; SYNC_TABLES, SyncRows, the mutation catalogue and
// the browser's stores are read from there, so an area is one line in that file.
//
// An area file declares its tables as their own `as const` list and annotates the area with
// `SharedArea<typeof tables>`: the mutations' types name SyncTable, which is read from the areas,
// so the area's type must not be inferred from its mutations.

/** A mirrored table: its name, what people call it, its Dexie store spec ('id' first, then indexes) and, as a type only, its row. */
export interface MirroredTable<Name extends string = string, Row extends { id: string; version: number } = { id: string; version: number }> {
  readonly name: Name;
  /** The table as the sync panel's storage list names it ('Vehicles' for cars). */
  readonly label: string;
  readonly indexes: string;
  /** Never set: carries the row type to SyncRows. */
  readonly row?: Row;
}

/** `mirrored<CarRow>()('cars', 'Vehicles', 'id, plate')`: the row type given, the name inferred as a literal. */
export const mirrored =
  <Row extends { id: string; version: number }>() =>
  <const Name extends string>(name: Name, label: string, indexes = 'id'): MirroredTable<Name, Row> => ({ name, label, indexes });

/** A list endpoint's item as the mirror holds it: with the id and version the pull sends. */
export type Versioned<T> = T & { id: string; version: number };

/**
 * An area's contributions to the whole. `Rights` and `Events` carry the exact names of its rights
 * and activity event types, so policy.ts's Action and activity.schema.ts's EventType include them:
 * `SharedArea<typeof tables, typeof softwareRights, typeof SOFTWARE_EVENT_TYPES>`.
 */
export interface SharedArea<
  Tables extends readonly MirroredTable[] = readonly MirroredTable[],
  Rights extends Readonly<Record<string, Rule>> = Readonly<Record<never, Rule>>,
  Events extends readonly string[] = readonly never[],
> {
  /** Mirrored tables, in the order a first download fills them. */
  readonly tables: Tables;
  /** The area's mutations (its `<area>.mutations.ts` list); the catalogue finds them by name. */
  readonly mutations: readonly { readonly name: string }[];
  /** The kinds of object the area builds: custom fields, files, tags and segments attach to them. */
  readonly objectTypes: readonly ObjectType[];
  /** Segments of the area's object types: the fields conditions may use and the built-in segments. */
  readonly segments?: Partial<Record<SegmentObjectType, AreaSegments>>;
  /** Its rights, named '<area>.<what>' (`<area>.rights.ts`); `can()` checks them like the core ones. */
  readonly rights?: Rights;
  /** What a file may import into the area (/import/{kind}): its columns and each row's plan (`<area>/<object>-import.ts`). */
  readonly importTargets?: Partial<Record<ImportKind, ImportTarget>>;
  /** The activity event types its writes record (`<area>.events.ts`); the feed's texts are the client area's. */
  readonly eventTypes?: Events;
}

/** Any area, whatever rights and event types it names: what lists of areas are checked against. */
export type AnySharedArea = SharedArea<readonly MirroredTable[], Readonly<Record<string, Rule>>, readonly string[]>;

export interface AreaSegments {
  readonly fields: readonly SegmentField[];
  readonly builtIns: readonly BuiltInSegment[];
}
