import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ObjectType } from '../../shared/objects';
import type { Action } from '../../shared/policy/policy';
import type { IconProps } from '../ui/icons';
import type { AreaActivityTexts } from './activity-texts';
import type { ObjectPages } from './object-pages';

// What a client area contributes to the app: src/client/areas.tsx lists the areas and the shell
// (routes.tsx) reads them, so adding an area is its folder plus one line there.

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Hidden from the navigation for users who may not use it; the route guard redirects too. */
  action: Action;
  /** What the home page's card says under the name when it shows no figure. */
  summary?: string;
  /** The area's pages are not built yet: the home page says so. */
  notBuilt?: true;
}

/** A card on a person's page, in the side column, below the reports. */
export interface PersonSectionProps {
  personId: string;
  firstName: string;
}

/** A card of /settings: what the area lets the user set up. */
export interface SettingsCard {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
  action: Action;
}

/** A card on an object's detail page (a vehicle's or an asset's policy), below its facts. */
export interface ObjectSectionProps {
  object: ObjectType;
  id: string;
  /** The object is archived. */
  deleted: 0 | 1;
}

export type ObjectSections = Readonly<Partial<Record<ObjectType, readonly ComponentType<ObjectSectionProps>[]>>>;

/** Names of built-in list values by field name, for the segment pages ('fuel' -> 'diesel' -> 'Diesel'). */
export type SegmentLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface ClientArea {
  /** Pages inside the signed-in layout (spec paths, without the leading slash). Lazy, so the first page stays small. */
  routes: RouteObject[];
  /** Entries of the main navigation and the home page's tiles, in the area's place in the list. */
  nav?: NavItem[];
  /** Cards the area adds to the person page (lazy components: loaded with that page). */
  personSections?: ComponentType<PersonSectionProps>[];
  /** Its cards on /settings. */
  settings?: SettingsCard[];
  /** Cards the area adds to other areas' object pages, by object type (lazy components). */
  objectSections?: ObjectSections;
  /** The area's built-in value names for the segment pages, loaded when those pages open. */
  segmentLabels?: () => Promise<SegmentLabels>;
  /** Where the area's objects live, for the files pages of any object. */
  objectPages?: ObjectPages;
  /** What the area's activity items say in any object's feed. */
  activityTexts?: AreaActivityTexts;
}
