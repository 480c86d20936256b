import { isApiErrorBody, type ErrorCode } from '../../shared/errors';
import { httpMessages } from '../../shared/common.messages';

/** An API answer other than 2xx, with the server's message in the spec's words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function parseError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(res.status, body.error.code, body.error.message, body.error.fields);
  return new ApiError(res.status, 'server_error', res.statusText || httpMessages.serverError);
}

/**
 * Online-only calls: reads before the mirror exists, sign-in and the like. Data writes never come
 * through here; they go through the outbox.
 */
export async function apiRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached. Check your connection.');
  }
  if (!res.ok) throw await parseError(res);
  return (await res.json()) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body);

export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
