import { lazy } from 'react';
import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconCar } from '../ui/icons';
import type { EditTarget } from '../custom-fields';

// The fleet's pages (spec paths), its navigation entry, its card on the person page and its list
// values' names for segments. Pages load on demand so the first page stays small.
const fleetOnly = (load: Parameters<typeof guarded>[1]) => guarded('fleet.view', load);

const CAR_EDIT_TARGET: EditTarget<'cars'> = {
  table: 'cars',
  title: (r) => `${String(r.brand ?? '')} ${String(r.model ?? '')}`.trim(),
  detailHref: (id) => `/fleet/${id}`,
  // Spec: only active vehicles can be edited, and only by users with fleet edit rights.
  editable: (r, can) => r.deleted === 0 && can('fleet.edit'),
};

const carLabel = (row: Record<string, unknown>) => {
  const title = [row.brand, row.model].filter(Boolean).join(' ') || 'Vehicle';
  return row.plate ? `${title} (${String(row.plate)})` : title;
};

export const fleetClientArea: ClientArea = {
  objectPages: { car: { ...CAR_EDIT_TARGET, label: carLabel } },
  routes: [
    { path: 'fleet', lazy: fleetOnly(() => import('./fleet-page').then((m) => ({ Component: m.FleetPage }))) },
    { path: 'fleet/new', lazy: fleetOnly(() => import('./wizard/car-wizard-page').then((m) => ({ Component: m.CarWizardPage }))) },
    { path: 'fleet/:id', lazy: fleetOnly(() => import('./car-page').then((m) => ({ Component: m.CarPage }))) },
    { path: 'fleet/:id/delete', lazy: fleetOnly(() => import('./car-archive-page').then((m) => ({ Component: m.CarArchivePage }))) },
    { path: 'fleet/:id/undelete', lazy: fleetOnly(() => import('./car-unarchive-page').then((m) => ({ Component: m.CarUnarchivePage }))) },
    { path: 'fleet/:id/edit', lazy: fleetOnly(() => import('./car-edit-page').then((m) => ({ Component: m.CarEditPage }))) },
    {
      path: 'fleet/:id/edit/customFields',
      lazy: fleetOnly(() =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({ Component: () => <CustomFieldsEditPage object="car" target={CAR_EDIT_TARGET} /> })),
      ),
    },
  ],
  nav: [{ to: '/fleet', label: 'Fleet', icon: IconCar, action: 'fleet.view' }],
  personSections: [lazy(() => import('./person-vehicles').then((m) => ({ default: m.PersonVehicles })))],
  segmentLabels: () =>
    import('../../shared/fleet/car-labels').then((l) => ({
      fuel: l.FUEL_LABELS,
      type: l.TYPE_LABELS,
      contract_type: l.CONTRACT_TYPE_LABELS,
      usage_type: l.USAGE_TYPE_LABELS,
    })),
};
