import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PushNotification, PushStatus } from '../../shared/calendar/push.schema';
import type { Db } from '../db/database';
import { daysOffPushes, payrollIntegrations, pushedDays } from '../db/schema/calendar';
import { withCompanyWrite } from '../sync/write-lock';
import { integrationCredentials } from './integrations/credentials';
import type { PayrollProvider, PushOutcome } from './payroll/payroll-provider';
import { daysToPush, type DayToPush } from './push-days';
import { confirmedDays, integrationPeopleOf, integrationRow, monthRequests, peopleNamed } from './push.repo';

// One push command carried out: claimed inside the company's write lock with FOR UPDATE SKIP
// LOCKED (of several servers one takes it) and leased; the payroll is called outside any
// transaction (it may take a while); the outcome is written in one. A server that stops mid-call
// leaves the lease to run out and another sends the same days again: the payroll books each
// external id once, and the days it confirmed are kept (pushed_days) and not sent again.

export const PUSH_LEASE_SECONDS = 120;

const CLAIMABLE = or(eq(daysOffPushes.status, 'queued'), and(eq(daysOffPushes.status, 'running'), sql`${daysOffPushes.lease_until} < now()`));

export async function nextPush(db: Db): Promise<{ id: string; company_id: string } | null> {
  const [row] = await db
    .select({ id: daysOffPushes.id, company_id: daysOffPushes.company_id })
    .from(daysOffPushes)
    .where(CLAIMABLE)
    .orderBy(asc(daysOffPushes.created_at))
    .limit(1);
  return row ?? null;
}

async function claim(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: daysOffPushes.id })
    .from(daysOffPushes)
    .where(and(eq(daysOffPushes.id, id), CLAIMABLE))
    .for('update', { skipLocked: true });
  if (!row) return null;
  const [job] = await tx
    .update(daysOffPushes)
    .set({ status: 'running', lease_until: sql`now() + make_interval(secs => ${PUSH_LEASE_SECONDS})` })
    .where(eq(daysOffPushes.id, id))
    .returning();
  return job ?? null;
}

export type ProviderFor = (source: 'csv_export' | 'http_json') => PayrollProvider;

/** Runs the push to its end; false when another server holds it. */
export async function runPush(db: Db, job: { id: string; company_id: string }, providerFor: ProviderFor): Promise<boolean> {
  const companyId = job.company_id;
  const cmd = await withCompanyWrite(db, { companyId, userId: null }, (tx) => claim(tx, job.id));
  if (!cmd) return false;
  const finish = (status: PushStatus, set: Partial<typeof daysOffPushes.$inferInsert> = {}) =>
    withCompanyWrite(db, { companyId, userId: cmd.viewer.user.id }, async (tx) => {
      await tx
        .update(daysOffPushes)
        .set({ status, lease_until: null, finished_at: new Date(), ...set })
        .where(and(eq(daysOffPushes.id, cmd.id), eq(daysOffPushes.status, 'running')));
    });
  try {
    const integration = await integrationRow(db, companyId, cmd.integration_id);
    if (!integration) return await finish('failed_internal').then(() => true);
    const linked = await integrationPeopleOf(db, integration.id, cmd.employee_ids);
    const named = await peopleNamed(db, companyId, cmd.employee_ids);
    const people = named.map((p) => {
      const link = linked.find((l) => l.row.employee_id === p.id)?.row;
      return { employee_id: p.id, name: p.name, link_source_app: link?.link_source_app ?? null, iban: link?.iban ?? null };
    });
    const requests = await monthRequests(db, companyId, cmd.year, cmd.month, cmd.employee_ids);
    const { days, notifications } = daysToPush({ ...cmd, people, requests, typeLinks: integration.type_links, needsIban: integration.needs_iban });
    const confirmed =
      cmd.kind === 'push'
        ? await confirmedDays(
            db,
            integration.id,
            days.map((d) => d.external_id),
          )
        : new Set<string>();
    const toSend = days.filter((d) => !confirmed.has(d.external_id));
    const credentials = await integrationCredentials(db, integration);
    const outcome: PushOutcome = await providerFor(cmd.kind === 'export' ? 'csv_export' : integration.source).push(credentials, {
      idempotency_key: cmd.id,
      year: cmd.year,
      month: cmd.month,
      message: cmd.message_for_payroll || null,
      wage_payout_date: cmd.wage_payout_date,
      meal_voucher_payout_date: cmd.meal_voucher_payout_date,
      people: people.filter((p) => p.link_source_app).map((p) => ({ employee_ref: p.link_source_app!, name: p.name })),
      days: (cmd.kind === 'export' ? days : toSend).map(({ employee_id: _e, ...d }) => d),
    });
    await settle(db, cmd, outcome, { days: days.length, confirmed: confirmed.size, toSend, notifications });
  } catch (err) {
    await finish('failed_internal');
    throw err;
  }
  return true;
}

async function settle(
  db: Db,
  cmd: typeof daysOffPushes.$inferSelect,
  outcome: PushOutcome,
  sent: { days: number; confirmed: number; toSend: DayToPush[]; notifications: PushNotification[] },
) {
  await withCompanyWrite(db, { companyId: cmd.company_id, userId: cmd.viewer.user.id }, async (tx) => {
    // The days this try sent (an export's file has the whole month): none when the payroll took nothing.
    const sentDays = outcome.status !== 'success' ? 0 : cmd.kind === 'export' ? sent.days : sent.toSend.length;
    const done = { lease_until: null, finished_at: new Date(), days_count: sentDays, notifications: sent.notifications };
    const where = and(eq(daysOffPushes.id, cmd.id), eq(daysOffPushes.status, 'running'));
    if (outcome.status !== 'success') {
      if (outcome.status === 'login_failed')
        await tx.update(payrollIntegrations).set({ login_status: 'login_failed' }).where(eq(payrollIntegrations.id, cmd.integration_id));
      const missing = outcome.status === 'type_not_found' ? outcome.missing_payroll_type_ids : [];
      await tx
        .update(daysOffPushes)
        .set({ ...done, status: outcome.status, missing_payroll_type_ids: missing })
        .where(where);
      return;
    }
    if (cmd.kind === 'push' && sent.toSend.length) {
      await tx
        .insert(pushedDays)
        .values(
          sent.toSend.map((d) => ({
            integration_id: cmd.integration_id,
            external_id: d.external_id,
            company_id: cmd.company_id,
            command_id: cmd.id,
            employee_id: d.employee_id,
            date: d.date,
            part: d.part,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(daysOffPushes)
      .set({
        ...done,
        status: 'success',
        booked_count: outcome.booked,
        already_booked_count: outcome.already_booked + sent.confirmed,
        file_csv: outcome.file?.content ?? null,
      })
      .where(where);
  });
}
