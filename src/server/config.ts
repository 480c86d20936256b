import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  /** The address to listen on: this machine only unless HOST says otherwise (e.g. 0.0.0.0). */
  host: string;
  dataDir: string;
  /** Uploaded files: DATA_DIR/files/{company_id}/{document_id} (docs/architecture.md section 8). */
  filesDir: string;
  databaseUrl: string | undefined;
  /**
   * Create the demo company (with its known passwords) on first start: on the embedded database
   * unless DEMO=0; on a DATABASE_URL server only when asked for with --demo or DEMO=1.
   */
  demo: boolean;
  logLevel: string;
  /** Mark the session cookie Secure: only with SECURE_COOKIES=1 (behind HTTPS); off by default, so http://localhost works. */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Where the built client lives; served with a fallback to index.html for client routes. */
  clientDir: string;
  /** SMTP_URL (smtp://user:pass@host:port): mail is sent through it; without it, mail waits in the outbox shown in settings. */
  smtpUrl: string | undefined;
  /** ESIGN_PROVIDER_URL and ESIGN_PROVIDER_KEY: the e-signature provider; without them the built-in signing is used. */
  signingProvider: SigningProviderConfig | undefined;
  /**
   * PUBLIC_URL: the app's address as people reach it, for links in mail. Without it, only when the
   * server listens on this machine alone: http://localhost:PORT; else unknown, and signing mail is refused.
   */
  publicUrl: string | undefined;
  /** PAYROLL_URL: the payroll's HTTP JSON service of the 'http_json' integrations (`npm run payroll-sandbox` by default). */
  payrollUrl: string;
}

export interface SigningProviderConfig {
  url: string;
  key: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export function readConfig(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = process.argv.slice(2)): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    filesDir: join(resolve(env.DATA_DIR ?? './data'), 'files'),
    databaseUrl,
    demo: env.DEMO === '1' || args.includes('--demo') || (databaseUrl === undefined && env.DEMO !== '0'),
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy: env.TRUST_PROXY === '1',
    clientDir: resolve(env.CLIENT_DIR ?? './dist/client'),
    smtpUrl: env.SMTP_URL || undefined,
    signingProvider: env.ESIGN_PROVIDER_URL && env.ESIGN_PROVIDER_KEY ? { url: env.ESIGN_PROVIDER_URL, key: env.ESIGN_PROVIDER_KEY } : undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : LOOPBACK.has(host) ? `http://localhost:${port}` : undefined,
    payrollUrl: env.PAYROLL_URL || 'http://127.0.0.1:4319',
  };
}
