import type { EditTarget } from '../custom-fields';
import type { ClientArea } from '../lib/client-area';
import { IconUsers } from '../ui/icons';

// The people pages (spec paths), navigation entry and list values' names for segments.
const PERSON_EDIT_TARGET: EditTarget<'employees'> = {
  table: 'employees',
  title: (r) => String(r.name ?? ''),
  detailHref: (id) => `/people/${id}`,
  editable: () => true,
};

export const peopleClientArea: ClientArea = {
  objectPages: { employee: { ...PERSON_EDIT_TARGET, label: (row) => String(row.name ?? '') } },
  routes: [
    { path: 'people', lazy: () => import('./people-page').then((m) => ({ Component: m.PeoplePage })) },
    { path: 'people/:id', lazy: () => import('./person-page').then((m) => ({ Component: m.PersonPage })) },
    {
      path: 'people/:id/edit/customFields',
      lazy: () =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({
          Component: () => <CustomFieldsEditPage object="employee" target={PERSON_EDIT_TARGET} />,
        })),
    },
  ],
  nav: [{ to: '/people', label: 'People', icon: IconUsers, action: 'people.view' }],
  segmentLabels: () => import('./people-cells').then((m) => ({ dimona_statute: m.DIMONA_LABELS })),
};
