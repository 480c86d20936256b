import { draftOf, normalizeCar, type CarDraft } from '../../../shared/fleet/car-rules';
import { CAR_FIELDS, type CarField, type CarListItem, type SavedCarFields } from '../../../shared/fleet/fleet.schema';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an edit changes, compared as saved (so '45000,5' against '45000.50' is no change,
 * and a car turned into a bicycle also clears its plate and fuel), with their new values.
 */
export function carChanges(before: CarListItem, draft: CarDraft): { changed: CarField[]; values: Partial<SavedCarFields> } {
  const was = normalizeCar(draftOf(before));
  const now = normalizeCar(draft);
  const changed = CAR_FIELDS.filter((f) => !same(was[f], now[f]));
  return { changed, values: Object.fromEntries(changed.map((f) => [f, now[f]])) as Partial<SavedCarFields> };
}
