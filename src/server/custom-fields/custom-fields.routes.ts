import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCustomFieldOptionsQuerySchema, getCustomFieldsQuerySchema, objectValuesParamsSchema } from '../../shared/custom-fields/custom-fields.schema';
import { messages } from '../../shared/messages';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { canSeeObjectType } from '../../shared/policy/object-rights';
import { forbidden, notFound } from '../http/errors';
import { canSeeObject } from '../objects/object-access';
import { writeRoute } from '../sync/write-route';
import { customFieldDelete, customFieldSave, customFieldValuesSet } from '../../shared/custom-fields/custom-fields.mutations';
import { getField, listFields } from './custom-fields.repo';
import { fieldsWithValues } from './custom-field-values.repo';
import { deleteFieldWrite, saveField } from './save-field';
import { setCustomValues } from './set-values';

/**
 * The custom field calls (software-contracts-push.md section 7 names them; paths in the API's
 * style). Reading needs 'customFields.view' (not for light group access); an object's values also
 * need seeing the object, else 404; definitions need the right to see their object type. Values are written with 'customFields.edit', definitions with
 * 'customFields.define'.
 */
export function customFieldsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/custom_fields/getCustomFields', { config: { access: 'customFields.view' }, schema: { querystring: getCustomFieldsQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (!canSeeObjectType(viewer, req.query.object_type)) throw forbidden();
    return { data: await listFields(db, viewer.company.id, req.query.object_type) };
  });

  r.get(
    '/api/custom_fields/getCustomFieldOptions',
    { config: { access: 'customFields.view' }, schema: { querystring: getCustomFieldOptionsQuerySchema } },
    async (req) => {
      const viewer = viewerOf(req);
      const field = await getField(db, viewer.company.id, req.query.custom_field_id);
      if (!field || !canSeeObjectType(viewer, field.object_type)) throw notFound(messages.customFields.fieldNotFound);
      return { data: field.options };
    },
  );

  r.get('/api/custom_fields/:object/:id/values', { config: { access: 'customFields.view' }, schema: { params: objectValuesParamsSchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { object, id } = req.params;
    if (!(await canSeeObject(db, viewer, object, id))) throw notFound(messages.customFields.objectNotFound);
    return { data: await fieldsWithValues(db, viewer.company.id, object, id) };
  });

  writeRoute(app, customFieldValuesSet, deps, { access: 'customFields.edit', handler: (tx, write, body) => setCustomValues(tx, write, body) });
  writeRoute(app, customFieldSave, deps, { access: 'customFields.define', handler: (tx, write, body) => saveField(tx, write, body) });
  writeRoute(app, customFieldDelete, deps, { access: 'customFields.define', handler: (tx, write, body) => deleteFieldWrite(tx, write, body.id) });
}
