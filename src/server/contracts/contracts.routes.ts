import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BUILT_IN_HASHTAGS,
  companyHashtags,
  customHashtag,
  hashtagOf,
  isKnownShortcode,
  PLACEHOLDER_GROUPS,
  shortcodesIn,
  type PlaceholderGroup,
} from '../../shared/contracts/contract-placeholders';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { CONTRACT_TEMPLATE_TYPES, libraryQuerySchema } from '../../shared/contracts/contracts.schema';
import type { Db } from '../db/database';
import { contractTemplates, contracts } from '../db/schema/contracts';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import { filledContract } from './contract-sources';
import { contractInScope, getContract, getTemplate, internalSigners, listContracts, listTemplates } from './contracts.repo';
import { getLibraryTemplate, listLibrary } from './library.repo';
import { pendingInternal } from './signing.repo';

const idParams = z.object({ id: z.uuid() });
const countQuery = z.object({ user_id: z.uuid().optional() });
const typeQuery = z.object({ type: z.enum(CONTRACT_TEMPLATE_TYPES).optional() });

/** The contracts reads of software-contracts-push.md section 7 (GET calls), for users with contracts access. */
export function contractsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const view = { access: 'contracts.view' } as const;

  // user_id: the person whose contracts are counted; without it, every contract the viewer may see.
  r.get('/api/contracts/count', { config: view, schema: { querystring: countQuery } }, async (req) => {
    const scope = peopleScope(viewerOf(req));
    const [row] = await db
      .select({ n: count() })
      .from(contracts)
      .where(contractInScope(scope, eq(contracts.deleted, 0), req.query.user_id ? eq(contracts.employee_id, req.query.user_id) : undefined));
    return { count: row?.n ?? 0 };
  });

  // user_id: the user who made the templates counted; without it, the company's.
  r.get('/api/contract_template/count', { config: view, schema: { querystring: countQuery } }, async (req) => {
    const companyId = viewerOf(req).company.id;
    const [row] = await db
      .select({ n: count() })
      .from(contractTemplates)
      .where(and(eq(contractTemplates.company_id, companyId), req.query.user_id ? eq(contractTemplates.owner_user_id, req.query.user_id) : undefined));
    return { count: row?.n ?? 0 };
  });

  r.get('/api/contract/employee/:id/list', { config: view, schema: { params: idParams } }, async (req) => ({
    data: await listContracts(db, peopleScope(viewerOf(req)), { employeeId: req.params.id, withDeleted: true }),
  }));

  r.get('/api/contract/list', { config: view }, async (req) => ({ data: await listContracts(db, peopleScope(viewerOf(req)), { withDeleted: true }) }));

  r.get('/api/contract_template/list', { config: view, schema: { querystring: typeQuery } }, async (req) => ({
    data: await listTemplates(db, viewerOf(req).company.id, req.query.type),
  }));

  r.get('/api/contract_template/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const found = await getTemplate(db, viewerOf(req).company.id, req.params.id);
    if (!found) throw notFound(m.templateNotFound);
    return { data: found.template };
  });

  // The built-in placeholders and the custom ones the company's templates use.
  r.get('/api/contract_template/hashtags', { config: view }, async (req) => {
    return { data: companyHashtags(await listTemplates(db, viewerOf(req).company.id)) };
  });

  r.get('/api/contract_template/internalSigners', { config: view }, async (req) => ({ data: await internalSigners(db, viewerOf(req).company.id) }));

  r.get('/api/contract/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getContract(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(m.contractNotFound);
    // Once signed, the words everyone signed; before, filled in as things are now.
    const { signed_html } = found.contract;
    const filled = signed_html === null ? await filledContract(db, viewer.company.id, found.contract) : { html: signed_html, unfilled: [] };
    return { data: found.contract, contract_html: filled.html, unfilled_shortcodes: filled.unfilled };
  });

  r.get('/api/contracts/:id/signers', { config: view, schema: { params: idParams } }, async (req) => {
    const found = await getContract(db, peopleScope(viewerOf(req)), req.params.id);
    if (!found) throw notFound(m.contractNotFound);
    return { data: found.contract.signers };
  });

  // The placeholders of one contract, with their values as the contract would show them now.
  r.get('/api/contracts/shortcodes/:id/list', { config: view, schema: { params: idParams } }, async (req) => {
    const viewer = viewerOf(req);
    const found = await getContract(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(m.contractNotFound);
    const c = found.contract;
    const { unfilled } = await filledContract(db, viewer.company.id, c);
    const data = shortcodesIn(c.content_html)
      .filter(isKnownShortcode)
      .map((shortcode) => {
        const group = shortcode.split('.')[0] as PlaceholderGroup;
        const name = shortcode.slice(group.length + 1);
        const builtIn = BUILT_IN_HASHTAGS.find((h) => h.shortcode === shortcode);
        return {
          shortcode,
          hashtag: hashtagOf(shortcode),
          group: PLACEHOLDER_GROUPS.includes(group) ? group : 'custom',
          label: builtIn?.label ?? customHashtag(name).label,
          custom: group === 'custom',
          value: group === 'custom' ? (c.shortcode_values[name] ?? '') : null,
          filled: !unfilled.includes(shortcode),
        };
      });
    return { data };
  });

  r.get('/api/contract/pendingInternal', { config: view }, async (req) => ({ data: await pendingInternal(db, viewerOf(req)) }));

  r.get('/api/contract_template/public_library/list', { config: view, schema: { querystring: libraryQuerySchema } }, async (req) => {
    const data = await listLibrary(db, req.query);
    return { partner_name: data[0]?.partner_name ?? null, data };
  });

  r.get('/api/contract_template/public_library/:id/detail', { config: view, schema: { params: idParams } }, async (req) => {
    const found = await getLibraryTemplate(db, req.params.id);
    if (!found) throw notFound(m.libraryTemplateNotFound);
    return { data: found };
  });
}
