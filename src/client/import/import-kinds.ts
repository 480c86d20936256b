import type { ImportKind } from '../../shared/import-target';

/** Each import page's words and where it leads: the list the objects land in. */
export const IMPORT_PAGES: Record<ImportKind, { title: string; listTo: string; listLabel: string; historyName: string; lead: string }> = {
  car: {
    title: 'Import vehicles',
    listTo: '/fleet',
    listLabel: 'Fleet',
    historyName: 'Vehicles',
    lead: 'Add and update vehicles from an Excel or CSV file. A vehicle already in the fleet is found by its plate (a bicycle by its chassis number) and updated.',
  },
  asset: {
    title: 'Import assets',
    listTo: '/assets',
    listLabel: 'Assets',
    historyName: 'Assets',
    lead: 'Add and update assets from an Excel or CSV file. An asset is found by its serial number and updated; asset types you do not have yet are added.',
  },
  software: {
    title: 'Import software licences',
    listTo: '/software',
    listLabel: 'Software',
    historyName: 'Software licences',
    lead: 'Give people licences from an Excel or CSV file: one row per person and product. Products you do not have yet are added (give their website).',
  },
};
