import { z } from 'zod';
import { defineMutation } from '../sync/mutation';
import { dayOffAddBodySchema, dayOffApproveBodySchema, dayOffDeclineBodySchema, type DayOffRequestItem } from './calendar.schema';

// Days-off requests made, approved and declined on the device (the inbox works offline and
// replays in order); the server checks each again.

const now = () => new Date().toISOString();
const by = z.object({ by_name: z.string() });
const describeRequest = (row: DayOffRequestItem | null, id: string) =>
  row ? `Day off from ${row.start_date} to ${row.end_date}` : `Request ${id.slice(0, 8)}`;

/** POST /api/calendar/requests/add */
export const dayOffAdd = defineMutation({
  name: 'dayOff.add',
  title: 'Request a day off',
  args: dayOffAddBodySchema.and(by),
  table: 'day_off_requests',
  entityId: (a) => a.id,
  method: 'POST',
  path: '/api/calendar/requests/add',
  body: dayOffAddBodySchema,
  bodyOf: ({ by_name: _b, ...body }) => body,
  apply: (_row: DayOffRequestItem | null, a): DayOffRequestItem => ({
    id: a.id,
    employee_id: a.employee_id,
    day_off_type_id: a.day_off_type_id,
    start_date: a.start_date,
    end_date: a.end_date,
    start_part: a.start_part,
    end_part: a.end_part,
    details: a.details,
    status: 'requested',
    requested_by_name: a.by_name,
    created_at: now(),
    decided_by_name: null,
    decided_at: null,
    decline_reason: null,
    updated_at: now(),
  }),
  describe: (row, a) => describeRequest(row, a.id),
  refusedTitle: 'Could not add the request',
});

const decide = (row: DayOffRequestItem | null, status: 'approved' | 'declined', byName: string, reason: string | null) =>
  row ? { ...row, status, decided_by_name: byName, decided_at: now(), decline_reason: reason, updated_at: now() } : null;

/** POST /api/calendar/requests/{request_id}/approve */
export const dayOffApprove = defineMutation({
  name: 'dayOff.approve',
  title: 'Approve a day off',
  args: dayOffApproveBodySchema.and(by),
  table: 'day_off_requests',
  entityId: (a) => a.request_id,
  method: 'POST',
  path: '/api/calendar/requests/:request_id/approve',
  body: dayOffApproveBodySchema,
  bodyOf: ({ by_name: _b, ...body }) => body,
  apply: (row: DayOffRequestItem | null, a) => decide(row, 'approved', a.by_name, null),
  describe: (row, a) => describeRequest(row, a.request_id),
  refusedTitle: 'Could not approve the request',
});

/** POST /api/calendar/requests/{request_id}/decline */
export const dayOffDecline = defineMutation({
  name: 'dayOff.decline',
  title: 'Decline a day off',
  args: dayOffDeclineBodySchema.and(by),
  table: 'day_off_requests',
  entityId: (a) => a.request_id,
  method: 'POST',
  path: '/api/calendar/requests/:request_id/decline',
  body: dayOffDeclineBodySchema,
  bodyOf: ({ by_name: _b, ...body }) => body,
  apply: (row: DayOffRequestItem | null, a) => decide(row, 'declined', a.by_name, a.reason || null),
  describe: (row, a) => describeRequest(row, a.request_id),
  refusedTitle: 'Could not decline the request',
});

export const calendarMutations = [dayOffAdd, dayOffApprove, dayOffDecline];
