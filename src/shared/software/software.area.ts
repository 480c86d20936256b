import { mirrored, type AreaSegments, type SharedArea, type Versioned } from '../sync/area';
import { softwareImport } from './software-import';
import { SOFTWARE_EVENT_TYPES } from './software.events';
import { softwareMutations } from './software.mutations';
import { softwareRights } from './software.rights';
import { LICENSE_COLUMN_LABELS, SOFTWARE_SEGMENT_LABELS, type LicenseItem, type ProductItem } from './software.schema';

const tables = [
  // The company's products: every user mirrors them all (the list, the pickers).
  mirrored<Versioned<ProductItem>>()('software_products', 'Software products'),
  // A product's licences; a person's licences.
  mirrored<Versioned<LicenseItem>>()('software_licenses', 'Licences', 'id, product_id, employee_id'),
] as const;

const activeIs = (value: '0' | '1') => ({ match: 'all' as const, conditions: [{ field: 'active', op: 'equals' as const, value }] });

/** Licence segments: /software's built-in views and the fields custom segments may use. */
const licenseSegments: AreaSegments = {
  fields: [
    { id: 'product', label: LICENSE_COLUMN_LABELS.product, kind: 'text' },
    { id: 'person', label: LICENSE_COLUMN_LABELS.person, kind: 'text' },
    { id: 'team', label: 'Team of the person', kind: 'team' },
    { id: 'username', label: LICENSE_COLUMN_LABELS.username, kind: 'text' },
    { id: 'active', label: 'Active', kind: 'flag' },
    { id: 'date_enabled', label: LICENSE_COLUMN_LABELS.date_enabled, kind: 'date' },
    { id: 'date_deactivated', label: LICENSE_COLUMN_LABELS.date_deactivated, kind: 'date' },
  ],
  builtIns: [
    { key: 'all', label: SOFTWARE_SEGMENT_LABELS.all, definition: { match: 'all', conditions: [] } },
    { key: 'active', label: SOFTWARE_SEGMENT_LABELS.active, definition: activeIs('1') },
    { key: 'inactive', label: SOFTWARE_SEGMENT_LABELS.inactive, definition: activeIs('0') },
  ],
};

export const softwareArea: SharedArea<typeof tables, typeof softwareRights, typeof SOFTWARE_EVENT_TYPES> = {
  tables,
  mutations: softwareMutations,
  objectTypes: ['product', 'license'],
  segments: { license: licenseSegments },
  rights: softwareRights,
  importTargets: { software: softwareImport },
  eventTypes: SOFTWARE_EVENT_TYPES,
};
