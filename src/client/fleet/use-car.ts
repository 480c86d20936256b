import type { PersonListItem } from '../../shared/people/people.schema';
import { useMirrorFind } from '../offline/use-mirror-find';
import type { CarRow } from './car-cells';

/** A vehicle and its person from the mirror; undefined while loading, null when not there. */
export function useCar(id: string | undefined) {
  return useMirrorFind(
    async (db) => {
      const car = (await db.mirror('cars').get(id ?? '')) as CarRow | undefined;
      if (!car) return null;
      const person = car.related_employee_id ? ((await db.mirror('employees').get(car.related_employee_id)) as PersonListItem | undefined) : undefined;
      return { car, person: person ?? null };
    },
    [id],
  );
}
