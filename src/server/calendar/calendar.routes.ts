import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY_OFF_STATUSES } from '../../shared/calendar/calendar.schema';
import { isoDateInput } from '../../shared/input-schemas';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes } from '../db/schema/calendar';
import { viewerOf } from '../http/access';
import { inScopeTeams, peopleScope } from '../people/people-scope';
import { toRequestItem, toTypeItem } from './calendar-rows';

// The calendar's reads for other clients than the app (the app reads its mirror): the types and the
// requests of the people the viewer may see, by person, days and status.

const requestsQuery = z.object({
  employee_id: z.uuid().optional(),
  from: isoDateInput.optional(),
  to: isoDateInput.optional(),
  status: z.enum(DAY_OFF_STATUSES).optional(),
});

export function calendarRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/calendar/types/list', { config: { access: 'calendar.view' } }, async (req) => {
    const rows = await deps.db
      .select()
      .from(dayOffTypes)
      .where(eq(dayOffTypes.company_id, viewerOf(req).company.id))
      .orderBy(asc(dayOffTypes.name));
    return { data: rows.map(toTypeItem), count: rows.length };
  });
  r.get('/api/calendar/requests/list', { config: { access: 'calendar.view' }, schema: { querystring: requestsQuery } }, async (req) => {
    const v = viewerOf(req);
    const q = req.query;
    const rows = await deps.db
      .select()
      .from(dayOffRequests)
      .where(
        and(
          eq(dayOffRequests.company_id, v.company.id),
          inScopeTeams(peopleScope(v), dayOffRequests.employee_id),
          q.employee_id ? eq(dayOffRequests.employee_id, q.employee_id) : undefined,
          q.to ? lte(dayOffRequests.start_date, q.to) : undefined,
          q.from ? gte(dayOffRequests.end_date, q.from) : undefined,
          q.status ? eq(dayOffRequests.status, q.status) : undefined,
        ),
      )
      .orderBy(asc(dayOffRequests.start_date));
    return { data: rows.map(toRequestItem), count: rows.length };
  });
}
