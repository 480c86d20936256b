import { can } from '../policy/policy';
import type { ContractItem, SignerRole } from './contracts.schema';
import type { Viewer } from '../policy/viewer';

// What the server and the pages both decide about policies (fleet-and-assets.md sections 4 and 6).

/** A policy's name: the template's, then what it covers. */
export const policyName = (templateName: string, covers: string) => `${templateName} - ${covers}`;

/** What an asset policy covers, by the assets' type names. */
export const assetsCovered = (names: readonly string[]) => (names.length === 1 ? (names[0] ?? '') : `${names.length} assets`);

/** What a vehicle policy covers: brand, model and plate. */
export const vehicleCovered = (car: { brand: string; model: string; plate: string | null }) => [car.brand, car.model, car.plate].filter(Boolean).join(' ');

/** The policy button shows only with contracts access, for an active object without a policy. */
export const canAddPolicy = (v: Viewer, object: { deleted: 0 | 1 }, hasPolicy: boolean) => can(v, 'contracts.edit') && object.deleted === 0 && !hasPolicy;

type SigningFields = Pick<
  ContractItem,
  'employee_id' | 'pdf_internal_signature_required' | 'pdf_employee_signature_required' | 'internal_signer_user_id' | 'second_internal_signer_user_id'
>;

/** Who must sign when nobody has chosen: the template's company signers (a second one too), then the employee. */
export function signersAskedFor(c: SigningFields): { role: SignerRole; user_id?: string | null }[] {
  const roles: { role: SignerRole; user_id?: string | null }[] = [];
  if (c.pdf_internal_signature_required && c.internal_signer_user_id) roles.push({ role: 'internal', user_id: c.internal_signer_user_id });
  if (c.pdf_internal_signature_required && c.second_internal_signer_user_id) roles.push({ role: 'second_internal', user_id: c.second_internal_signer_user_id });
  if (c.pdf_employee_signature_required && c.employee_id) roles.push({ role: 'employee' });
  return roles;
}

/** The user who signs in a company role: the one set on the contract, else the one it asks for. */
export const companySignerOf = (c: SigningFields & Pick<ContractItem, 'signers'>, role: 'internal' | 'second_internal'): string | null =>
  (c.signers.length > 0 ? c.signers : signersAskedFor(c)).find((s) => s.role === role)?.user_id ?? null;

/** The company signature a user still owes a contract ('internal' or 'second_internal'), or null: pendingInternal's rule. */
export function internalRoleOwed(
  c: SigningFields & Pick<ContractItem, 'deleted' | 'status' | 'signers'>,
  userId: string,
): 'internal' | 'second_internal' | null {
  if (c.deleted === 1 || c.status === 'signed') return null;
  const owed = c.signers.length > 0 ? c.signers.filter((s) => s.signed_at === null) : signersAskedFor(c);
  const mine = owed.find((s) => (s.role === 'internal' || s.role === 'second_internal') && s.user_id === userId);
  return mine ? (mine.role as 'internal' | 'second_internal') : null;
}
