import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files: DATA_DIR/files/{company_id}/{document_id} (docs/architecture.md section 8). */
  filesDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Send cookies with Secure; on by default outside localhost development. */
  secureCookies: boolean;
  trustProxy: boolean;
  /** Where the built client lives; served with a fallback to index.html for client routes. */
  clientDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    filesDir: join(resolve(env.DATA_DIR ?? './data'), 'files'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    secureCookies: env.SECURE_COOKIES === '1',
    trustProxy: env.TRUST_PROXY === '1',
    clientDir: resolve(env.CLIENT_DIR ?? './dist/client'),
  };
}
