import type { ObjectType, SegmentObjectType } from '../shared/objects';
import { SYNC_TABLES, type SyncTable } from '../shared/sync/protocol';
import { activityArea } from './activity/activity.area';
import { assetsArea } from './assets/assets.area';
import { calendarArea } from './calendar/calendar.area';
import { contractsArea } from './contracts/contracts.area';
import { authArea } from './auth/auth.area';
import { customFieldsArea } from './custom-fields/custom-fields.area';
import { documentsArea } from './documents/documents.area';
import { fleetArea } from './fleet/fleet.area';
import { healthArea } from './health/health.area';
import { importArea } from './import/import.area';
import type { AnyServerArea, AreaSeed, ObjectTable, PullSource, SegmentTable, ServerArea, VersionedTable } from './http/server-area';
import type { ObjectAccess } from './objects/object-access';
import { peopleArea } from './people/people.area';
import { segmentsArea } from './segments/segments.area';
import { softwareArea } from './software/software.area';
import { syncArea } from './sync/sync.area';
import { tagsArea } from './tags/tags.area';
import { trainingsArea } from './trainings/trainings.area';
import { assetsSeed } from './seed/assets-seed';
import { calendarSeed } from './seed/calendar-seed';
import { contractsSeed } from './seed/contracts-seed';
import { importSeed } from './seed/import-seed';
import { softwareSeed } from './seed/software-seed';
import { trainingsSeed } from './seed/trainings-seed';

// Every server area, one line each: app.ts registers their routes, the pull serves their tables,
// object access and auto numbers look their objects up here, the demo and `npm run seed` run their
// seeds (written in the seed tool's folder, which no area imports). A new area adds its line.
export const SERVER_AREAS = [
  healthArea,
  authArea,
  peopleArea,
  fleetArea,
  { ...assetsArea, seed: assetsSeed },
  { ...trainingsArea, seed: trainingsSeed },
  { ...softwareArea, seed: softwareSeed },
  { ...contractsArea, seed: contractsSeed },
  syncArea,
  activityArea,
  tagsArea,
  segmentsArea,
  customFieldsArea,
  documentsArea,
  { ...importArea, seed: importSeed },
  { ...calendarArea, seed: calendarSeed },
] as const;

// A table added to SYNC_TABLES does not compile until an area serves it: the error names it.
type TablesOf<A> = A extends ServerArea<infer T> ? T : never;
type Served = TablesOf<(typeof SERVER_AREAS)[number]>;
type Unserved = Exclude<SyncTable, Served>;
const everyTableServed: [Unserved] extends [never] ? true : Unserved = true;

// Read when a request runs, never while modules load: areas' own modules import object access,
// which reads this list, so the list may not be used before every area has loaded.
const areas = (): readonly AnyServerArea[] => (everyTableServed ? SERVER_AREAS : []);

export function pullSource(table: SyncTable): PullSource<SyncTable> {
  for (const area of areas()) {
    const source = area.pull?.[table];
    if (source) return source;
  }
  throw new Error(`No area serves the synced table ${table}`);
}

export const syncedSqlTables = (): VersionedTable[] => SYNC_TABLES.map((t) => pullSource(t).sqlTable);

export const objectAccessOf = (type: ObjectType): ObjectAccess | undefined => areas().find((a) => a.objectAccess?.[type])?.objectAccess?.[type];

export const objectTableOf = (type: ObjectType): ObjectTable | undefined => areas().find((a) => a.autoNumberTables?.[type])?.autoNumberTables?.[type];

/** The areas' seeds, in the areas' order: their demo steps and `npm run seed` options. */
export const areaSeeds = (): AreaSeed[] => areas().flatMap((a) => a.seed ?? []);

export const segmentTableOf = (type: SegmentObjectType): SegmentTable | undefined => areas().find((a) => a.segmentTables?.[type])?.segmentTables?.[type];
