import { Navigate, type RouteObject } from 'react-router-dom';
import { ACTIVITY_TEXTS, AREA_NAV, AREA_SETTINGS, AREA_ROUTES, loadSegmentLabels, OBJECT_PAGES, OBJECT_SECTIONS, PERSON_SECTIONS } from './areas';
import { ObjectSectionsProvider } from './lib/object-sections';
import { ActivityTextsProvider } from './lib/activity-texts';
import { ObjectPagesProvider } from './lib/object-pages';
import { HomePage } from './home/home-page';
import { AppLayout } from './layout/app-layout';
import type { NavItem } from './lib/client-area';
import { guarded, RequireAction } from './lib/guards';
import { PersonSectionsProvider } from './lib/person-sections';
import { OfflineProvider } from './offline/offline-context';
import { IconSettings } from './ui/icons';
import { NotBuiltYet } from './ui/not-built-yet';

// Everything behind sign-in: the signed-in layout (the offline engine, the areas' providers),
// home and settings; every area's pages come from areas.tsx. Route paths are the spec's. This
// module loads after sign-in (routes.tsx), and each page on demand within it.
const NAV_ITEMS: readonly NavItem[] = [...AREA_NAV, { to: '/settings', label: 'Settings', icon: IconSettings, action: 'settings.view' }];

const settings = () => import('./settings/settings-page').then(({ SettingsPage }) => ({ Component: () => <SettingsPage areaCards={AREA_SETTINGS} /> }));
const cfSettings = () => import('./settings/custom-fields-settings-page').then((m) => ({ Component: m.CustomFieldsSettingsPage }));
const cfNew = () => import('./settings/custom-field-edit-page').then((m) => ({ Component: m.NewCustomFieldPage }));
const cfEdit = () => import('./settings/custom-field-edit-page').then((m) => ({ Component: m.EditCustomFieldPage }));
const definersOnly = (lazy: typeof settings) => guarded('customFields.define', lazy);
// The segment pages name built-in enum values as the lists do, with each area's own labels.
const segmentsSettings = () =>
  Promise.all([import('./segments'), loadSegmentLabels()]).then(([{ SegmentsPage }, labels]) => ({ Component: () => <SegmentsPage optionLabels={labels} /> }));
const segmentBuilder = () =>
  Promise.all([import('./segments'), loadSegmentLabels()]).then(([{ SegmentBuilderPage }, labels]) => ({
    Component: () => <SegmentBuilderPage optionLabels={labels} />,
  }));

// Zod loads with these routes and with the sign-in page, not with the shell.

export const signedInRoutes: RouteObject[] = [
  {
    element: (
      <OfflineProvider>
        <PersonSectionsProvider sections={PERSON_SECTIONS}>
          <ObjectSectionsProvider sections={OBJECT_SECTIONS}>
            <ObjectPagesProvider pages={OBJECT_PAGES}>
              <ActivityTextsProvider texts={ACTIVITY_TEXTS}>
                <AppLayout nav={NAV_ITEMS} />
              </ActivityTextsProvider>
            </ObjectPagesProvider>
          </ObjectSectionsProvider>
        </PersonSectionsProvider>
      </OfflineProvider>
    ),
    children: [
      { index: true, element: <HomePage nav={NAV_ITEMS} /> },
      ...AREA_ROUTES,
      // trainings.md section 2: the reminders page's contents are not shown.
      { path: 'reminders/*', element: <NotBuiltYet area="Reminders" /> },
      { path: 'settings', lazy: guarded('settings.view', settings) },
      { path: 'settings/customFields', lazy: definersOnly(cfSettings) },
      { path: 'settings/customFields/new', lazy: definersOnly(cfNew) },
      { path: 'settings/customFields/:id', lazy: definersOnly(cfEdit) },
      { path: 'settings/segments', lazy: guarded('segments.edit', segmentsSettings) },
      { path: 'settings/segments/builder', lazy: guarded('segments.edit', segmentBuilder) },
      {
        path: 'settings/*',
        element: (
          <RequireAction action="settings.view">
            <NotBuiltYet area="Settings" />
          </RequireAction>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
