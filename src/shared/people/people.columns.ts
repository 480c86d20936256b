import { can } from '../policy/policy';
import { hasIntegration } from '../policy/rules';
import type { Viewer } from '../policy/viewer';
import type { PeopleColumnId } from './people.column-ids';

// The selectable columns of the people table (software-contracts-push.md sections 2 and 6). A
// column a user may not see is absent from the picker, and its field is never sent by the server.

interface PeopleColumn {
  id: PeopleColumnId;
  label: string;
  visible: (v: Viewer) => boolean;
}

const always = () => true;
const wages = (v: Viewer) => can(v, 'people.viewWageData');

export const PEOPLE_COLUMNS: readonly PeopleColumn[] = [
  { id: 'name', label: 'Name', visible: always },
  { id: 'role', label: 'Role', visible: always },
  { id: 'team', label: 'Team', visible: always },
  { id: 'email', label: 'Email', visible: always },
  { id: 'phone', label: 'Phone', visible: (v) => can(v, 'people.viewContactDetails') },
  { id: 'manager', label: 'Manager', visible: always },
  { id: 'joined', label: 'Joined', visible: always },
  { id: 'active_until', label: 'Active until', visible: wages },
  { id: 'recent_contract_start', label: 'Most recent contract start', visible: wages },
  { id: 'dimona_statute', label: 'Dimona statute', visible: (v) => wages(v) && hasIntegration(v, 'dimona/push') },
  { id: 'seniority_date', label: 'Seniority date', visible: (v) => hasIntegration(v, 'people/show-seniority') },
];

export const DEFAULT_PEOPLE_COLUMNS: PeopleColumnId[] = ['name', 'role', 'team', 'email', 'manager', 'joined'];

export function visiblePeopleColumns(v: Viewer): PeopleColumn[] {
  return PEOPLE_COLUMNS.filter((c) => c.visible(v));
}

/** Fields of a person a column guards; stripped from answers for users who lack the column. */
export const GUARDED_PERSON_FIELDS: Partial<Record<PeopleColumnId, readonly string[]>> = {
  phone: ['phone'],
  active_until: ['active_until'],
  recent_contract_start: ['recent_contract_start'],
  dimona_statute: ['dimona_statute'],
  seniority_date: ['seniority_date'],
};

/** A person as this viewer may receive it: fields of columns they may not see are removed. */
export function shapePersonForViewer<T extends Record<string, unknown>>(v: Viewer, person: T): T {
  const visible = new Set(visiblePeopleColumns(v).map((c) => c.id));
  const out: Record<string, unknown> = { ...person };
  for (const [column, fields] of Object.entries(GUARDED_PERSON_FIELDS)) {
    if (!visible.has(column as PeopleColumnId)) for (const f of fields ?? []) delete out[f];
  }
  return out as T;
}
