import type { PersonListItem } from '../../shared/people/people.schema';
import { todayIso } from './today';

/**
 * Still employed today. Computed on the device from the end date where the user may see it, since
 * a mirrored row is only sent again when it changes, not when its end date passes.
 */
export function isPersonActive(p: Pick<PersonListItem, 'active_until' | 'is_active'>): boolean {
  if (p.active_until === undefined) return p.is_active;
  return p.active_until === null || p.active_until >= todayIso();
}
