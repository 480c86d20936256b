import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySuggestQuerySchema } from '../../shared/software/software.schema';
import { suggestCompanies } from './company-suggest';

/** GET /api/software/companies/suggest?query=&url=: `{ data: CompanySuggestion[], source: 'service' | 'domain' }`. */
export function companySuggestRoute(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/software/companies/suggest', { config: { access: 'software.view' }, schema: { querystring: companySuggestQuerySchema } }, async (req) =>
      suggestCompanies(req.query),
    );
}
