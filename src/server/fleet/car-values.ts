import { carFieldKind } from '../../shared/fleet/car-rules';
import { CAR_FIELDS } from '../../shared/fleet/fleet.schema';
import type { EditFields } from '../sync/edit-fields';

// How the car fields compare for `base` and for what an edit changes (sync/edit-fields.ts).

/** Money by amount, whole numbers and flags by number, the rest as text (carFieldKind, as the edit form compares). */
export const CAR_EDIT: EditFields = { editable: new Set(CAR_FIELDS), kindOf: carFieldKind };
