import type { FastifyInstance } from 'fastify';
import { dayOffAdd, dayOffApprove, dayOffDecline } from '../../shared/calendar/calendar.mutations';
import type { Db } from '../db/database';
import { writeRoute } from '../sync/write-route';
import { addDayOff, decideDayOff } from './day-off-writes';

/** The requests' writes, each through runWrite (idempotent, in order per device), answering { data: row }. */
export function calendarWritesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const access = 'calendar.decide';
  writeRoute(app, dayOffAdd, deps, { access, handler: (tx, write, body) => addDayOff(tx, write, body) });
  writeRoute(app, dayOffApprove, deps, { access, handler: (tx, write, body) => decideDayOff(tx, write, body, 'approved') });
  writeRoute(app, dayOffDecline, deps, { access, handler: (tx, write, body) => decideDayOff(tx, write, body, 'declined') });
}
