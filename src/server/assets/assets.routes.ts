import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { policyDetails } from '../objects/object-policy';
import { z } from 'zod';
import { pendingAssetsOf } from '../../shared/assets/asset-rules';
import { assetsListQuerySchema, assetTypesQuerySchema, type AssetsListQuery } from '../../shared/assets/assets.schema';
import { messages } from '../../shared/messages';
import { can } from '../../shared/policy/policy';
import type { Viewer } from '../../shared/policy/viewer';
import { fieldsWithValues } from '../custom-fields/custom-field-values.repo';
import { listCustomColumns, objectValues, rowsWithCustomFields, searchedCustomFields } from '../custom-fields/list-custom-columns';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { personInScope } from '../people/people-scope';
import { peopleScope } from '../people/people-scope';
import { objectListSegmentWhere } from '../segments/segment-filter';
import { listAssetTypes } from './asset-types';
import { assetsFileName, assetsWorkbook } from './assets-excel';
import { listAssets } from './assets-list.repo';
import { getAsset, ownedAssets } from './assets.repo';

const idParams = z.object({ id: z.uuid() });

/** The list's rows for a query: its segment, show_deleted_only, search, order and custom columns. */
async function queryAssets(db: Db, viewer: Viewer, q: AssetsListQuery, all: boolean) {
  const segment = await objectListSegmentWhere(db, viewer, 'asset', q);
  const columns = await listCustomColumns(db, viewer, 'asset', q);
  const searchFields = await searchedCustomFields(db, viewer, 'asset', q.search_term);
  const list = await listAssets(db, peopleScope(viewer), q, segment, { sortField: columns.sortField, all, searchFields });
  return { ...list, requested: columns.requested };
}

/** The asset reads of fleet-and-assets.md section 7. */
export function assetsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get('/api/assets/list', { config: { access: 'assets.view' }, schema: { querystring: assetsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { data, count, requested } = await queryAssets(db, viewer, req.query, false);
    return { data: await rowsWithCustomFields(db, viewer.company.id, 'asset', data, requested), count };
  });

  // Every matching row, no paging; needs the export right.
  r.get('/api/assets/list/excel', { config: { access: 'assets.export' }, schema: { querystring: assetsListQuerySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { data, requested } = await queryAssets(db, viewer, req.query, true);
    const values = requested.length
      ? await objectValues(
          db,
          viewer.company.id,
          'asset',
          data.map((a) => a.id),
        )
      : new Map();
    const file = await assetsWorkbook(data, requested, values);
    return { file_name: assetsFileName(req.query.show_deleted_only === '1'), file_content: file.toString('base64') };
  });

  r.get('/api/assets/:id/detail', { config: { access: 'assets.view' }, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getAsset(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(messages.assets.assetNotFound);
    const custom_fields = can(viewer, 'customFields.view') ? await fieldsWithValues(db, viewer.company.id, 'asset', found.asset.id) : [];
    const asset_policy_details = await policyDetails(db, viewer, 'asset', found.asset.id);
    return { asset: found.asset, asset_policy_details, custom_fields };
  });

  r.get('/api/assets/employee/:id/pendingAssets', { config: { access: 'assets.view' }, schema: { params: idParams } }, async (req) => {
    const scope = peopleScope(viewerOf(req));
    if (!(await personInScope(db, scope, req.params.id))) throw notFound(messages.people.notFound);
    return { pending_assets: pendingAssetsOf(await ownedAssets(db, scope, req.params.id), req.params.id) };
  });

  r.get('/api/asset_types/list', { config: { access: 'assets.view' }, schema: { querystring: assetTypesQuerySchema } }, async (req) =>
    listAssetTypes(db, viewerOf(req).company.id, req.query),
  );
}
