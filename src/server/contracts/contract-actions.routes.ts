import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import { previewBodySchema, WORD_BODY_LIMIT, wordToHtmlBodySchema } from '../../shared/contracts/contracts.schema';
import { isoDay } from '../../shared/format';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { notFound } from '../http/errors';
import { exampleFilled } from './contract-sources';
import { getTemplate } from './contracts.repo';
import { sanitizeContractHtml } from './sanitize-contract-html';
import { wordToHtml } from './word-to-html';

/** The contracts calls that need the server and change no mirrored row: the preview and the Word conversion. */
export function contractActionsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  // The HTML as sent (the editor's, maybe unsaved), sanitized and filled from an example of the company.
  r.post('/api/contract_template/preview', { config: { access: 'contracts.view' }, schema: { body: previewBodySchema } }, async (req) => {
    const viewer = viewerOf(req);
    if (req.body.template_id && !(await getTemplate(db, viewer.company.id, req.body.template_id))) throw notFound(m.templateNotFound);
    const filled = await exampleFilled(db, viewer.company.id, sanitizeContractHtml(req.body.content_html), viewer.user.employee_id, isoDay(new Date()));
    return { example_contract_html: filled.html, unfilled_shortcodes: filled.unfilled };
  });

  r.post(
    '/api/contract_templates/conversion/word-to-html',
    { config: { access: 'contracts.templates' }, bodyLimit: WORD_BODY_LIMIT, schema: { body: wordToHtmlBodySchema } },
    async (req) => wordToHtml(req.body.base64_word_file, req.body.extension),
  );
}
