import { assetsClientArea } from './assets/assets.routes';
import { calendarClientArea } from './calendar/calendar.routes';
import { contractsClientArea } from './contracts/contracts.routes';
import { documentsClientArea } from './documents/documents.routes';
import { fleetClientArea } from './fleet/fleet.routes';
import { importClientArea } from './import/import.routes';
import type { AreaActivityTexts } from './lib/activity-texts';
import type { ClientArea, NavItem, ObjectSectionProps, ObjectSections, PersonSectionProps, SegmentLabels, SettingsCard } from './lib/client-area';
import { peopleClientArea } from './people/people.routes';
import { softwareClientArea } from './software/software.routes';
import { trainingsClientArea } from './trainings/trainings.routes';
import type { ComponentType } from 'react';
import type { ObjectPages } from './lib/object-pages';

// The client areas, one line each (docs/adding-an-area.md), in the navigation's order. The shell
// (routes.tsx) reads their pages, navigation entries, person-page cards, activity texts and segment
// value names.

const CLIENT_AREAS: readonly ClientArea[] = [
  fleetClientArea,
  assetsClientArea,
  trainingsClientArea,
  softwareClientArea,
  calendarClientArea,
  contractsClientArea,
  peopleClientArea,
  documentsClientArea,
  importClientArea,
];

export const AREA_ROUTES = CLIENT_AREAS.flatMap((a) => a.routes);
export const AREA_NAV: readonly NavItem[] = CLIENT_AREAS.flatMap((a) => a.nav ?? []);
export const OBJECT_PAGES: ObjectPages = Object.assign({}, ...CLIENT_AREAS.map((a) => a.objectPages ?? {}));
export const ACTIVITY_TEXTS: readonly AreaActivityTexts[] = CLIENT_AREAS.flatMap((a) => a.activityTexts ?? []);
export const AREA_SETTINGS: readonly SettingsCard[] = CLIENT_AREAS.flatMap((a) => a.settings ?? []);
export const OBJECT_SECTIONS: ObjectSections = CLIENT_AREAS.reduce<Record<string, ComponentType<ObjectSectionProps>[]>>((all, a) => {
  for (const [type, sections] of Object.entries(a.objectSections ?? {})) all[type] = [...(all[type] ?? []), ...(sections ?? [])];
  return all;
}, {});
export const PERSON_SECTIONS: readonly ComponentType<PersonSectionProps>[] = CLIENT_AREAS.flatMap((a) => a.personSections ?? []);

/** Every area's value names for the segment pages, loaded when one of them opens. */
export const loadSegmentLabels = async (): Promise<SegmentLabels> =>
  Object.assign({}, ...(await Promise.all(CLIENT_AREAS.map((a) => a.segmentLabels?.() ?? {}))));
