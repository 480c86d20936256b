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
