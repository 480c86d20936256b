import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { pngOf } from '../../src/server/seed/demo-signature';
import { readPdf, type PdfPageRead } from './pdf-read';
import type { ContractItem } from '../../src/shared/contracts/contracts.schema';
import { postOk } from './contracts-api';
import type { Client, Response } from './test-app';

// Calls and fixtures of the contracts signing tests (tests/api/contracts-signing, -mail, -pdf and
// -provider): a drawn signature as a real PNG, a PDF made with pdf-lib and one read back with
// pdf.js, a local SMTP server that keeps what it receives, and a fake e-signature provider over HTTP.

// --- A drawn signature ---------------------------------------------------------------------

/** A signature as a finger draws it: a wavy stroke on a 200×80 canvas. */
export const signaturePng = (): Buffer => pngOf(200, 80, (x, y) => x > 10 && x < 190 && Math.abs(y - (40 + 22 * Math.sin(x / 14))) < 2.5);

export const dataUrlOf = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** The signature as the signing pad sends it: a PNG data URL. */
export const signatureDataUrl = () => dataUrlOf(signaturePng());

/** A PNG's size and RGBA pixels, to compare a drawing as sent with the one stored. */
export function pixelsOf(png: Uint8Array): { width: number; height: number; rgba: string } {
  const image = PNG.sync.read(Buffer.from(png));
  return { width: image.width, height: image.height, rgba: createHash('sha256').update(image.data).digest('hex') };
}

/** A PNG whose header says width×height, its IDAT the real (blank) rows at 1 bit grey: small to send, huge once decoded to RGBA. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The 8 bytes every PNG starts with, and then nothing a PNG holds. */
export const fakePng = () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200, 'A')]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
  return framed;
}

// --- PDFs ----------------------------------------------------------------------------------

/** A real PDF of one page per text, made with pdf-lib (what a user uploads for a PDF-based contract). */
export async function pdfOfPages(texts: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage([595.28, 841.89]).drawText(text, { x: 56, y: 760, size: 12, font });
  return Buffer.from(await doc.save());
}

/** GET /api/contract/{id}/pdf, asserted to answer a PDF. */
export async function contractPdfApi(c: Client, id: string): Promise<{ res: Response; bytes: Buffer; pages: PdfPageRead[] }> {
  const res = await c.get(`/api/contract/${id}/pdf`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/pdf/);
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { res, bytes, pages: await readPdf(bytes) };
}

// --- Signing calls -------------------------------------------------------------------------

export interface SignBody {
  contract_id: string;
  name: string;
  base64_signature?: string;
  is_second_signer?: 0 | 1;
}

export const signInternally = (c: Client, body: SignBody) => c.post('/api/contract/signInternally', { base64_signature: signatureDataUrl(), ...body });

/** POST /api/contract/signInternally, asserted to succeed; answers the contract after it. */
export async function signInternallyOk(c: Client, body: SignBody): Promise<ContractItem> {
  return (await postOk<{ data: ContractItem }>(c, '/api/contract/signInternally', { base64_signature: signatureDataUrl(), ...body })).data;
}

export interface SentAnswer {
  data: ContractItem;
  mail_id: string;
  message: string;
}

export type { OutboxMail } from '../../src/shared/contracts/contracts.schema';

export const outboxApi = (c: Client) => c.get('/api/mail/outbox');

/** The signing link's token in a mail's text (…/sign/{token}), and the link itself. */
export function signingLinkIn(text: string): { link: string; token: string } {
  const found = /(\S+)\/sign\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text);
  if (!found) throw new Error(`No signing link in: ${text}`);
  return { link: found[0], token: found[2]! };
}

/** Waits until `check` answers a value (not undefined), polling every 50 ms up to `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 5000, what = 'the condition'): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// --- A local SMTP server -------------------------------------------------------------------

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  /** The body, decoded (quoted-printable or base64). */
  text: string;
  raw: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A message as it came over SMTP: its headers (unfolded, lower-case names) and its decoded text. */
function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = decodeBody(raw.slice(split + 4), headers['content-transfer-encoding'])
    .replace(/\r\n/g, '\n')
    .trimEnd();
  return { ...envelope, headers, text, raw };
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses every recipient while set (the mail server is up but says no). */
  refuse: boolean;
  /** Waits for the nth message (1-based) and answers it. */
  waitFor(n: number, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** An SMTP server on a free local port that keeps every message it accepts. */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (state.refuse) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const parts: Buffer[] = [];
      stream.on('data', (b: Buffer) => parts.push(b));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parseMail(Buffer.concat(parts).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    waitFor: (n, ms = 5000) => eventually(() => received[n - 1], ms, `mail number ${n}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- A fake e-signature provider -----------------------------------------------------------

export interface EnvelopeRequest {
  authorization: string | undefined;
  body: {
    reference: string;
    title: string;
    document_pdf_base64: string;
    signers: { role: string; name: string; email: string | null }[];
  };
}

export interface FakeProvider {
  url: string;
  /** The key it answers to (a test may change it: the app's key is then refused). */
  key: string;
  /** Every POST /envelopes, in order. */
  envelopes: EnvelopeRequest[];
  /** Every GET /envelopes/{id}, by id, in order. */
  statusAsked: string[];
  /** What GET /envelopes/{id} answers for an envelope (default 'sent'). */
  status: Map<string, string>;
  /** 'ok', or how the provider fails: an HTTP 500 with an error, or a 200 that is not JSON. */
  mode: 'ok' | 'error' | 'garbage';
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (b: Buffer) => parts.push(b));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });

/** The provider protocol of signing-provider.ts on a free local port; it answers only to its key. */
export async function startFakeProvider(key = 'test-provider-key'): Promise<FakeProvider> {
  let made = 0;
  const fake: Omit<FakeProvider, 'url' | 'close'> = { key, envelopes: [], statusAsked: [], status: new Map(), mode: 'ok' };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.headers.authorization !== `Bearer ${fake.key}`) return json(401, { error: 'Unknown API key' });
      if (fake.mode === 'error') return json(500, { error: 'The provider is down for maintenance' });
      if (fake.mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      if (req.method === 'POST' && req.url === '/api/v1/envelopes') {
        fake.envelopes.push({ authorization: req.headers.authorization, body: JSON.parse(body) as EnvelopeRequest['body'] });
        const id = `env-${++made}`;
        fake.status.set(id, 'sent');
        return json(201, { envelope_id: id, status: 'sent' });
      }
      const asked = /^\/api\/v1\/envelopes\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && asked) {
        const id = decodeURIComponent(asked[1]!);
        fake.statusAsked.push(id);
        const status = fake.status.get(id);
        return status ? json(200, { envelope_id: id, status }) : json(404, { error: 'No such envelope' });
      }
      return json(404, { error: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    // A path under the host, with a trailing slash, as a provider's base URL often is.
    url: `http://127.0.0.1:${port}/api/v1/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
