import { useCallback } from 'react';
import { apiPost } from '../lib/api';
import { useOffline } from '../offline/offline-context';

/** The answer of POST /api/cars/car_exists. */
interface CarExistsAnswer {
  exists: boolean;
}

/**
 * Is a plate already used by an active vehicle of the company? Online the server says (it sees
 * vehicles this user may not); offline, or when the call fails, the mirror's active vehicles do.
 */
export function usePlateCheck(excludeId?: string): (plate: string) => Promise<boolean> {
  const { db } = useOffline();
  return useCallback(
    async (plate: string) => {
      if (!plate) return false;
      if (navigator.onLine) {
        try {
          return (await apiPost<CarExistsAnswer>('/api/cars/car_exists', excludeId ? { plate, car_id: excludeId } : { plate })).exists;
        } catch {
          /* no answer: the device's copy decides */
        }
      }
      const same = await db.mirror('cars').where('plate').equalsIgnoreCase(plate).toArray();
      return same.some((c) => c.deleted === 0 && c.id !== excludeId);
    },
    [db, excludeId],
  );
}
