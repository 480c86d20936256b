// A payroll provider to develop and test the days-off push against (npm run payroll-sandbox):
// the protocol http-json-provider.ts speaks, plus /__sandbox/* for a test to choose the failure it
// wants and read what was booked. node:http only, so it starts in milliseconds with nothing to install.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PAYROLL_TYPES, checkPush, loginOf, modeOf } from './sandbox-checks';
import { SANDBOX_MODES, createSandboxState, type SandboxDay, type SandboxMode, type SandboxModeOptions, type SandboxState } from './sandbox-state';

export interface PayrollSandbox {
  url: string;
  /** The password POST /login accepts. */
  password: string;
  close(): Promise<void>;
  received(): SandboxDay[];
  deliveries(): number;
  setMode(mode: SandboxMode, opts?: SandboxModeOptions): void;
  reset(): void;
}

const BODY_LIMIT = 5 * 1024 * 1024;
type Answer = [status: number, body: unknown];
type Body = { kind: 'json'; value: unknown } | { kind: 'bad_json' } | { kind: 'too_large' };

const unauthorized: Answer = [401, { error: 'login_failed' }];

/** The whole body is read even past the limit, so the client gets the 413 instead of a reset socket. */
function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > BODY_LIMIT) return resolve({ kind: 'too_large' });
      try {
        resolve({ kind: 'json', value: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        resolve({ kind: 'bad_json' });
      }
    });
  });
}

const bodyFailure = (body: Body): Answer | null =>
  body.kind === 'too_large'
    ? [413, { error: 'payload_too_large' }]
    : body.kind === 'bad_json'
      ? [400, { error: 'bad_request', message: 'the body is not valid JSON' }]
      : null;

function send(res: ServerResponse, [status, body]: Answer): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function answerApi(state: SandboxState, password: string, route: string, req: IncomingMessage): Promise<Answer> {
  // Read before any refusal (node:http drops an unread body, but a 401 sent mid-upload may reach the client as a reset).
  const body: Body = req.method === 'POST' ? await readBody(req) : { kind: 'json', value: null };
  if (state.mode() === 'login_failed') {
    state.spend();
    return unauthorized;
  }
  if (route === 'POST /login') {
    const credentials = body.kind === 'json' ? loginOf(body.value) : null;
    if (!credentials) return bodyFailure(body) ?? unauthorized;
    return credentials.password === password ? [200, { token: state.newToken() }] : unauthorized;
  }
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!state.knows(token)) return unauthorized;
  if (route === 'GET /day-off-types') return [200, { data: SANDBOX_PAYROLL_TYPES.map((t) => ({ ...t })) }];
  if (body.kind !== 'json') return bodyFailure(body) as Answer;
  const push = checkPush(body.value);
  if (!push.ok) return [400, { error: 'bad_request', message: push.message }];
  const first = push.value.days[0];
  if (state.mode() === 'type_not_found' && first) {
    state.spend();
    return [422, { error: 'type_not_found', missing_payroll_type_ids: [first.payroll_type_id] }];
  }
  const known = new Set(SANDBOX_PAYROLL_TYPES.map((t) => t.id));
  const missing = [...new Set(push.value.days.map((d) => d.payroll_type_id).filter((id) => !known.has(id)))];
  if (missing.length) return [422, { error: 'type_not_found', missing_payroll_type_ids: missing }];
  return [200, state.book(push.value)];
}

export async function startPayrollSandbox(options: { port?: number; host?: string; password?: string } = {}): Promise<PayrollSandbox> {
  const port = options.port ?? Number(process.env.PAYROLL_SANDBOX_PORT || 4319);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Payroll sandbox: ${port} is not a port`);
  const host = options.host ?? '127.0.0.1';
  const password = options.password ?? (process.env.PAYROLL_SANDBOX_PASSWORD || 'sandbox');
  const state = createSandboxState();
  // Slow answers waiting to go out: close() drops them rather than waiting up to delay_ms.
  const held = new Set<NodeJS.Timeout>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const route = `${req.method} ${new URL(req.url ?? '/', 'http://sandbox').pathname}`;
    if (route === 'GET /health') return send(res, [200, { ok: true }]);
    if (route === 'GET /__sandbox/days') return send(res, [200, { data: state.received(), deliveries: state.deliveries() }]);
    if (route === 'POST /__sandbox/reset') {
      state.reset();
      return send(res, [200, { ok: true }]);
    }
    if (route === 'POST /__sandbox/mode') {
      const body = await readBody(req);
      const asked = body.kind === 'json' ? modeOf(body.value) : null;
      if (!asked) return send(res, bodyFailure(body) ?? [400, { error: 'bad_request', message: `mode must be one of ${SANDBOX_MODES.join(', ')}` }]);
      state.setMode(asked.mode, asked.opts);
      return send(res, [200, { mode: state.mode() }]);
    }
    if (route !== 'POST /login' && route !== 'GET /day-off-types' && route !== 'POST /days-off') return send(res, [404, { error: 'not_found' }]);
    if (route === 'POST /days-off') state.delivered();
    const mode = state.mode();
    const delayMs = state.delayMs();
    if (mode === 'service_offline') {
      state.spend();
      return send(res, [503, { error: 'service_offline' }]);
    }
    if (mode === 'slow') state.spend();
    // Slow books at once and holds only the answer: like a real provider whose answer comes too late.
    const answer = await answerApi(state, password, route, req);
    if (mode !== 'slow') return send(res, answer);
    const timer = setTimeout(() => (held.delete(timer), send(res, answer)), delayMs);
    held.add(timer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => send(res, [500, { error: 'internal', message: e instanceof Error ? e.message : String(e) }]));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => (server.off('error', reject), resolve()));
  });
  const { address, port: bound } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${bound}`,
    password,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        for (const timer of held) clearTimeout(timer);
        held.clear();
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
    received: () => state.received(),
    deliveries: () => state.deliveries(),
    setMode: (mode, opts) => state.setMode(mode, opts),
    reset: () => state.reset(),
  };
}
