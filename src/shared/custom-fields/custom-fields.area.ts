import { mirrored, type SharedArea } from '../sync/area';
import { customFieldsMutations } from './custom-fields.mutations';
import type { CustomFieldRow, CustomFieldValuesRow } from './custom-fields.schema';

const tables = [
  mirrored<CustomFieldRow>()('custom_fields', 'Custom fields', 'id, object_type'),
  // One object's values row is found by id (the object's id); per type for list columns.
  mirrored<CustomFieldValuesRow>()('custom_field_values', 'Custom field values', 'id, related_object'),
] as const;

export const customFieldsArea: SharedArea<typeof tables> = { tables, mutations: customFieldsMutations, objectTypes: [] };
