import { canSeeObjectType } from '../../shared/policy/object-rights';
import { can } from '../../shared/policy/policy';
import { customFieldValues, customFields } from '../db/schema/custom-fields';
import { defineServerArea } from '../http/server-area';
import { pullItem } from '../sync/changes';
import { valueChanges } from './custom-field-values.repo';
import { fieldChanges } from './custom-fields.repo';
import { customFieldsRoutes } from './custom-fields.routes';

export const customFieldsArea = defineServerArea({
  name: 'custom-fields',
  routes: customFieldsRoutes,
  pull: {
    custom_fields: {
      // Definitions of a type the viewer may not see (car fields without the fleet right) stay away.
      changes: async (tx, v, w) => (await fieldChanges(tx, v, w)).map((r) => pullItem('custom_fields', r, canSeeObjectType(v, r.object_type))),
      sqlTable: customFields,
      // Spec: light group access sees no custom fields at all.
      access: (v) => can(v, 'customFields.view'),
    },
    custom_field_values: {
      sql: (tx, v, w) => valueChanges(tx, v, w),
      sqlTable: customFieldValues,
      access: (v) => can(v, 'customFields.view'),
    },
  },
});
