import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import type { PersonListItem, Team } from './people.schema';

const tables = [
  mirrored<Versioned<Team>>()('teams', 'Teams'),
  // A manager's reports; who is still active.
  mirrored<Versioned<PersonListItem>>()('employees', 'People', 'id, manager_id, active_until'),
] as const;

export const peopleArea: SharedArea<typeof tables> = { tables, mutations: [], objectTypes: ['employee'] };
