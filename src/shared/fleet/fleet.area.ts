import { mirrored, type SharedArea, type Versioned } from '../sync/area';
import { carImport } from './car-import';
import { fleetMutations } from './fleet.mutations';
import type { CarListItem } from './fleet.schema';

const tables = [
  // A person's vehicles; the offline plate check.
  mirrored<Versioned<CarListItem>>()('cars', 'Vehicles', 'id, related_employee_id, deleted'),
] as const;

export const fleetArea: SharedArea<typeof tables> = { tables, mutations: fleetMutations, objectTypes: ['car'], importTargets: { car: carImport } };
