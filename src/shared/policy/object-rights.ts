import type { ObjectType } from '../objects';
import { can, type Action } from './policy';
import type { Viewer } from './viewer';

// The right to a kind of object, for everything that describes objects of a type rather than one
// object (segments, custom-field definitions): who may not see cars may not read, save or delete
// car segments or car custom fields either. The server areas' object access asks the same actions.

const VIEW_ACTION: Record<ObjectType, Action> = {
  car: 'fleet.view',
  asset: 'assets.view',
  license: 'software.view',
  product: 'software.view',
  training: 'trainings.view',
  training_participant: 'trainings.view',
  employee: 'people.view',
};

export const canSeeObjectType = (v: Viewer, type: ObjectType): boolean => can(v, VIEW_ACTION[type]);
