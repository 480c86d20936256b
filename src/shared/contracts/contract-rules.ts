import { can } from '../policy/policy';
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

/** The company signature a user still owes a contract ('internal' or 'second_internal'), or null: pendingInternal's rule. */
export function internalRoleOwed(
  c: { deleted: 0 | 1; status: string; signers: readonly { role: string; user_id: string | null; signed_at: string | null }[] } & {
    pdf_internal_signature_required: 0 | 1;
    internal_signer_user_id: string | null;
    second_internal_signer_user_id: string | null;
  },
  userId: string,
): 'internal' | 'second_internal' | null {
  if (c.deleted === 1 || c.status === 'signed') return null;
  if (c.signers.length > 0) {
    const mine = c.signers.find((s) => (s.role === 'internal' || s.role === 'second_internal') && s.user_id === userId && s.signed_at === null);
    return mine ? (mine.role as 'internal' | 'second_internal') : null;
  }
  if (!c.pdf_internal_signature_required) return null;
  if (c.internal_signer_user_id === userId) return 'internal';
  if (c.second_internal_signer_user_id === userId) return 'second_internal';
  return null;
}
