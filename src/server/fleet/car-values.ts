import { MONEY_FIELDS, WHOLE_FIELDS } from '../../shared/fleet/car-rules';
import { CAR_FIELDS } from '../../shared/fleet/fleet.schema';
import type { EditFields } from '../sync/edit-fields';

// How the car fields compare for `base` and for what an edit changes (sync/edit-fields.ts).

const MONEY = new Set<string>(MONEY_FIELDS);
const NUMBERS = new Set<string>([...WHOLE_FIELDS, 'is_pool_vehicle', 'is_utility_vehicle']);

/** Money by amount, whole numbers and flags by number, the rest as text. */
export const CAR_EDIT: EditFields = {
  editable: new Set(CAR_FIELDS),
  kindOf: (field) => (MONEY.has(field) ? 'money' : NUMBERS.has(field) ? 'whole' : 'text'),
};
