import { lazy } from 'react';
import type { EditTarget } from '../custom-fields';
import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconAppWindow } from '../ui/icons';
import { softwareActivityTexts } from './software-activity-text';

// The software pages (software-contracts-push.md section 2's paths), navigation entry, the card on
// the person page, and where products and licences live for the files pages.
const editors = (load: Parameters<typeof guarded>[1]) => guarded('software.edit', load);
const productManagers = (load: Parameters<typeof guarded>[1]) => guarded('software.manageProducts', load);

const PRODUCT_EDIT_TARGET: EditTarget<'software_products'> = {
  table: 'software_products',
  title: (r) => r.name,
  detailHref: (id) => `/software/products/${id}`,
  editable: (r, can) => can('software.edit') && r.deleted === 0,
};

const LICENSE_EDIT_TARGET: EditTarget<'software_licenses'> = {
  table: 'software_licenses',
  title: (r) => r.employee_name ?? 'Licence',
  detailHref: (id) => `/software/licenses/${id}`,
  editable: (_r, can) => can('software.edit'),
};

export const softwareClientArea: ClientArea = {
  activityTexts: softwareActivityTexts,
  objectPages: {
    product: { ...PRODUCT_EDIT_TARGET, label: (row) => String(row.name ?? '') },
    license: { ...LICENSE_EDIT_TARGET, label: (row) => String(row.employee_name ?? '') || 'Licence' },
  },
  routes: [
    { path: 'software', lazy: () => import('./list/software-page').then((m) => ({ Component: m.SoftwarePage })) },
    { path: 'software/products/new', lazy: editors(() => import('./products/product-wizard-page').then((m) => ({ Component: m.ProductWizardPage }))) },
    { path: 'software/products/:id', lazy: () => import('./products/product-page').then((m) => ({ Component: m.ProductPage })) },
    { path: 'software/products/:id/edit', lazy: productManagers(() => import('./products/product-edit-page').then((m) => ({ Component: m.ProductEditPage }))) },
    {
      path: 'software/products/:id/delete',
      lazy: productManagers(() => import('./products/product-delete-page').then((m) => ({ Component: m.ProductDeletePage }))),
    },
    { path: 'software/products/:id/assign', lazy: editors(() => import('./products/product-assign-page').then((m) => ({ Component: m.ProductAssignPage }))) },
    {
      path: 'software/products/:id/edit/customfields',
      lazy: () =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({
          Component: () => <CustomFieldsEditPage object="product" target={PRODUCT_EDIT_TARGET} />,
        })),
    },
    { path: 'software/licenses/:id', lazy: () => import('./licenses/license-page').then((m) => ({ Component: m.LicensePage })) },
    // software-contracts-push.md section 2: deactivation and reactivation are at the same route.
    { path: 'software/licenses/:id/delete', lazy: editors(() => import('./licenses/license-state-page').then((m) => ({ Component: m.LicenseStatePage }))) },
    {
      path: 'software/licenses/:id/edit/customFields',
      lazy: () =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({
          Component: () => <CustomFieldsEditPage object="license" target={LICENSE_EDIT_TARGET} />,
        })),
    },
    { path: 'people/:id/software', lazy: () => import('./person/person-software-page').then((m) => ({ Component: m.PersonSoftwarePage })) },
    { path: 'people/:id/add/software', lazy: editors(() => import('./person/person-add-software-page').then((m) => ({ Component: m.PersonAddSoftwarePage }))) },
  ],
  nav: [{ to: '/software', label: 'Software', icon: IconAppWindow, action: 'software.view', summary: 'Products and who holds a licence' }],
  personSections: [lazy(() => import('./person/person-page-software').then((m) => ({ default: m.PersonSoftware })))],
};
