import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarMessages } from '../../../shared/calendar/calendar.messages';
import { linkDayOffTypeBodySchema, linkPersonBodySchema, reauthBodySchema, resellerMessageBodySchema } from '../../../shared/calendar/integration.schema';
import { pushMessages } from '../../../shared/calendar/push.messages';
import { uuidv7 } from '../../../shared/ids';
import type { Db } from '../../db/database';
import { dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations, resellerMessages } from '../../db/schema/calendar';
import { employees } from '../../db/schema/people';
import { viewerOf } from '../../http/access';
import { fullName, peopleScope, personInScope } from '../../people/people-scope';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { withCompanyWrite } from '../../sync/write-lock';
import { toIntegrationItem, toIntegrationPersonItem } from '../calendar-rows';
import type { ProviderFor } from '../push-job';
import { integrationPeopleOf, integrationRow, integrationsOf } from '../push.repo';
import { encryptCredential, integrationCredentials } from './credentials';

// The integrations' calls (software-contracts-push.md section 7: getIntegrations,
// getIntegrationDetail, fetchPeopleByIntegration, getPayollTypes, linkDayOffType,
// reauthSSIntegration; sendMessageToReseller), paths ours in the API's style; and linkPerson, ours:
// the person's id in the payroll, typed in, since the payroll lists no people to pick from.

const params = z.object({ integration_id: z.uuid() });
const refused = (status: 'login_failed' | 'service_offline' | 'type_not_found') =>
  new HttpError(
    422,
    status,
    status === 'login_failed' ? pushMessages.reauthFailed : status === 'service_offline' ? pushMessages.serviceOffline : pushMessages.typeNotFound,
  );

export function integrationsRoutes(app: FastifyInstance, deps: { db: Db }, providerFor: ProviderFor): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const found = async (companyId: string, id: string) => {
    const row = await integrationRow(db, companyId, id);
    if (!row) throw notFound(pushMessages.integrationNotFound);
    return row;
  };
  const write = <T>(req: Parameters<typeof viewerOf>[0], fn: (tx: Db) => Promise<T>) => {
    const v = viewerOf(req);
    return withCompanyWrite(db, { companyId: v.company.id, userId: v.user.id }, fn);
  };

  r.get('/api/integrations/list', { config: { access: 'calendar.push' } }, async (req) => {
    const data = await integrationsOf(db, viewerOf(req).company.id);
    return { data, count: data.length };
  });
  r.get('/api/integrations/:integration_id/detail', { config: { access: 'calendar.push' }, schema: { params } }, async (req) => ({
    data: toIntegrationItem(await found(viewerOf(req).company.id, req.params.integration_id)),
  }));
  r.get('/api/integrations/:integration_id/people', { config: { access: 'calendar.push' }, schema: { params } }, async (req) => {
    const integration = await found(viewerOf(req).company.id, req.params.integration_id);
    const data = (await integrationPeopleOf(db, integration.id)).map((p) => toIntegrationPersonItem(p.row, p.name));
    return { data, count: data.length };
  });

  // getPayollTypes: asked of the payroll, kept on the integration for linking on the device.
  r.get('/api/integrations/:integration_id/payrollTypes', { config: { access: 'calendar.push' }, schema: { params } }, async (req) => {
    const integration = await found(viewerOf(req).company.id, req.params.integration_id);
    const answer = await providerFor(integration.source).payrollTypes(await integrationCredentials(db, integration));
    if (answer.status !== 'ok') {
      if (answer.status === 'login_failed')
        await write(req, (tx) => tx.update(payrollIntegrations).set({ login_status: 'login_failed' }).where(eq(payrollIntegrations.id, integration.id)));
      throw refused(answer.status);
    }
    await write(req, (tx) => tx.update(payrollIntegrations).set({ payroll_types: answer.types }).where(eq(payrollIntegrations.id, integration.id)));
    return { data: answer.types };
  });

  r.post('/api/integrations/linkDayOffType', { config: { access: 'calendar.push' }, schema: { body: linkDayOffTypeBodySchema } }, async (req) => {
    const companyId = viewerOf(req).company.id;
    const integration = await found(companyId, req.body.integration_id);
    const [type] = await db
      .select({ id: dayOffTypes.id })
      .from(dayOffTypes)
      .where(and(eq(dayOffTypes.company_id, companyId), eq(dayOffTypes.id, req.body.day_off_type_id)));
    if (!type) throw badRequest(calendarMessages.typeNotFound, { day_off_type_id: calendarMessages.typeNotFound });
    const known = integration.payroll_types.some((t) => t.id === req.body.payroll_day_off_type_id);
    if (!known) throw badRequest(calendarMessages.selectPayrollType, { payroll_day_off_type_id: calendarMessages.selectPayrollType });
    const links = { ...integration.type_links, [type.id]: req.body.payroll_day_off_type_id };
    const [saved] = await write(req, (tx) =>
      tx.update(payrollIntegrations).set({ type_links: links }).where(eq(payrollIntegrations.id, integration.id)).returning(),
    );
    return { data: toIntegrationItem(saved!) };
  });

  // linkPerson: a person with no row yet gets one. One payroll id names one person of the
  // integration; the check runs under the company's write lock, so two links cannot both take it.
  r.post('/api/integrations/linkPerson', { config: { access: 'calendar.push' }, schema: { body: linkPersonBodySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const { employee_id: employeeId, link_source_app: payrollId } = req.body;
    const integration = await found(viewer.company.id, req.body.integration_id);
    const person = await personInScope(db, peopleScope(viewer), employeeId);
    if (!person) throw badRequest(calendarMessages.personNotFound, { employee_id: calendarMessages.personNotFound });
    const saved = await write(req, async (tx) => {
      const [holder] = await tx
        .select({ name: fullName })
        .from(integrationPeople)
        .innerJoin(employees, eq(employees.id, integrationPeople.employee_id))
        .where(
          and(
            eq(integrationPeople.integration_id, integration.id),
            eq(integrationPeople.link_source_app, payrollId),
            ne(integrationPeople.employee_id, person.id),
          ),
        );
      if (holder) throw badRequest(calendarMessages.payrollIdTaken(holder.name), { link_source_app: calendarMessages.payrollIdTaken(holder.name) });
      const [row] = await tx
        .insert(integrationPeople)
        .values({ id: uuidv7(), company_id: viewer.company.id, integration_id: integration.id, employee_id: person.id, link_source_app: payrollId })
        .onConflictDoUpdate({ target: [integrationPeople.integration_id, integrationPeople.employee_id], set: { link_source_app: payrollId } })
        .returning();
      return row!;
    });
    return { data: toIntegrationPersonItem(saved, person.name) };
  });

  // reauthSSIntegration: the new credentials are kept only when the payroll takes them.
  r.post('/api/integrations/reauth', { config: { access: 'integrations.manage' }, schema: { body: reauthBodySchema } }, async (req) => {
    const b = req.body;
    const integration = await found(viewerOf(req).company.id, b.integration_id);
    const credentials = { username: b.new_username, customer_code: b.new_customer_code, password: b.new_password, secret: b.new_secret || null };
    const answer = await providerFor(integration.source).login(credentials);
    if (answer.status !== 'ok') throw refused(answer.status);
    const set = {
      username: b.new_username,
      customer_code: b.new_customer_code,
      password_enc: await encryptCredential(db, b.new_password),
      secret_enc: b.new_secret ? await encryptCredential(db, b.new_secret) : null,
      login_status: 'ok' as const,
    };
    const [saved] = await write(req, (tx) => tx.update(payrollIntegrations).set(set).where(eq(payrollIntegrations.id, integration.id)).returning());
    return { data: toIntegrationItem(saved!) };
  });

  // sendMessageToReseller: kept for the reseller's support desk.
  r.post('/api/reseller/message', { config: { access: 'signed_in' }, schema: { body: resellerMessageBodySchema } }, async (req) => {
    const v = viewerOf(req);
    const id = uuidv7();
    await write(req, async (tx) => {
      // The push or integration the message is about is the company's own, or it is unknown (404).
      const { related_object: kind, related_object_id: relatedId } = req.body;
      const table = kind === 'integration' ? payrollIntegrations : daysOffPushes;
      const [own] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.company_id, v.company.id), eq(table.id, relatedId)));
      if (!own) throw notFound(kind === 'integration' ? pushMessages.integrationNotFound : pushMessages.commandNotFound);
      await tx.insert(resellerMessages).values({ id, company_id: v.company.id, user_id: v.user.id, ...req.body });
    });
    return { data: { id }, message: pushMessages.messageSent };
  });
}
