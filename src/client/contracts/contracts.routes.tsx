import { lazy } from 'react';
import type { ClientArea } from '../lib/client-area';
import { guarded } from '../lib/guards';
import { IconFileText } from '../ui/icons';
import { contractsActivityTexts } from './contracts-activity-text';

// The contracts pages (software-contracts-push.md section 2 and the policy pages of
// fleet-and-assets.md), the navigation entry, the settings cards, the person-page card and the
// policy card on vehicles and assets.
const viewers = (load: Parameters<typeof guarded>[1]) => guarded('contracts.view', load);
const editors = (load: Parameters<typeof guarded>[1]) => guarded('contracts.edit', load);
const templateEditors = (load: Parameters<typeof guarded>[1]) => guarded('contracts.templates', load);

export const contractsClientArea: ClientArea = {
  activityTexts: contractsActivityTexts,
  routes: [
    { path: 'contracts', lazy: viewers(() => import('./contract/contracts-page').then((m) => ({ Component: m.ContractsPage }))) },
    { path: 'contracts/pending', lazy: viewers(() => import('./contract/pending-page').then((m) => ({ Component: m.PendingPage }))) },
    { path: 'contracts/:id', lazy: viewers(() => import('./contract/contract-page').then((m) => ({ Component: m.ContractPage }))) },
    { path: 'contracts/:id/edit', lazy: editors(() => import('./contract/contract-edit-page').then((m) => ({ Component: m.ContractEditPage }))) },
    { path: 'people/:id/contracts/new', lazy: editors(() => import('./person/contract-new-page').then((m) => ({ Component: m.ContractNewPage }))) },
    { path: 'fleet/:id/policy', lazy: editors(() => import('./policy/policy-page').then((m) => ({ Component: m.CarPolicyPage }))) },
    { path: 'assets/:id/policy', lazy: editors(() => import('./policy/policy-page').then((m) => ({ Component: m.AssetPolicyPage }))) },
    { path: 'settings/contracts/templates', lazy: viewers(() => import('./templates/templates-page').then((m) => ({ Component: m.TemplatesPage }))) },
    {
      path: 'settings/contracts/templates/new',
      lazy: templateEditors(() => import('./templates/template-new-page').then((m) => ({ Component: m.TemplateNewPage }))),
    },
    {
      path: 'settings/contracts/templates/:id',
      lazy: viewers(() => import('./templates/template-edit-page').then((m) => ({ Component: m.TemplateEditPage }))),
    },
    { path: 'settings/mail', lazy: guarded('contracts.admin', () => import('./mail/mail-outbox-page').then((m) => ({ Component: m.MailOutboxPage }))) },
  ],
  nav: [{ to: '/contracts', label: 'Contracts', icon: IconFileText, action: 'contracts.view', summary: 'Contracts and policies, drafted, sent and signed' }],
  settings: [
    {
      to: '/settings/contracts/templates',
      title: 'Contract templates',
      text: 'Contracts and vehicle and asset policies: texts with placeholders, signatures, a partners’ library.',
      icon: IconFileText,
      action: 'contracts.view',
    },
    {
      to: '/settings/mail',
      title: 'Outgoing mail',
      text: 'Contracts sent for signing, and whether the mail went out.',
      icon: IconFileText,
      action: 'contracts.admin',
    },
  ],
  personSections: [lazy(() => import('./person/person-contracts').then((m) => ({ default: m.PersonContracts })))],
  objectSections: {
    car: [lazy(() => import('./policy/policy-card').then((m) => ({ default: m.PolicyCard })))],
    asset: [lazy(() => import('./policy/policy-card').then((m) => ({ default: m.PolicyCard })))],
  },
};
