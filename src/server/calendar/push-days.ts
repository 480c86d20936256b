import { daysOfRequest, monthBounds } from '../../shared/calendar/day-off-days';
import type { DayOffRequestItem } from '../../shared/calendar/calendar.schema';
import { pushMessages } from '../../shared/calendar/push.messages';
import { NOT_LINKED_NOTIFICATION, type PushNotification } from '../../shared/calendar/push.schema';
import type { PayrollDayOff } from './payroll/payroll-provider';

// What a push sends: each approved working day of the month of the people linked in the payroll,
// with the payroll's type and an id that is the same on every retry; and what the warning box
// says of the people left out (red) or without an IBAN (yellow).

export interface PushPerson {
  employee_id: string;
  name: string;
  link_source_app: string | null;
  iban: string | null;
}

/** A day with whose it is, which the payroll does not need. */
export type DayToPush = PayrollDayOff & { employee_id: string };

export function daysToPush(p: {
  year: number;
  month: number;
  people: PushPerson[];
  requests: DayOffRequestItem[];
  typeLinks: Record<string, string>;
  needsIban: boolean;
}): { days: DayToPush[]; notifications: PushNotification[] } {
  const { from, to } = monthBounds(p.year, p.month);
  const days: DayToPush[] = [];
  const notifications: PushNotification[] = [];
  for (const person of p.people) {
    const who = { id: person.employee_id, name: person.name };
    if (!person.link_source_app) {
      notifications.push({ details: { type: NOT_LINKED_NOTIFICATION, message: pushMessages.notLinked }, related_employee: who, severe: true });
      continue;
    }
    if (p.needsIban && !person.iban) notifications.push({ details: { type: 'no_iban', message: pushMessages.noIban }, related_employee: who, severe: false });
    for (const r of p.requests) {
      if (r.employee_id !== person.employee_id || r.status !== 'approved') continue;
      for (const d of daysOfRequest(r, from, to)) {
        days.push({
          employee_id: person.employee_id,
          external_id: `${r.id}:${d.date}`,
          employee_ref: person.link_source_app,
          date: d.date,
          part: d.part,
          payroll_type_id: p.typeLinks[r.day_off_type_id] ?? r.day_off_type_id,
        });
      }
    }
  }
  return { days, notifications };
}
