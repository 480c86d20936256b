import { lazy } from 'react';
import type { EditTarget } from '../custom-fields';
import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconBox } from '../ui/icons';

// The assets' pages (spec paths), navigation entry and card on the person page.
const editors = (load: Parameters<typeof guarded>[1]) => guarded('assets.edit', load);

const ASSET_EDIT_TARGET: EditTarget<'assets'> = {
  table: 'assets',
  title: (r) => [String(r.asset_name ?? ''), r.serial_number ? String(r.serial_number) : ''].filter(Boolean).join(' '),
  detailHref: (id) => `/assets/${id}`,
  // fleet-and-assets.md section 4: archived assets hide their edit controls.
  editable: (r, can) => r.deleted === 0 && can('assets.edit'),
};

export const assetsClientArea: ClientArea = {
  objectPages: { asset: { ...ASSET_EDIT_TARGET, label: (row) => String(row.asset_name ?? '') || 'Asset' } },
  routes: [
    { path: 'assets', lazy: () => import('./assets-page').then((m) => ({ Component: m.AssetsPage })) },
    { path: 'assets/new', lazy: editors(() => import('./assign/asset-assign-page').then((m) => ({ Component: m.AssetAssignPage }))) },
    { path: 'assets/assign/bulk', lazy: editors(() => import('./bulk/bulk-assign-page').then((m) => ({ Component: m.BulkAssignPage }))) },
    { path: 'assets/:id', lazy: () => import('./asset-page').then((m) => ({ Component: m.AssetPage })) },
    { path: 'assets/:id/edit', lazy: editors(() => import('./asset-edit-page').then((m) => ({ Component: m.AssetEditPage }))) },
    { path: 'assets/:id/delete', lazy: editors(() => import('./asset-archive-page').then((m) => ({ Component: m.AssetArchivePage }))) },
    {
      path: 'assets/:id/edit/customFields',
      lazy: () =>
        import('../custom-fields').then(({ CustomFieldsEditPage }) => ({
          Component: () => <CustomFieldsEditPage object="asset" target={ASSET_EDIT_TARGET} />,
        })),
    },
    {
      path: 'settings/assetTypes/add',
      lazy: guarded('assetTypes.add', () => import('./asset-type-add-page').then((m) => ({ Component: m.AssetTypeAddPage }))),
    },
  ],
  nav: [{ to: '/assets', label: 'Assets', icon: IconBox, action: 'app.use', summary: 'Equipment and who has it' }],
  personSections: [lazy(() => import('./person-assets').then((m) => ({ default: m.PersonAssets })))],
};
