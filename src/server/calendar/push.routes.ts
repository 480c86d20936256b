import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushAnomalies } from '../../shared/calendar/push-anomalies';
import { pushMessages } from '../../shared/calendar/push.messages';
import { pushBodySchema, pushHistoryQuerySchema, pushPeopleBodySchema } from '../../shared/calendar/push.schema';
import type { Db } from '../db/database';
import { viewerOf } from '../http/access';
import { badRequest, notFound } from '../http/errors';
import type { JobLoop } from '../jobs/job-loop';
import { withCompanyWrite } from '../sync/write-lock';
import { pushIntegration } from './push-scope';
import { startPush } from './push-start';
import { integrationPeopleOf, integrationRow, monthRequests, peopleNamed, pushedPeople, pushHistory, pushItem } from './push.repo';

// The push's calls (software-contracts-push.md section 7, paths ours in the API's style): what the
// push page asks before pushing, the push and the export, the command the progress page polls
// every 4 s, its CSV file, and the history.

const access = 'calendar.push';

export function pushRoutes(app: FastifyInstance, deps: { db: Db }, worker: Pick<JobLoop, 'wake'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  // fetchPushPerformanceStatus (and isMonthPushedForEmployee for one person): who was pushed for the month.
  r.post('/api/calendar/push/status', { config: { access }, schema: { body: pushPeopleBodySchema } }, async (req) => {
    const integration = await pushIntegration(db, viewerOf(req), req.body);
    const pushed = await pushedPeople(db, integration.id, req.body.year, req.body.month);
    return { data: req.body.employee_ids.map((id) => ({ employee_id: id, pushed: pushed.has(id), last_pushed_at: pushed.get(id) ?? null })) };
  });

  // isMonthPushedForEmployee: one person, for the month and integration.
  const onePerson = z.object({
    year: pushPeopleBodySchema.shape.year,
    month: pushPeopleBodySchema.shape.month,
    integration_id: z.uuid(),
    employee_id: z.uuid(),
  });
  r.get('/api/calendar/push/isMonthPushed', { config: { access }, schema: { querystring: onePerson } }, async (req) => {
    const { employee_id, ...q } = req.query;
    const integration = await pushIntegration(db, viewerOf(req), { ...q, employee_ids: [employee_id] });
    const pushed = await pushedPeople(db, integration.id, q.year, q.month);
    return { pushed: pushed.has(employee_id), last_pushed_at: pushed.get(employee_id) ?? null };
  });

  // getEmployeeIdsWithoutIban: only for the integrations that pay by transfer.
  r.post('/api/calendar/push/withoutIban', { config: { access }, schema: { body: pushPeopleBodySchema } }, async (req) => {
    const integration = await pushIntegration(db, viewerOf(req), req.body);
    if (!integration.needs_iban) return { data: [] };
    const linked = await integrationPeopleOf(db, integration.id, req.body.employee_ids);
    const withIban = new Set(linked.filter((l) => l.row.iban).map((l) => l.row.employee_id));
    return { data: req.body.employee_ids.filter((id) => !withIban.has(id)) };
  });

  // getPossibleAnomalies: the same review the device makes from its mirror.
  r.post('/api/calendar/push/anomalies', { config: { access }, schema: { body: pushPeopleBodySchema } }, async (req) => {
    const viewer = viewerOf(req);
    const integration = await pushIntegration(db, viewer, req.body);
    const { year, month, employee_ids } = req.body;
    const people = await peopleNamed(db, viewer.company.id, employee_ids);
    const links = (await integrationPeopleOf(db, integration.id, employee_ids)).map((l) => l.row);
    const requests = await monthRequests(db, viewer.company.id, year, month, employee_ids);
    return pushAnomalies({ year, month, people, requests, links });
  });

  for (const kind of ['push', 'export'] as const) {
    const url = kind === 'push' ? '/api/calendar/push' : '/api/calendar/push/export';
    r.post(url, { config: { access }, schema: { body: pushBodySchema } }, async (req) => {
      const viewer = viewerOf(req);
      if (kind === 'export') {
        const integration = await integrationRow(db, viewer.company.id, req.body.integration_id);
        if (integration && integration.source !== 'csv_export') throw badRequest(pushMessages.exportOnlyCsv);
      }
      const answer = await withCompanyWrite(db, { companyId: viewer.company.id, userId: viewer.user.id }, (tx) => startPush(tx, viewer, req.body, kind));
      if (answer.command_id) worker.wake();
      return answer;
    });
  }

  r.get('/api/calendar/push/history', { config: { access: 'calendar.pushHistory' }, schema: { querystring: pushHistoryQuerySchema } }, async (req) => {
    const data = await pushHistory(db, viewerOf(req).company.id, req.query.year, req.query.month);
    return { data, count: data.length };
  });

  const commandParams = z.object({ command_id: z.uuid() });
  // getCommandDetail
  r.get('/api/calendar/push/:command_id', { config: { access }, schema: { params: commandParams } }, async (req) => {
    const found = await pushItem(db, viewerOf(req).company.id, req.params.command_id);
    if (!found) throw notFound(pushMessages.commandNotFound);
    return { data: found.item };
  });

  // downloadPushDaysOffCSV
  r.get('/api/calendar/push/:command_id/csv', { config: { access }, schema: { params: commandParams } }, async (req, reply) => {
    const found = await pushItem(db, viewerOf(req).company.id, req.params.command_id);
    if (!found?.file) throw notFound(pushMessages.commandNotFound);
    const { year, month } = found.item;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="days-off-${year}-${String(month).padStart(2, '0')}.csv"`)
      .send(found.file);
  });
}
