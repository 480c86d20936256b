import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPayrollSandbox, type PayrollSandbox } from '../../../../scripts/payroll-sandbox/sandbox-server';
import { httpJsonProvider } from './http-json-provider';
import type { PayrollCredentials, PayrollDayOff, PayrollProvider, PayrollPush } from './payroll-provider';

// The provider against the real sandbox over HTTP: both sides of the protocol are checked at once.
const credentials: PayrollCredentials = { username: 'hr', customer_code: 'C-1', password: 'sandbox', secret: null };
const day = (n: number, payroll_type_id = 'pt-vac'): PayrollDayOff => {
  const date = `2025-03-${String(n).padStart(2, '0')}`;
  return { external_id: `req-${n}:${date}`, employee_ref: 'emp-1', date, part: 'full', payroll_type_id };
};
const pushOf = (days: PayrollDayOff[]): PayrollPush => ({
  idempotency_key: 'push-1',
  year: 2025,
  month: 3,
  message: null,
  wage_payout_date: '2025-03-28',
  meal_voucher_payout_date: null,
  people: [{ employee_ref: 'emp-1', name: 'Ann' }],
  days,
});

let sandbox: PayrollSandbox;
let provider: PayrollProvider;
beforeAll(async () => {
  sandbox = await startPayrollSandbox({ port: 0, password: 'sandbox' });
  provider = httpJsonProvider(sandbox.url);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('the HTTP JSON payroll provider against the sandbox', () => {
  it('logs in with the right password only', async () => {
    expect(await provider.login(credentials)).toEqual({ status: 'ok' });
    expect(await provider.login({ ...credentials, password: 'wrong' })).toEqual({ status: 'login_failed' });
  });

  it('lists the day-off types', async () => {
    const answer = await provider.payrollTypes(credentials);
    expect(answer.status === 'ok' && answer.types.map((t) => t.id)).toEqual(['pt-vac', 'pt-sick', 'pt-adv', 'pt-edu', 'pt-unp']);
  });

  it('books each day once, however often the push is sent', async () => {
    const days = [day(3), day(4), day(5, 'pt-sick')];
    expect(await provider.push(credentials, pushOf(days))).toEqual({ status: 'success', booked: 3, already_booked: 0 });
    expect(await provider.push(credentials, pushOf(days))).toEqual({ status: 'success', booked: 0, already_booked: 3 });
    expect(sandbox.received().map((d) => d.external_id)).toEqual(days.map((d) => d.external_id));
    expect(sandbox.received()[0]).toEqual({ ...days[0], push_key: 'push-1' });
    expect(sandbox.deliveries()).toBe(2);
  });

  it('books only the new days of a retry that adds some', async () => {
    await provider.push(credentials, pushOf([day(3), day(4)]));
    expect(await provider.push(credentials, pushOf([day(3), day(4), day(10), day(11)]))).toEqual({ status: 'success', booked: 2, already_booked: 2 });
    expect(sandbox.received()).toHaveLength(4);
  });

  it('books nothing when a type is unknown, naming each missing type once', async () => {
    const outcome = await provider.push(credentials, pushOf([day(3), day(4, 'pt-gone'), day(5, 'pt-gone'), day(6, 'pt-old')]));
    expect(outcome).toEqual({ status: 'type_not_found', missing_payroll_type_ids: ['pt-gone', 'pt-old'] });
    expect(sandbox.received()).toEqual([]);
  });

  it('answers login_failed in login_failed mode, even with a good password', async () => {
    sandbox.setMode('login_failed');
    expect(await provider.login(credentials)).toEqual({ status: 'login_failed' });
    expect(await provider.payrollTypes(credentials)).toEqual({ status: 'login_failed' });
    expect(await provider.push(credentials, pushOf([day(3)]))).toEqual({ status: 'login_failed' });
  });

  it('answers service_offline in service_offline mode', async () => {
    sandbox.setMode('service_offline');
    expect(await provider.login(credentials)).toEqual({ status: 'service_offline' });
    expect(await provider.payrollTypes(credentials)).toEqual({ status: 'service_offline' });
    expect(await provider.push(credentials, pushOf([day(3)]))).toEqual({ status: 'service_offline' });
    expect(sandbox.received()).toEqual([]);
  });

  it('answers type_not_found with the first day type in type_not_found mode, booking nothing', async () => {
    sandbox.setMode('type_not_found');
    expect(await provider.push(credentials, pushOf([day(3, 'pt-sick'), day(4)]))).toEqual({ status: 'type_not_found', missing_payroll_type_ids: ['pt-sick'] });
    expect(sandbox.received()).toEqual([]);
  });

  it('goes back to success after the calls given as times', async () => {
    sandbox.setMode('service_offline', { times: 1 });
    expect(await provider.push(credentials, pushOf([day(3)]))).toEqual({ status: 'service_offline' });
    expect(await provider.push(credentials, pushOf([day(3)]))).toEqual({ status: 'success', booked: 1, already_booked: 0 });
    // type_not_found is spent on the push, not on the login before it.
    sandbox.setMode('type_not_found', { times: 1 });
    expect((await provider.push(credentials, pushOf([day(4)]))).status).toBe('type_not_found');
    expect((await provider.push(credentials, pushOf([day(4)]))).status).toBe('success');
  });

  it('takes a slow answer past the timeout as service_offline, and one within it as normal', async () => {
    sandbox.setMode('slow', { delay_ms: 1000 });
    expect(await httpJsonProvider(sandbox.url, { timeoutMs: 300 }).push(credentials, pushOf([day(3)]))).toEqual({ status: 'service_offline' });
    sandbox.setMode('slow', { delay_ms: 50 });
    expect(await provider.push(credentials, pushOf([day(3)]))).toEqual({ status: 'success', booked: 1, already_booked: 0 });
  });

  it('takes a refused connection as service_offline', async () => {
    const closed = await startPayrollSandbox({ port: 0 });
    await closed.close();
    expect(await httpJsonProvider(closed.url).push(credentials, pushOf([day(3)]))).toEqual({ status: 'service_offline' });
  });

  it('throws on an answer it cannot act on, such as a 400 for a malformed push', async () => {
    await expect(provider.push(credentials, pushOf([{ ...day(3), date: '2025-04-01' }]))).rejects.toThrow(/POST \/days-off answered 400/);
    expect(() => httpJsonProvider('not a url')).toThrow(/not an http\(s\) address/);
  });

  it('has the sandbox answer 400 to bad JSON and 404 to an unknown path', async () => {
    const bad = await fetch(`${sandbox.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'bad_request', message: 'the body is not valid JSON' }]);
    const unknown = await fetch(`${sandbox.url}/nowhere`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'not_found' }]);
  });

  it('has the sandbox take its mode over HTTP', async () => {
    const set = await fetch(`${sandbox.url}/__sandbox/mode`, { method: 'POST', body: JSON.stringify({ mode: 'login_failed', times: 1 }) });
    expect(set.status).toBe(200);
    expect(await provider.login(credentials)).toEqual({ status: 'login_failed' });
    expect(await provider.login(credentials)).toEqual({ status: 'ok' });
    const wrong = await fetch(`${sandbox.url}/__sandbox/mode`, { method: 'POST', body: JSON.stringify({ mode: 'sleepy' }) });
    expect(wrong.status).toBe(400);
  });
});
