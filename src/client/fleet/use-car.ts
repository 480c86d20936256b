import { useLiveQuery } from 'dexie-react-hooks';
import type { PersonListItem } from '../../shared/people/people.schema';
import { useOffline } from '../offline/offline-context';
import type { CarRow } from './car-cells';

/**
 * A vehicle and its person from the mirror; undefined while loading, null when not there. Before
 * the first download ends, a car not here yet is still arriving, not missing: undefined then too.
 */
export function useCar(id: string | undefined) {
  const { db, synced } = useOffline();
  const found = useLiveQuery(async () => {
    const car = (await db.mirror('cars').get(id ?? '')) as CarRow | undefined;
    if (!car) return null;
    const person = car.related_employee_id ? ((await db.mirror('employees').get(car.related_employee_id)) as PersonListItem | undefined) : undefined;
    return { car, person: person ?? null };
  }, [db, id]);
  return found === null && !synced ? undefined : found;
}
