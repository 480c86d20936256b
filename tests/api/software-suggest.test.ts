import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api-test';
import { companySuggestQuerySchema, type CompanySuggestion } from '../../src/shared/software/software.schema';
import { expectBadInputRejected } from '../helpers/bad-input';
import { getOk } from '../helpers/software-api';

// GET /api/software/companies/suggest against a real local service (node:http on port 0): the
// service's answer when it gives one in time, else the web address's domain; never a 500.
const { t, admin, readonly } = useApiTest();

type Answer = { data: CompanySuggestion[]; source: 'service' | 'domain' };
type Behaviour = (query: string, res: ServerResponse) => void;

let server: Server;
let base = '';
let behaviour: Behaviour = (_q, res) => res.end('[]');
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/v1/companies/suggest') return void res.writeHead(404).end();
    const query = url.searchParams.get('query') ?? '';
    asked.push(query);
    behaviour(query, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ENV = ['COMPANY_SUGGEST_URL', 'COMPANY_SUGGEST_TIMEOUT_MS', 'COMPANY_SUGGEST_CACHE_MS'] as const;
afterEach(() => {
  for (const name of ENV) delete process.env[name];
});
const useService = (env: Partial<Record<(typeof ENV)[number], string>> = {}) => {
  process.env.COMPANY_SUGGEST_URL = base;
  Object.assign(process.env, env);
};
const json =
  (body: unknown): Behaviour =>
  (_q, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const suggest = (query: string, url = '') => getOk<Answer>(admin, '/api/software/companies/suggest', { query, url });
const slackFromDomain = { data: [{ name: 'Slack', domain: 'slack.com', logo: null }], source: 'domain' };

describe('without a service', () => {
  it('suggests the name from the web address, or nothing without one', async () => {
    expect(await suggest('sla', 'https://app.slack.com/client')).toEqual(slackFromDomain);
    expect(await suggest('sla')).toEqual({ data: [], source: 'domain' });
    expect(await getOk<Answer>(readonly, '/api/software/companies/suggest', { url: 'www.bbc.co.uk' })).toEqual({
      data: [{ name: 'Bbc', domain: 'bbc.co.uk', logo: null }],
      source: 'domain',
    });
  });
});

describe('with a service', () => {
  it('answers its good items, dropping the bad ones', async () => {
    useService();
    behaviour = json([
      { name: 'Slack', domain: 'slack.com', logo: 'https://logos.example.com/slack.png' },
      { name: '' },
      'Slack',
      { name: 'Slack Connect', domain: 'slack.com' },
      { name: 'Slack Evil', domain: 'slack.com', logo: 'javascript://example.com/%0aalert(1)' },
    ]);
    const answer = await suggest('slack good', 'slack.com');
    expect(answer).toEqual({
      source: 'service',
      data: [
        { name: 'Slack', domain: 'slack.com', logo: 'https://logos.example.com/slack.png' },
        { name: 'Slack Connect', domain: 'slack.com' },
        // A logo that is not http(s) is dropped: the product's add would refuse it.
        { name: 'Slack Evil', domain: 'slack.com', logo: null },
      ],
    });
    expect(asked.at(-1)).toBe('slack good');
  });

  it('falls back to the domain when the service is slower than the timeout', async () => {
    useService({ COMPANY_SUGGEST_TIMEOUT_MS: '100' });
    behaviour = (_q, res) => void setTimeout(() => json([{ name: 'Late', domain: 'late.com' }])(_q, res), 1000);
    const started = Date.now();
    expect(await suggest('slack slow', 'slack.com')).toEqual(slackFromDomain);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('falls back to the domain when the service fails (500) or answers garbage', async () => {
    useService();
    behaviour = (_q, res) => res.writeHead(500).end('oops');
    expect(await suggest('slack failing', 'slack.com')).toEqual(slackFromDomain);
    behaviour = (_q, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"not": json');
    expect(await suggest('slack garbage', 'slack.com')).toEqual(slackFromDomain);
    behaviour = json({ name: 'Slack', domain: 'slack.com' });
    expect(await suggest('slack object', 'slack.com')).toEqual(slackFromDomain);
  });

  it('keeps an answer per query: a second call does not ask the service again', async () => {
    useService();
    behaviour = json([{ name: 'Notion', domain: 'notion.so' }]);
    const before = asked.length;
    const first = await suggest('Notion cached');
    const second = await suggest('notion cached');
    expect(second).toEqual(first);
    expect(first.source).toBe('service');
    expect(asked.length - before).toBe(1);
  });

  it('does not ask about a query shorter than two characters', async () => {
    useService();
    const before = asked.length;
    expect(await suggest('s', 'slack.com')).toEqual(slackFromDomain);
    expect(asked.length).toBe(before);
  });
});

it('refuses bad input with 400', async () => {
  await expectBadInputRejected({
    app: t.app,
    cookie: admin.cookie,
    method: 'GET',
    url: '/api/software/companies/suggest',
    schema: companySuggestQuerySchema,
    valid: { query: 'slack', url: 'slack.com' },
  });
});
