import { useCallback } from 'react';
import { plateKey } from '../../shared/fleet/plate-key';
import type { LocalDb } from '../../sync/local-db';
import { apiPost } from '../lib/api';
import { useOffline } from '../offline/offline-context';

/** The answer of POST /api/cars/car_exists. */
interface CarExistsAnswer {
  exists: boolean;
}

/**
 * Is a plate already used by an active vehicle of the company? Online the server says (it sees
 * vehicles this user may not); offline, or when the call fails, the mirror's active vehicles do.
 * Both compare plates by plateKey, so '1-ABC-123' and '1ABC123' are the same plate.
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
      return plateInMirror(db, plate, excludeId);
    },
    [db, excludeId],
  );
}

/** Whether an active vehicle in the device's mirror (other than `excludeId`) has this plate, compared as the server does. */
export async function plateInMirror(db: LocalDb, plate: string, excludeId?: string): Promise<boolean> {
  const key = plateKey(plate);
  // The plate index cannot see '1-ABC-123' and '1ABC123' as one key: walk the rows without keeping them.
  const same = await db
    .mirror('cars')
    .filter((c) => c.deleted === 0 && c.id !== excludeId && c.plate !== null && plateKey(c.plate) === key)
    .first();
  return same !== undefined;
}
