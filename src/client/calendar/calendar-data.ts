import { useMemo } from 'react';
import type { DayOffRequestItem, DayOffTypeItem } from '../../shared/calendar/calendar.schema';
import { daysOfRequest, type DayOff } from '../../shared/calendar/day-off-days';
import { useMirrorTable } from '../offline/use-mirror-table';

// The calendar's rows from the device's mirror: every page here reads them offline.

export type TypeMap = ReadonlyMap<string, DayOffTypeItem>;

export function useDayOffTypes(): TypeMap | undefined {
  const types = useMirrorTable('day_off_types');
  return useMemo(() => (types ? new Map(types.map((t) => [t.id, t])) : undefined), [types]);
}

/** A person's days off in [from, to], by day: what each cell of the month shows. */
export function daysByPerson(
  requests: readonly DayOffRequestItem[],
  from: string,
  to: string,
): Map<string, Map<string, { day: DayOff; request: DayOffRequestItem }>> {
  const byPerson = new Map<string, Map<string, { day: DayOff; request: DayOffRequestItem }>>();
  for (const r of requests) {
    if (r.status === 'declined' || r.end_date < from || r.start_date > to) continue;
    const days = byPerson.get(r.employee_id) ?? new Map();
    for (const day of daysOfRequest(r, from, to)) days.set(day.date, { day, request: r });
    byPerson.set(r.employee_id, days);
  }
  return byPerson;
}

export const STATUS_LABELS = { requested: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;
export const PART_LABELS = { full: 'Whole day', am: 'Morning', pm: 'Afternoon' } as const;

/** '3 Nov – 5 Nov 2026 (afternoon of the first day)' */
export function periodText(r: Pick<DayOffRequestItem, 'start_date' | 'end_date' | 'start_part' | 'end_part'>): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  if (r.start_date === r.end_date) return `${day(r.start_date)}${r.start_part === 'full' ? '' : ` (${PART_LABELS[r.start_part].toLowerCase()})`}`;
  const halves = [r.start_part === 'pm' ? 'from the afternoon' : '', r.end_part === 'am' ? 'to the morning' : ''].filter(Boolean).join(', ');
  return `${day(r.start_date)} – ${day(r.end_date)}${halves ? ` (${halves})` : ''}`;
}
