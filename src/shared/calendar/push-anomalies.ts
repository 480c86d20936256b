import type { DayOffRequestItem } from './calendar.schema';
import { dayLength, daysOfRequest, monthBounds, overlaps } from './day-off-days';
import type { IntegrationPersonItem } from './integration.schema';
import type { pushMessages } from './push.messages';

// The anomaly review of a month's push (getPossibleAnomalies, software-contracts-push.md section
// 2): computed from the same rows on the device (offline, from its mirror) and on the server.

export type Irregularity = keyof typeof pushMessages.irregularity;

export interface Anomaly {
  /** yyyy-mm-dd; null when it is about the person, not a day. */
  date: string | null;
  irregularity: Irregularity;
  request_id: string | null;
}

export interface EmployeeAnomalies {
  employee_id: string;
  name: string;
  anomalies: Anomaly[];
}

export interface AnomalyResult {
  has_anomalies: boolean;
  employees_with_anomalies: EmployeeAnomalies[];
}

export interface AnomalyInput {
  year: number;
  month: number;
  people: { id: string; name: string; active_until?: string | null }[];
  /** The people's requests (any month: those outside it are ignored). */
  requests: Pick<DayOffRequestItem, 'id' | 'employee_id' | 'status' | 'start_date' | 'end_date' | 'start_part' | 'end_part'>[];
  /** The integration's people. */
  links: Pick<IntegrationPersonItem, 'employee_id' | 'link_source_app'>[];
}

function anomaliesOf(person: AnomalyInput['people'][number], input: AnomalyInput, from: string, to: string): Anomaly[] {
  const found: Anomaly[] = [];
  const linked = input.links.some((l) => l.employee_id === person.id && l.link_source_app);
  if (!linked) found.push({ date: null, irregularity: 'not_linked_in_payroll', request_id: null });
  const mine = input.requests.filter((r) => r.employee_id === person.id && r.status !== 'declined' && overlaps(r, from, to));
  const taken = new Map<string, number>();
  for (const r of [...mine].sort((a, b) => a.start_date.localeCompare(b.start_date))) {
    const days = daysOfRequest(r, from, to);
    if (r.status === 'requested') {
      found.push({ date: days[0]?.date ?? r.start_date, irregularity: 'calendar_request_not_approved', request_id: r.id });
      continue;
    }
    for (const d of days) {
      const before = taken.get(d.date) ?? 0;
      taken.set(d.date, before + dayLength(d.part));
      if (before > 0 && before + dayLength(d.part) > 1) found.push({ date: d.date, irregularity: 'days_off_overlap', request_id: r.id });
      if (person.active_until && d.date > person.active_until) found.push({ date: d.date, irregularity: 'day_off_after_leaving', request_id: r.id });
    }
  }
  return found;
}

export function pushAnomalies(input: AnomalyInput): AnomalyResult {
  const { from, to } = monthBounds(input.year, input.month);
  const employees_with_anomalies = input.people
    .map((p) => ({ employee_id: p.id, name: p.name, anomalies: anomaliesOf(p, input, from, to) }))
    .filter((e) => e.anomalies.length > 0);
  return { has_anomalies: employees_with_anomalies.length > 0, employees_with_anomalies };
}
