import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractsMessages as m } from '../../shared/contracts/contracts.messages';
import {
  PDF_MAX_BYTES,
  reassignBodySchema,
  sendToEmployeeBodySchema,
  signByLinkBodySchema,
  signInternallyBodySchema,
  uploadPdfBodySchema,
} from '../../shared/contracts/contracts.schema';
import type { AreaDeps } from '../http/server-area';
import { viewerOf } from '../http/access';
import { HttpError, notFound } from '../http/errors';
import { peopleScope } from '../people/people-scope';
import type { Db } from '../db/database';
import { runWrite, type WriteInfo } from '../sync/run-write';
import { processWithProvider, providerPdf, requireProvider, resetSigningMethod, retryWithProvider } from './signing-provider';
import { pdfOf, uploadPdf } from './contract-files';
import { getContract } from './contracts.repo';
import { deliverMail, listMail } from './mail';
import { reassignContracts, reassignTemplates } from './reassign';
import { signByLink, signedCopy, signingPage } from './sign-by-link';
import { sendToEmployee, signInternally } from './signing';

const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(20).max(2000) });
const FILE_BODY_LIMIT = Math.ceil((PDF_MAX_BYTES * 4) / 3) + 64 * 1024;

/** The address of the links in mail: from the configuration only (config.ts), never from the request's Host. */
function appUrlOf(deps: AreaDeps): string {
  if (!deps.publicUrl) throw new HttpError(409, 'conflict', m.publicUrlUnknown);
  return deps.publicUrl;
}

const pdfDisposition = (name: string) => {
  const safe = name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'contract';
  return `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(`${safe}.pdf`)}`;
};

/** Signing, sending, the PDF, the employee's link, reassigning, and the mail outbox (software-contracts-push.md section 7). */
export function contractSigningRoutes(app: FastifyInstance, deps: AreaDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // After the write is committed: a mail server that is slow or down never holds the answer.
  const deliverLater = (companyId: string) => void deliverMail(db, deps.smtpUrl, companyId).catch((err: unknown) => app.log.error(err, 'Mail delivery failed'));

  r.post('/api/contract/signInternally', { config: { access: 'contracts.view' }, schema: { body: signInternallyBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => signInternally(tx, write, req.body)),
  );

  r.post('/api/contracts/sendToEmployee', { config: { access: 'contracts.edit' }, schema: { body: sendToEmployeeBodySchema } }, async (req, reply) => {
    const appUrl = appUrlOf(deps);
    const answer = await runWrite(req, reply, deps, (tx, write) => sendToEmployee(tx, write, req.body, appUrl));
    if (reply.statusCode === 200) deliverLater(viewerOf(req).company.id);
    return answer;
  });

  r.get('/api/contract/:id/pdf', { config: { access: 'contracts.view' }, schema: { params: idParams } }, async (req, reply) => {
    const viewer = viewerOf(req);
    const found = await getContract(db, peopleScope(viewer), req.params.id);
    if (!found) throw notFound(m.contractNotFound);
    const pdf = await pdfOf(db, viewer.company.id, found.contract);
    return reply
      .type('application/pdf')
      .header('content-disposition', pdfDisposition(found.contract.name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });

  r.get('/api/contract/:id/exists', { config: { access: 'contracts.view' }, schema: { params: idParams } }, async (req) => {
    const found = await getContract(db, peopleScope(viewerOf(req)), req.params.id);
    return { exists: found !== null && found.contract.deleted === 0, pdf: found ? found.contract.file_type === 'html' || found.contract.has_pdf === 1 : false };
  });

  r.post(
    '/api/contracts/pdfbased/uploadPDF',
    { config: { access: 'contracts.edit' }, bodyLimit: FILE_BODY_LIMIT, schema: { body: uploadPdfBodySchema } },
    async (req, reply) => runWrite(req, reply, deps, (tx, write) => uploadPdf(tx, write, req.body)),
  );

  r.post('/api/contracts/reassign', { config: { access: 'contracts.admin' }, schema: { body: reassignBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => reassignContracts(tx, write, req.body)),
  );
  r.post('/api/contract_template/reassign', { config: { access: 'contracts.admin' }, schema: { body: reassignBodySchema } }, async (req, reply) =>
    runWrite(req, reply, deps, (tx, write) => reassignTemplates(tx, write, req.body)),
  );

  // The employee's link: no account, the token is the key (sign-by-link.ts).
  r.get('/api/sign/:token', { config: { access: 'public' }, schema: { params: tokenParams } }, async (req) => signingPage(db, req.params.token));
  r.post('/api/sign/:token', { config: { access: 'public' }, schema: { params: tokenParams, body: signByLinkBodySchema } }, async (req) => {
    const answer = await signByLink(db, req.params.token, req.body, deps.publicUrl);
    deliverLater(answer.companyId);
    return { status: answer.status, message: answer.message };
  });
  // Her signed copy, once she has signed, for as long as the link lasts.
  r.get('/api/sign/:token/pdf', { config: { access: 'public' }, schema: { params: tokenParams } }, async (req, reply) => {
    const copy = await signedCopy(db, req.params.token);
    return reply
      .type('application/pdf')
      .header('content-disposition', pdfDisposition(copy.name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(copy.pdf));
  });

  // The e-signature provider (signing-provider.ts): 409 while none is set up.
  const provider =
    (run: (p: NonNullable<AreaDeps['signingProvider']>) => (tx: Db, write: WriteInfo) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) =>
      runWrite(req, reply, deps, run(requireProvider(deps.signingProvider)));
  const providerRoute = { config: { access: 'contracts.edit' as const }, schema: { params: idParams } };
  r.post('/api/contracts/:id/processSignicatContracts', providerRoute, async (req, reply) =>
    provider((p) => (tx, write) => processWithProvider(tx, write, p, req.params.id))(req, reply),
  );
  r.post('/api/contracts/:id/retryProcessSignicatContracts', providerRoute, async (req, reply) =>
    provider((p) => (tx, write) => retryWithProvider(tx, write, p, req.params.id))(req, reply),
  );
  r.post('/api/contracts/:id/resetSigningMethod', providerRoute, async (req, reply) =>
    provider(() => (tx, write) => resetSigningMethod(tx, write, req.params.id))(req, reply),
  );
  r.post('/api/contracts/:id/createTemplateContractPDF', providerRoute, async (req, reply) =>
    provider(() => (tx, write) => providerPdf(tx, write, req.params.id))(req, reply),
  );

  // Mail waiting to be sent (no SMTP_URL) or refused by the mail server, for settings.
  r.get('/api/mail/outbox', { config: { access: 'contracts.admin' } }, async (req) => ({
    data: await listMail(db, viewerOf(req).company.id),
    smtp: deps.smtpUrl !== undefined,
  }));
  r.post('/api/mail/outbox/deliver', { config: { access: 'contracts.admin' } }, async (req) => ({
    sent: await deliverMail(db, deps.smtpUrl, viewerOf(req).company.id),
  }));
}
