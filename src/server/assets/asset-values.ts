import type { AssetDraft, AssetRuleError } from '../../shared/assets/asset-rules';
import { ASSET_FIELDS, type AssetField } from '../../shared/assets/assets.schema';
import { parseMoney } from '../../shared/custom-fields/custom-field-values';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { Db } from '../db/database';
import { badRequest, type HttpError } from '../http/errors';
import { peopleScope } from '../people/people.routes';
import { personInGroup, personInScope, type OwnerCandidate } from './asset-writes.repo';

// The add and the edit between the wire, the shared rules (asset-rules.ts) and the columns.

/** The asset fields a body names (sent, even as null), as a draft's values. */
export function sentFields(body: Partial<Record<AssetField, unknown>>): Partial<AssetDraft> {
  const sent: Record<string, unknown> = {};
  for (const f of ASSET_FIELDS) if (body[f] !== undefined) sent[f] = body[f];
  return sent as Partial<AssetDraft>;
}

/**
 * A value as compared for `base` and for what an edit changes: trimmed text with null and '' the
 * same, the price by amount ('1299.00' is '1299' is 1299). Undefined for what is no field value.
 */
export function comparable(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '' || field !== 'price') return text;
  const money = parseMoney(text);
  return money.ok && money.value !== null ? String(Number(money.value)) : text;
}

export const sameValue = (field: string, a: unknown, b: unknown) => comparable(field, a) === comparable(field, b);

export function ruleError(e: AssetRuleError): HttpError {
  return badRequest(e.message, { [e.field]: e.message });
}

/**
 * The new owner of an asset: a person the viewer may see or, for an admin who may pick across the
 * group (trusted groups), a person of a company of the same group; and one who has not left.
 */
export async function checkedOwner(tx: Db, viewer: Viewer, id: string): Promise<OwnerCandidate> {
  const groupId = viewer.company.group_id;
  const person =
    (await personInScope(tx, peopleScope(viewer), id)) ?? (groupId !== null && can(viewer, 'people.pickAcrossGroups') ? await personInGroup(tx, groupId, id) : null);
  if (!person) throw badRequest(messages.assets.personNotFound, { owner_employee_id: messages.assets.personNotFound });
  if (person.left) throw badRequest(messages.assets.personLeft(person.name), { owner_employee_id: messages.assets.personLeft(person.name) });
  return person;
}
