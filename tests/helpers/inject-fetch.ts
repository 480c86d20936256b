import type { FastifyInstance } from 'fastify';

export interface FetchLog {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  status?: number;
}

export interface InjectFetch {
  fetch: typeof fetch;
  calls: FetchLog[];
  /** The next N calls reach the server, but their answers are lost (a network error instead). */
  loseAnswers(n: number): void;
  /** While true, every call fails as if the device were offline, without reaching the server. */
  offline: boolean;
  cookie: string | undefined;
  /** Answers a call with this status instead of the server when it returns one (a server failing on one change). */
  failWith?: (call: FetchLog) => number | undefined;
}

/**
 * The browser's fetch, served by the real app through app.inject(): the engine under test talks
 * to the real server, with a session cookie, and the test can cut the network or lose answers.
 */
export function injectFetch(app: FastifyInstance, cookie: string | undefined): InjectFetch {
  let lose = 0;
  const state: InjectFetch = {
    calls: [],
    offline: false,
    cookie,
    loseAnswers: (n) => {
      lose = n;
    },
    fetch: async (input, init) => {
      if (state.offline) throw new TypeError('Failed to fetch');
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const headers: Record<string, string> = { ...((init?.headers as Record<string, string> | undefined) ?? {}) };
      if (state.cookie) headers.cookie = state.cookie;
      const method = (init?.method ?? 'GET').toUpperCase();
      // JSON as text; a file (an upload from the outbox) as its bytes, logged as { bytes }.
      const raw = init?.body;
      const body = typeof raw === 'string' ? raw : raw instanceof Blob ? Buffer.from(await raw.arrayBuffer()) : undefined;
      const log: FetchLog = { method, path, headers, body: typeof body === 'string' ? JSON.parse(body) : body ? { bytes: body.length } : undefined };
      state.calls.push(log);
      const failed = state.failWith?.(log);
      if (failed !== undefined) {
        log.status = failed;
        return new Response(JSON.stringify({ error: { code: 'internal', message: 'Internal Server Error' } }), { status: failed });
      }
      const res = await app.inject({ method: method as 'GET', url: path, headers, payload: body });
      log.status = res.statusCode;
      if (lose > 0) {
        lose--;
        throw new TypeError('Failed to fetch');
      }
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    },
  };
  return state;
}
