import { describe, expect, it } from 'vitest';
import type { DayOffRequestItem } from './calendar.schema';
import { pushAnomalies } from './push-anomalies';

type Req = Pick<DayOffRequestItem, 'id' | 'employee_id' | 'status' | 'start_date' | 'end_date' | 'start_part' | 'end_part'>;
const req = (
  id: string,
  employee_id: string,
  start_date: string,
  end_date: string,
  status: Req['status'] = 'approved',
  parts: [Req['start_part'], Req['end_part']] = ['full', 'full'],
): Req => ({
  id,
  employee_id,
  status,
  start_date,
  end_date,
  start_part: parts[0],
  end_part: parts[1],
});

const people = [
  { id: 'ann', name: 'Ann', active_until: null },
  { id: 'bo', name: 'Bo', active_until: '2026-11-10' },
  { id: 'cy', name: 'Cy', active_until: null },
];
const links = [
  { employee_id: 'ann', link_source_app: 'P1' },
  { employee_id: 'bo', link_source_app: 'P2' },
  { employee_id: 'cy', link_source_app: null },
];

describe('the anomaly review of a month', () => {
  it('finds a request not answered, an overlap, a day after leaving and a person not in the payroll', () => {
    const result = pushAnomalies({
      year: 2026,
      month: 11,
      people,
      links,
      requests: [
        req('r1', 'ann', '2026-11-02', '2026-11-03'),
        req('r2', 'ann', '2026-11-03', '2026-11-03'),
        req('r3', 'ann', '2026-11-16', '2026-11-17', 'requested'),
        req('r4', 'bo', '2026-11-10', '2026-11-11'),
        // Declined and another month's: not looked at.
        req('r5', 'bo', '2026-11-20', '2026-11-20', 'declined'),
        req('r6', 'cy', '2026-12-01', '2026-12-01'),
      ],
    });
    expect(result.has_anomalies).toBe(true);
    expect(result.employees_with_anomalies).toEqual([
      {
        employee_id: 'ann',
        name: 'Ann',
        anomalies: [
          { date: '2026-11-03', irregularity: 'days_off_overlap', request_id: 'r2' },
          { date: '2026-11-16', irregularity: 'calendar_request_not_approved', request_id: 'r3' },
        ],
      },
      { employee_id: 'bo', name: 'Bo', anomalies: [{ date: '2026-11-11', irregularity: 'day_off_after_leaving', request_id: 'r4' }] },
      { employee_id: 'cy', name: 'Cy', anomalies: [{ date: null, irregularity: 'not_linked_in_payroll', request_id: null }] },
    ]);
  });

  it('takes a morning and an afternoon on one day as one day, and finds nothing in a clean month', () => {
    const result = pushAnomalies({
      year: 2026,
      month: 11,
      people: people.slice(0, 1),
      links,
      requests: [req('a', 'ann', '2026-11-04', '2026-11-04', 'approved', ['am', 'am']), req('b', 'ann', '2026-11-04', '2026-11-04', 'approved', ['pm', 'pm'])],
    });
    expect(result).toEqual({ has_anomalies: false, employees_with_anomalies: [] });
  });
});
