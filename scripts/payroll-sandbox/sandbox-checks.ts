// What the payroll sandbox accepts, kept apart from the HTTP plumbing: a stricter check than the
// shape alone (real dates, days inside the pushed month, each day's person among the people), so a
// caller's mistake shows up against the sandbox rather than first against a real provider.
import type { PayrollCredentials, PayrollPush, PayrollType } from '../../src/server/calendar/payroll/payroll-provider';
import { SANDBOX_MODES, type SandboxMode, type SandboxModeOptions } from './sandbox-state';

/** The sandbox's day-off types: fixed, so a linked type keeps its id across restarts. */
export const SANDBOX_PAYROLL_TYPES: readonly PayrollType[] = [
  { id: 'pt-vac', code: 'VAC', name: 'Vacation' },
  { id: 'pt-sick', code: 'SICK', name: 'Sickness' },
  { id: 'pt-adv', code: 'ADV', name: 'Reduction of working time' },
  { id: 'pt-edu', code: 'EDU', name: 'Training leave' },
  { id: 'pt-unp', code: 'UNP', name: 'Unpaid leave' },
];

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFilled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** yyyy-mm-dd that names a day of the calendar (2024-02-30 does not). */
export function isDay(v: unknown): v is string {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.UTC rolls 02-30 over to March, so a day that does not exist comes back different.
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The login body's fields, or null when they cannot be a login (the sandbox answers 401 then). */
export function loginOf(body: unknown): PayrollCredentials | null {
  if (!isRecord(body) || !isFilled(body.username) || !isFilled(body.customer_code) || typeof body.password !== 'string') return null;
  const secret = typeof body.secret === 'string' ? body.secret : null;
  return { username: body.username, customer_code: body.customer_code, password: body.password, secret };
}

function checkDays(days: unknown[], monthPrefix: string, people: Set<string>): string | null {
  const seen = new Set<string>();
  for (const [i, d] of days.entries()) {
    if (!isRecord(d)) return `days[${i}] is not an object`;
    if (!isFilled(d.external_id)) return `days[${i}].external_id must be a non-empty string`;
    if (seen.has(d.external_id)) return `days[${i}].external_id ${d.external_id} is sent twice`;
    seen.add(d.external_id);
    if (!isFilled(d.employee_ref)) return `days[${i}].employee_ref must be a non-empty string`;
    if (!people.has(d.employee_ref)) return `days[${i}].employee_ref ${d.employee_ref} is not among people`;
    if (!isDay(d.date)) return `days[${i}].date must be a calendar day as yyyy-mm-dd`;
    if (!d.date.startsWith(monthPrefix)) return `days[${i}].date ${d.date} is outside ${monthPrefix}`;
    if (d.part !== 'full' && d.part !== 'am' && d.part !== 'pm') return `days[${i}].part must be full, am or pm`;
    if (!isFilled(d.payroll_type_id)) return `days[${i}].payroll_type_id must be a non-empty string`;
  }
  return null;
}

/** The push as sent, or what is wrong with it (answered as 400 bad_request). */
export function checkPush(body: unknown): Checked<PayrollPush> {
  const fail = (message: string): Checked<PayrollPush> => ({ ok: false, message });
  if (!isRecord(body)) return fail('the body must be an object');
  if (!isFilled(body.idempotency_key)) return fail('idempotency_key must be a non-empty string');
  const { year, month } = body;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 9999) return fail('year must be an integer');
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return fail('month must be an integer from 1 to 12');
  if (body.message !== null && typeof body.message !== 'string') return fail('message must be a string or null');
  for (const key of ['wage_payout_date', 'meal_voucher_payout_date'] as const) {
    if (body[key] !== null && !isDay(body[key])) return fail(`${key} must be yyyy-mm-dd or null`);
  }
  if (!Array.isArray(body.people)) return fail('people must be an array');
  const people = new Set<string>();
  for (const [i, p] of body.people.entries()) {
    if (!isRecord(p) || !isFilled(p.employee_ref) || typeof p.name !== 'string') return fail(`people[${i}] must be {employee_ref, name}`);
    people.add(p.employee_ref);
  }
  if (!Array.isArray(body.days)) return fail('days must be an array');
  const wrong = checkDays(body.days, `${year}-${String(month).padStart(2, '0')}-`, people);
  // The checks above make the body a PayrollPush; extra fields are ignored, as a provider would.
  return wrong ? fail(wrong) : { ok: true, value: body as unknown as PayrollPush };
}

/** The body of POST /__sandbox/mode, or null when it names no mode or a bad delay or count. */
export function modeOf(value: unknown): { mode: SandboxMode; opts: SandboxModeOptions } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { mode, delay_ms, times } = value as Record<string, unknown>;
  if (!SANDBOX_MODES.includes(mode as SandboxMode)) return null;
  if (delay_ms !== undefined && !(typeof delay_ms === 'number' && Number.isFinite(delay_ms) && delay_ms >= 0)) return null;
  if (times !== undefined && !(typeof times === 'number' && Number.isInteger(times) && times > 0)) return null;
  return { mode: mode as SandboxMode, opts: { delay_ms: delay_ms as number | undefined, times: times as number | undefined } };
}
