import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { httpMessages } from '../../src/shared/common.messages';
import { uuidv7 } from '../../src/shared/ids';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { useApiTest } from '../helpers/api-test';
import { requestContext, requestFor } from '../helpers/route-requests';
import { DEMO_EMAILS, errorOf } from '../helpers/test-app';

// Another site may not write in a user's name: every state-changing route refuses a request that
// the browser marks as cross-site or same-site (Sec-Fetch-Site), or whose Origin is another host,
// before it does anything; the app's own requests (same origin) pass.
const { t, facts } = useApiTest();

const HOST = 'app.example.test';
const FOREIGN: Record<string, Record<string, string>> = {
  'another site (Sec-Fetch-Site: cross-site)': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
  'a sibling subdomain (Sec-Fetch-Site: same-site)': { 'sec-fetch-site': 'same-site', origin: `https://evil.${HOST}` },
  'a browser without Fetch Metadata, Origin of another host': { origin: 'https://evil.test' },
  'an opaque origin (Origin: null)': { origin: 'null' },
};
const OWN = { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` };

const writes = () => t.routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
const refusedCrossSite = (res: { statusCode: number; body: string }) => res.statusCode === 403 && res.body.includes(httpMessages.crossSite);

function withHeaders(req: InjectOptions, headers: Record<string, string>): InjectOptions {
  return { ...req, headers: { ...req.headers, host: HOST, ...headers } };
}

describe('a state-changing request from another site', () => {
  it.each(Object.entries(FOREIGN))('from %s is refused on every write route, signed in or not', async (_, headers) => {
    const cookie = await t.login(DEMO_EMAILS.admin);
    const ctx = await requestContext(t.client(cookie));
    const problems: string[] = [];
    for (const route of writes()) {
      for (const c of [cookie, undefined]) {
        const res = await t.app.inject(withHeaders(requestFor(route, ctx, c), headers));
        if (!refusedCrossSite(res)) problems.push(`${route.method} ${route.url} ${c ? 'signed in' : 'anonymous'}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cannot store a file through a plain HTML form (multipart upload)', async () => {
    const cookie = await t.login(DEMO_EMAILS.admin);
    const person = facts.peopleOf('Demo Company')[0]!.id;
    const boundary = '----form';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.html"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/documents/employee/${person}/upload?doc_id=${uuidv7()}&filename=x.html&document_type=other`,
      headers: { cookie, host: HOST, ...FOREIGN['another site (Sec-Fetch-Site: cross-site)'], 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(httpMessages.crossSite);
    const files = await t.client(cookie).get(`/api/documents/employee/${person}/list`);
    expect(files.body).not.toContain('x.html');
  });

  it('cannot sign a visitor in to another account, nor sign them out', async () => {
    const cookie = await t.login(DEMO_EMAILS.readonly);
    const foreign = { host: HOST, ...FOREIGN['another site (Sec-Fetch-Site: cross-site)'] };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: foreign,
      payload: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
    });
    expect(refusedCrossSite(login)).toBe(true);
    expect(login.headers['set-cookie']).toBeUndefined();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...foreign, cookie } });
    expect(refusedCrossSite(logout)).toBe(true);
    expect((await t.client(cookie).get('/api/me')).statusCode).toBe(200);
  });
});

describe('the app’s own requests', () => {
  it('pass on every write route (same origin, as the pages and the service worker send them)', async () => {
    const ctx = await requestContext(t.client(undefined));
    const problems: string[] = [];
    for (const route of writes()) {
      const res = await t.app.inject(withHeaders(requestFor(route, ctx, undefined), OWN));
      if (refusedCrossSite(res)) problems.push(`${route.method} ${route.url}`);
    }
    expect(problems).toEqual([]);
  });

  it('sign in and out from the same origin, and reads from anywhere still answer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, ...OWN },
      payload: { email: DEMO_EMAILS.readonly, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { host: HOST, cookie, ...FOREIGN['another site (Sec-Fetch-Site: cross-site)'] } });
    expect(me.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: HOST, cookie, ...OWN } });
    expect(logout.statusCode).toBe(200);
  });
});
