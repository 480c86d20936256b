// The HTTP JSON payroll provider (scripts/payroll-sandbox is one): POST /login for a token, then
// GET /day-off-types or POST /days-off with it. What the push can act on comes back as an outcome
// (offline: retry later; login_failed / type_not_found: the user fixes the link); anything else the
// provider says is a surprise and thrown, which the caller records as failed_internal.
import type { PayrollCredentials, PayrollFailure, PayrollProvider, PayrollPush, PayrollType, PushOutcome } from './payroll-provider';

const DEFAULT_TIMEOUT_MS = 15_000;
const OFFLINE = { status: 'service_offline' } as const;
const LOGIN_FAILED = { status: 'login_failed' } as const;

type Reply = { status: number; body: unknown; text: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isType = (v: unknown): v is PayrollType => isRecord(v) && typeof v.id === 'string' && typeof v.code === 'string' && typeof v.name === 'string';

function unexpected(what: string, reply: Reply): Error {
  return new Error(`Payroll provider: ${what} answered ${reply.status} unexpectedly: ${reply.text.slice(0, 200) || '(empty body)'}`);
}

/** The failures every call shares; null when the reply is the call's own business. */
function failureOf(reply: Reply): PayrollFailure | null {
  if (reply.status >= 500) return OFFLINE;
  if (reply.status === 401) return LOGIN_FAILED;
  const body = reply.body;
  if (reply.status === 422 && isRecord(body) && body.error === 'type_not_found') {
    const ids = body.missing_payroll_type_ids;
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return { status: 'type_not_found', missing_payroll_type_ids: ids };
  }
  return null;
}

export function httpJsonProvider(baseUrl: string, opts: { timeoutMs?: number } = {}): PayrollProvider {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Joined as text: new URL('login', 'https://host/api') would drop the /api of a base without a trailing slash.
  const base = baseUrl.replace(/\/+$/, '');
  // Checked now: fetch would reject a bad address like a network error, and it would pass for offline forever.
  if (!/^https?:\/\/[^/]/.test(base) || !URL.canParse(base)) throw new Error(`Payroll provider: ${baseUrl} is not an http(s) address`);

  /** The reply, or OFFLINE when none came in time (refused, reset, DNS, timeout while sending or reading). */
  async function call(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<Reply | typeof OFFLINE> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch {
      return OFFLINE;
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Left undefined: a 5xx proxy page is still offline, and any other status fails its check below.
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text };
  }

  /** The token, or why there is none. */
  async function logIn(credentials: PayrollCredentials): Promise<{ token: string } | PayrollFailure> {
    const { username, customer_code, password, secret } = credentials;
    const reply = await call('POST', '/login', null, { username, customer_code, password, secret });
    if (!('body' in reply)) return reply;
    const failure = failureOf(reply);
    if (failure && failure.status !== 'type_not_found') return failure;
    if (reply.status === 200 && isRecord(reply.body) && typeof reply.body.token === 'string' && reply.body.token) return { token: reply.body.token };
    throw unexpected('POST /login', reply);
  }

  return {
    async login(credentials) {
      const result = await logIn(credentials);
      return 'token' in result ? { status: 'ok' } : result;
    },

    async payrollTypes(credentials) {
      const session = await logIn(credentials);
      if (!('token' in session)) return session;
      const reply = await call('GET', '/day-off-types', session.token);
      if (!('body' in reply)) return reply;
      const failure = failureOf(reply);
      if (failure && failure.status !== 'type_not_found') return failure;
      const data = isRecord(reply.body) ? reply.body.data : undefined;
      if (reply.status === 200 && Array.isArray(data) && data.every(isType)) {
        return { status: 'ok', types: data.map(({ id, code, name }) => ({ id, code, name })) };
      }
      throw unexpected('GET /day-off-types', reply);
    },

    async push(credentials, push: PayrollPush): Promise<PushOutcome> {
      const session = await logIn(credentials);
      if (!('token' in session)) return session;
      const reply = await call('POST', '/days-off', session.token, push);
      if (!('body' in reply)) return reply;
      const failure = failureOf(reply);
      if (failure) return failure;
      const body = reply.body;
      // A count that does not add up means days went missing on the way: better failed than marked as pushed.
      if (
        reply.status === 200 &&
        isRecord(body) &&
        isCount(body.booked) &&
        isCount(body.already_booked) &&
        body.booked + body.already_booked === push.days.length
      ) {
        return { status: 'success', booked: body.booked, already_booked: body.already_booked };
      }
      throw unexpected('POST /days-off', reply);
    },
  };
}
