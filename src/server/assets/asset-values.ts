import { assetFieldKind } from '../../shared/assets/asset-rules';
import { ASSET_EDIT_FIELDS } from '../../shared/assets/assets.schema';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import type { EditFields } from '../sync/edit-fields';
import { personInGroup, personInScope, type PersonRef } from '../people/people-scope';

// What the asset writes check beyond the shared rules (asset-rules.ts): how the editable fields
// compare (sync/edit-fields.ts) and who may own an asset.

/** The price compares by amount ('1299.00' is '1299,0'); the other fields as text (assetFieldKind). */
export const ASSET_EDIT: EditFields = { editable: new Set(ASSET_EDIT_FIELDS), kindOf: assetFieldKind };

/**
 * The new owner of an asset: a person the viewer may see or, for an admin who may pick across the
 * group (trusted groups), a person of a company of the same group; and one who has not left.
 */
export async function checkedOwner(tx: Db, viewer: Viewer, id: string): Promise<PersonRef> {
  const groupId = viewer.company.group_id;
  const person =
    (await personInScope(tx, peopleScope(viewer), id)) ??
    (groupId !== null && can(viewer, 'people.pickAcrossGroups') ? await personInGroup(tx, groupId, id) : null);
  if (!person) throw badRequest(messages.assets.personNotFound, { owner_employee_id: messages.assets.personNotFound });
  if (person.left) throw badRequest(messages.assets.personLeft(person.name), { owner_employee_id: messages.assets.personLeft(person.name) });
  return person;
}
