import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { softwareMessages } from '../../shared/software/software.messages';
import {
  groupedListQuerySchema,
  licensesListQuerySchema,
  personLicensesQuerySchema,
  productLicensesQuerySchema,
  type GroupedListQuery,
} from '../../shared/software/software.schema';
import { fieldsWithValues } from '../custom-fields/custom-field-values.repo';
import { allCustomColumns, searchedCustomFields } from '../custom-fields/list-custom-columns';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { peopleScope, personInScope } from '../people/people-scope';
import { listSegmentWhere } from '../segments/segment-filter';
import { licenseSegment } from './license-segment';
import { licensesFileName, licensesWorkbook } from './software-excel';
import { listLicenses, listProducts } from './software-list.repo';
import { getLicense, getProduct, productHolders } from './software.repo';
import { companySuggestRoute } from './company-suggest.routes';

const idParams = z.object({ id: z.uuid() });
const employeeParams = z.object({ employee_id: z.uuid() });

/** The licences of a /software segment (every one, for the export; a page otherwise). */
async function segmentLicenses(db: Db, viewer: Viewer, q: GroupedListQuery, all: boolean) {
  const segment = licenseSegment(q);
  if (!segment.grouped && segment.empty) return { data: [], count: 0 };
  return listLicenses(db, peopleScope(viewer), {
    page: q.page,
    per_page: q.per_page,
    all,
    search: q.search_term,
    orderby_column: q.orderby_column,
    orderby_direction: q.orderby_direction,
    active: segment.active,
    searchFields: await searchedCustomFields(db, viewer, 'license', q.search_term),
    // Unknown id 404, a custom segment for light access 403, as every list.
    segment: !segment.grouped && segment.custom ? await listSegmentWhere(db, viewer, 'license', { segmentId: q.segment_id }) : undefined,
  });
}

/** The software reads of software-contracts-push.md section 7. */
export function softwareRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const view = { access: 'software.view' } as const;

  // Every product that is not deleted, by name, with the people holding an active licence.
  r.get('/api/software/products/list', { config: view }, async (req) =>
    listProducts(db, peopleScope(viewerOf(req)), { page: 0, per_page: 1, all: true, search: '', orderby_direction: 'asc' }),
  );

  r.get('/api/software/licenses/list', { config: view, schema: { querystring: licensesListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const q = req.query;
    return listLicenses(db, peopleScope(viewer), {
      ...q,
      orderby_column: 'product',
      orderby_direction: 'asc',
      searchFields: await searchedCustomFields(db, viewer, 'license', q.search),
    });
  });

  // /software: 'all' answers products (grouped by product), the other segments licences.
  r.get('/api/software/licenses/list/grouped', { config: view, schema: { querystring: groupedListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const q = req.query;
    const segment = licenseSegment(q);
    if (segment.grouped) {
      const products = await listProducts(db, peopleScope(viewer), {
        ...q,
        search: q.search_term,
        active: segment.active,
        searchFields: await searchedCustomFields(db, viewer, 'product', q.search_term),
      });
      return { segment_id: q.segment_id, grouped_by: 'product' as const, ...products };
    }
    return { segment_id: q.segment_id, grouped_by: null, ...(await segmentLicenses(db, viewer, q, false)) };
  });

  // Every licence of the segment ('all': all of them, by product), no paging; needs the export right.
  // The list has no column picker, so the file has every licence field the user may see.
  r.get('/api/software/licenses/list/excel', { config: { access: 'software.export' }, schema: { querystring: groupedListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { data } = await segmentLicenses(db, viewer, req.query, true);
    const custom = await allCustomColumns(
      db,
      viewer,
      'license',
      data.map((l) => l.id),
    );
    const file = await licensesWorkbook(data, custom.fields, custom.values);
    return { file_name: licensesFileName(req.query.segment_id), file_content: file.toString('base64') };
  });

  // A deleted product answers too: its page shows the banner.
  r.get('/api/software/products/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getProduct(db, viewer.company.id, req.params.id);
    if (!found) throw notFound(softwareMessages.productNotFound);
    const employees = (await productHolders(db, peopleScope(viewer), [found.product.id])).get(found.product.id) ?? [];
    const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'product', found.product.id) : [];
    return { details: { ...found.product, employees, license_count: employees.length }, custom_fields };
  });

  // getCustomFieldsByProductId: the product fields with this product's values.
  r.get('/api/software/products/:id/custom-fields', { config: { access: 'customFields.view' }, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    if (!(await getProduct(db, viewer.company.id, req.params.id))) throw notFound(softwareMessages.productNotFound);
    return { data: await fieldsWithValues(db, viewer.company.id, 'product', req.params.id) };
  });

  r.get('/api/software/licenses/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getLicense(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(softwareMessages.licenseNotFound);
    const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'license', found.license.id) : [];
    return { details: found.license, custom_fields };
  });

  // A product's licences (page size 5), active and deactivated, with `total`.
  r.get('/api/software/licenses/product/:id/list', { config: view, schema: { params: idParams, querystring: productLicensesQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (!(await getProduct(db, viewer.company.id, req.params.id))) throw notFound(softwareMessages.productNotFound);
    const q = req.query;
    const { data, count } = await listLicenses(db, peopleScope(viewer), {
      ...q,
      search: q.keyword,
      productId: req.params.id,
      searchFields: await searchedCustomFields(db, viewer, 'license', q.keyword),
    });
    return { data, total: count };
  });

  // A person's licences (page size 10), by product.
  r.get(
    '/api/software/licenses/employee/:employee_id/list',
    { config: view, schema: { params: employeeParams, querystring: personLicensesQuerySchema } },
    async (req) => {
      const viewer = viewerOf(req);
      const scope = peopleScope(viewer);
      if (!(await personInScope(db, scope, req.params.employee_id))) throw notFound(messages.people.notFound);
      const q = req.query;
      const { data } = await listLicenses(db, scope, {
        ...q,
        search: q.search_term,
        orderby_column: 'product',
        orderby_direction: 'asc',
        employeeId: req.params.employee_id,
        searchFields: await searchedCustomFields(db, viewer, 'license', q.search_term),
      });
      return { data };
    },
  );

  companySuggestRoute(app);
}
