import { activityArea } from './activity/activity.area';
import { assetsArea } from './assets/assets.area';
import { calendarArea } from './calendar/calendar.area';
import { contractsArea } from './contracts/contracts.area';
import { customFieldsArea } from './custom-fields/custom-fields.area';
import { documentsArea } from './documents/documents.area';
import { fleetArea } from './fleet/fleet.area';
import { importArea } from './import/import.area';
import { peopleArea } from './people/people.area';
import { segmentsArea } from './segments/segments.area';
import { softwareArea } from './software/software.area';
import { tagsArea } from './tags/tags.area';
import { trainingsArea } from './trainings/trainings.area';
import type { ObjectType } from './objects';

// The shared areas, one line each (docs/adding-an-area.md). Their order is the first download's:
// people and teams before what refers to them. SYNC_TABLES, SyncRows, the mutation catalogue and
// the browser's stores are all read from this list.
export const SHARED_AREAS = [
  peopleArea,
  fleetArea,
  activityArea,
  tagsArea,
  customFieldsArea,
  documentsArea,
  segmentsArea,
  assetsArea,
  trainingsArea,
  softwareArea,
  contractsArea,
  importArea,
  calendarArea,
] as const;

/** The object types some area builds; the others are defined in settings only. */
export const BUILT_OBJECT_TYPES: readonly ObjectType[] = SHARED_AREAS.flatMap((a) => a.objectTypes);
