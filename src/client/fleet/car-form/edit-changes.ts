import { changedFields } from '../../../shared/edit-changes';
import { carFieldKind, draftOf, normalizeCar, type CarDraft } from '../../../shared/fleet/car-rules';
import { CAR_FIELDS, type CarField, type CarListItem, type SavedCarFields } from '../../../shared/fleet/fleet.schema';

/**
 * The fields an edit changes, compared as saved and as the server compares them
 * (shared/edit-changes.ts: '45000,5' against '45000.50' is no change, nor '' against null; a car
 * turned into a bicycle also clears its plate and fuel), with their new values.
 */
export function carChanges(before: CarListItem, draft: CarDraft): { changed: CarField[]; values: Partial<SavedCarFields> } {
  const was = normalizeCar(draftOf(before));
  const now = normalizeCar(draft);
  const changed = changedFields(CAR_FIELDS, carFieldKind, was, now);
  return { changed, values: Object.fromEntries(changed.map((f) => [f, now[f]])) as Partial<SavedCarFields> };
}
