import { and, eq } from 'drizzle-orm';
import { segmentCustomField } from '../../shared/custom-fields/custom-field-segments';
import type { CustomFieldRow } from '../../shared/custom-fields/custom-fields.schema';
import type { SegmentObjectType } from '../../shared/objects';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import type { SegmentCustomField } from '../../shared/segments/segment-fields';
import { CUSTOM_FIELD_PREFIX, type SegmentDefinition } from '../../shared/segments/segment.schema';
import type { Db } from '../db/database';
import { customFields } from '../db/schema/custom-fields';

/**
 * The custom fields of an object type as segment fields (their kinds decide the ops and the
 * comparison). None for a viewer who may not see custom fields (light access), so a condition on
 * one is unknown to them, on the server as in their mirror, which holds no custom fields.
 */
export async function segmentCustomFields(db: Db, viewer: Viewer, object: SegmentObjectType): Promise<SegmentCustomField[]> {
  if (!can(viewer, 'customFields.view')) return [];
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.company_id, viewer.company.id), eq(customFields.object_type, object)));
  return rows.map((r) => segmentCustomField(r as unknown as CustomFieldRow));
}

/** Whether a definition reads custom fields at all (a list without them needs no lookup). */
export const usesCustomFields = (definitions: readonly SegmentDefinition[]): boolean =>
  definitions.some((d) => d.conditions.some((c) => c.field.startsWith(CUSTOM_FIELD_PREFIX)));
