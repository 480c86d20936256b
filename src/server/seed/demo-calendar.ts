import { addDays, addMonths, format } from 'date-fns';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DayOffStatus, DayPart } from '../../shared/calendar/calendar.schema';
import { daysOfRequest, monthBounds } from '../../shared/calendar/day-off-days';
import { uuidv7 } from '../../shared/ids';
import { encryptCredential } from '../calendar/integrations/credentials';
import type { Db } from '../db/database';
import { dayOffRequests, dayOffTypes, daysOffPushes, integrationPeople, payrollIntegrations, pushedDays } from '../db/schema/calendar';
import { employees } from '../db/schema/people';
import type { DemoContext } from '../http/server-area';
import { demoAdminId } from './demo-history';
import { intBetween, mulberry32, pick } from './random';
import { loadViewer } from '../auth/viewer.repo';
import type { SessionRow } from '../auth/sessions.repo';

// The demo's days off: six types, three months of requests (last month all decided and pushed to
// the payroll service; this month and next with requests waiting, approved and declined, half
// days among them), the payroll service (the sandbox's address, `npm run payroll-sandbox`) with
// three types linked and two not, and a CSV export. A few people have no payroll link or IBAN,
// so the push page has anomalies and warnings to show.

const TYPES = [
  { name: 'Vacation', alias: 'VAC', color: '#2e7d32', http: 'pt-vac', csv: 'csv-vac' },
  { name: 'Sickness', alias: 'SICK', color: '#c62828', http: 'pt-sick', csv: 'csv-sick' },
  { name: 'Reduction of working time', alias: 'ADV', color: '#1565c0', http: 'pt-adv', csv: 'csv-adv' },
  { name: 'Training leave', alias: 'EDU', color: '#6a1b9a', http: null, csv: 'csv-edu' },
  { name: 'Unpaid leave', alias: 'UNP', color: '#6d4c41', http: null, csv: 'csv-unp' },
] as const;

const SANDBOX_TYPES = [
  { id: 'pt-vac', code: 'VAC', name: 'Vacation' },
  { id: 'pt-sick', code: 'SICK', name: 'Sickness' },
  { id: 'pt-adv', code: 'ADV', name: 'Reduction of working time' },
  { id: 'pt-edu', code: 'EDU', name: 'Training leave' },
  { id: 'pt-unp', code: 'UNP', name: 'Unpaid leave' },
];

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

/** When the demo pushed last month: the 2nd at 09:30, or an hour ago when that is still ahead (a demo built on the 1st or early on the 2nd). */
export function demoPushedAt(year: number, month: number, now: Date): Date {
  const planned = new Date(year, month, 2, 9, 30);
  return planned < now ? planned : new Date(now.getTime() - 60 * 60_000);
}

export async function addDemoCalendar(tx: Db, ctx: DemoContext): Promise<void> {
  const rng = mulberry32(20261129);
  const adminId = await demoAdminId(tx, ctx.demoCompanyId);
  const admin = adminId ? await loadViewer(tx, { user_id: adminId, company_id: ctx.demoCompanyId, impersonated_user_id: null } as SessionRow) : null;
  if (!admin) throw new Error('The demo admin is needed before the calendar');
  const companyId = ctx.demoCompanyId;
  const today = new Date(`${ctx.today}T12:00:00`);
  const types = TYPES.map((t) => ({ ...t, id: uuidv7() }));
  await tx.insert(dayOffTypes).values(types.map((t) => ({ id: t.id, company_id: companyId, name: t.name, alias: t.alias, color: t.color })));

  const people = await tx
    .select({ id: employees.id, name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}` })
    .from(employees)
    .where(and(eq(employees.company_id, companyId), or(isNull(employees.active_until), sql`${employees.active_until} >= ${ctx.today}`)))
    .orderBy(asc(employees.last_name));

  const http = uuidv7();
  const csv = uuidv7();
  await tx.insert(payrollIntegrations).values([
    {
      id: http,
      company_id: companyId,
      name: 'Payroll service',
      source: 'http_json',
      username: 'demo-company',
      customer_code: 'C-1042',
      password_enc: await encryptCredential(tx, 'sandbox'),
      features: ['dimona/push', 'people/show-seniority', 'cars/import', 'cars/end-date-push'],
      needs_iban: true,
      type_links: Object.fromEntries(types.filter((t) => t.http).map((t) => [t.id, t.http!])),
      payroll_types: SANDBOX_TYPES,
    },
    {
      id: csv,
      company_id: companyId,
      name: 'CSV export',
      source: 'csv_export',
      username: 'export',
      customer_code: 'CSV',
      password_enc: await encryptCredential(tx, 'none'),
      type_links: Object.fromEntries(types.map((t) => [t.id, t.csv])),
      payroll_types: SANDBOX_TYPES.map((t) => ({ ...t, id: t.id.replace('pt-', 'csv-') })),
    },
  ]);
  const links = people.map((p, i) => ({
    employee_id: p.id,
    // Every 37th person is not in the payroll yet; every 23rd has no IBAN.
    link_source_app: i % 37 === 5 ? null : `P${String(1000 + i)}`,
    iban: i % 23 === 7 ? null : `BE${String(68539007547034 + i * 7919).padStart(14, '0')}`,
    benefit_code: i % 3 === 0 ? pick(rng, ['H01', 'H02', 'H05']) : 'B10',
  }));
  await tx.insert(integrationPeople).values([
    ...links.map((l) => ({ id: uuidv7(), company_id: companyId, integration_id: http, ...l })),
    ...links.map((l) => ({
      id: uuidv7(),
      company_id: companyId,
      integration_id: csv,
      ...l,
      link_source_app: l.link_source_app ?? `P${l.employee_id.slice(-4)}`,
    })),
  ]);

  // Requests: about a third of the people each month, mostly one to five working days.
  const months = [-1, 0, 1].map((n) => addMonths(new Date(today.getFullYear(), today.getMonth(), 1), n));
  const rows: (typeof dayOffRequests.$inferInsert)[] = [];
  const keep = new Set(ctx.keepIds);
  months.forEach((first, m) => {
    const { from, to } = monthBounds(first.getFullYear(), first.getMonth() + 1);
    for (const [i, p] of people.entries()) {
      if (!keep.has(p.id) && rng() > 0.33) continue;
      const start = addDays(first, intBetween(rng, 0, 24));
      const end = addDays(start, pick(rng, [0, 0, 1, 2, 4]));
      const startDate = iso(start);
      const endDate = iso(end) > to ? to : iso(end);
      const oneDay = startDate === endDate;
      const half: DayPart = oneDay && rng() < 0.25 ? pick(rng, ['am', 'pm'] as const) : 'full';
      const type = rng() < 0.06 ? types[3]! : rng() < 0.04 ? types[4]! : pick(rng, [types[0], types[0], types[0], types[1], types[2]])!;
      // Last month is decided; this month and next still have requests waiting.
      // Last month is decided; a few of this month's requests and many of next month's still wait.
      const waiting = m === 0 ? 0 : m === 1 ? 0.08 : 0.4;
      const status: DayOffStatus = rng() < waiting ? 'requested' : rng() < 0.92 ? 'approved' : 'declined';
      if (from > endDate) continue;
      rows.push({
        id: uuidv7(),
        company_id: companyId,
        employee_id: p.id,
        day_off_type_id: type.id,
        start_date: startDate,
        end_date: endDate,
        start_part: half,
        end_part: half,
        details: i % 5 === 0 ? pick(rng, ['Family visit', 'Doctor’s appointment', 'Moving house', 'Long weekend', '']) : '',
        status,
        requested_by_name: p.name,
        decided_by_name: status === 'requested' ? null : admin.user.name,
        decided_at: status === 'requested' ? null : new Date(addDays(start, -3).setHours(intBetween(rng, 8, 17), intBetween(rng, 0, 59))),
        decline_reason: status === 'declined' ? 'Too many people away that week' : null,
        created_at: new Date(addDays(start, -intBetween(rng, 5, 20)).setHours(intBetween(rng, 8, 17), intBetween(rng, 0, 59))),
      });
    }
  });
  await tx.insert(dayOffRequests).values(rows);

  // Last month was pushed to the payroll service by the admin: the history and "already pushed".
  const last = months[0]!;
  const year = last.getFullYear();
  const month = last.getMonth() + 1;
  const { from, to } = monthBounds(year, month);
  const pushId = uuidv7();
  const linked = links.filter((l) => l.link_source_app);
  const days = rows
    .filter((r) => r.status === 'approved' && r.start_date <= to && r.end_date >= from && linked.some((l) => l.employee_id === r.employee_id))
    .flatMap((r) =>
      daysOfRequest({ start_date: r.start_date, end_date: r.end_date, start_part: r.start_part!, end_part: r.end_part! }, from, to).map((d) => ({ r, d })),
    )
    .filter(({ r }) => types.find((t) => t.id === r.day_off_type_id)?.http);
  const pushedAt = demoPushedAt(year, month, new Date());
  await tx.insert(daysOffPushes).values({
    id: pushId,
    company_id: companyId,
    integration_id: http,
    kind: 'push',
    year,
    month,
    employee_ids: linked.map((l) => l.employee_id),
    viewer: admin,
    status: 'success',
    message_for_payroll: 'Please book the holiday pay with the May wages.',
    wage_payout_date: iso(addDays(pushedAt, 3)),
    days_count: days.length,
    booked_count: days.length,
    pushed_by_name: admin.user.name,
    created_at: pushedAt,
    finished_at: pushedAt,
  });
  if (days.length)
    await tx.insert(pushedDays).values(
      days.map(({ r, d }) => ({
        integration_id: http,
        external_id: `${r.id}:${d.date}`,
        company_id: companyId,
        command_id: pushId,
        employee_id: r.employee_id,
        date: d.date,
        part: d.part,
      })),
    );
}
