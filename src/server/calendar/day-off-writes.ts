import { and, eq } from 'drizzle-orm';
import { calendarMessages } from '../../shared/calendar/calendar.messages';
import { isOwnRequest } from '../../shared/calendar/calendar.rights';
import type { DayOffAddBody, DayOffRequestItem } from '../../shared/calendar/calendar.schema';
import type { Versioned } from '../../shared/sync/area';
import type { WriteAnswer } from '../../shared/sync/protocol';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes } from '../db/schema/calendar';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { inScopeTeams, peopleScope, personInScope } from '../people/people-scope';
import { ConflictError } from '../sync/conflict';
import type { WriteInfo } from '../sync/run-write';
import { toRequestItem } from './calendar-rows';

// A day-off request made, approved or declined (/inbox/daysOff/{request_id}), for the people the
// writer may see. A decided request is not decided again: the second answer of two managers who
// decided offline is refused (409) and the device shows the first. Nobody decides their own (403).

async function savedRequest(tx: Db, companyId: string, id: string): Promise<Versioned<DayOffRequestItem>> {
  const [row] = await tx
    .select()
    .from(dayOffRequests)
    .where(and(eq(dayOffRequests.company_id, companyId), eq(dayOffRequests.id, id)));
  if (!row) throw notFound(calendarMessages.requestNotFound);
  return toRequestItem(row);
}

export async function addDayOff(tx: Db, write: WriteInfo, body: DayOffAddBody): Promise<WriteAnswer<DayOffRequestItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const person = await personInScope(tx, peopleScope(viewer), body.employee_id);
  if (!person) throw badRequest(calendarMessages.personNotFound, { employee_id: calendarMessages.personNotFound });
  const [type] = await tx
    .select({ id: dayOffTypes.id })
    .from(dayOffTypes)
    .where(and(eq(dayOffTypes.company_id, companyId), eq(dayOffTypes.id, body.day_off_type_id)));
  if (!type) throw badRequest(calendarMessages.typeNotFound, { day_off_type_id: calendarMessages.typeNotFound });
  const [taken] = await tx.select({ id: dayOffRequests.id }).from(dayOffRequests).where(eq(dayOffRequests.id, body.id));
  if (taken) throw new HttpError(409, 'conflict', calendarMessages.requestIdTaken, { id: calendarMessages.requestIdTaken });
  await tx.insert(dayOffRequests).values({
    id: body.id,
    company_id: companyId,
    employee_id: person.id,
    day_off_type_id: type.id,
    start_date: body.start_date,
    end_date: body.end_date,
    start_part: body.start_part,
    end_part: body.end_part,
    details: body.details,
    status: 'requested',
    requested_by_name: viewer.user.name,
    updated_by: viewer.user.id,
  });
  return { data: await savedRequest(tx, companyId, body.id) };
}

export async function decideDayOff(
  tx: Db,
  write: WriteInfo,
  body: { request_id: string; reason?: string },
  status: 'approved' | 'declined',
): Promise<WriteAnswer<DayOffRequestItem>> {
  const { viewer } = write;
  const companyId = viewer.company.id;
  const [row] = await tx
    .select({
      status: dayOffRequests.status,
      employee_id: dayOffRequests.employee_id,
      decided_by_name: dayOffRequests.decided_by_name,
      updated_by: dayOffRequests.updated_by,
    })
    .from(dayOffRequests)
    .where(
      and(eq(dayOffRequests.company_id, companyId), eq(dayOffRequests.id, body.request_id), inScopeTeams(peopleScope(viewer), dayOffRequests.employee_id)),
    );
  if (!row) throw notFound(calendarMessages.requestNotFound);
  if (isOwnRequest(viewer, row)) throw forbidden(calendarMessages.ownRequest);
  if (row.status !== 'requested') {
    const current = await savedRequest(tx, companyId, body.request_id);
    throw new ConflictError(calendarMessages.alreadyDecided(row.status), { ...current }, { id: row.updated_by, name: row.decided_by_name });
  }
  await tx
    .update(dayOffRequests)
    .set({
      status,
      decided_by_name: viewer.user.name,
      decided_at: write.madeAt ?? new Date(),
      decline_reason: status === 'declined' ? body.reason || null : null,
      updated_by: viewer.user.id,
    })
    .where(eq(dayOffRequests.id, body.request_id));
  return { data: await savedRequest(tx, companyId, body.request_id) };
}
