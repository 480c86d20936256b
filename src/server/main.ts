import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_SIGN_INS, ensureDemoData } from './seed/demo';
import { sweepFiles } from './documents/sweep-files';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Known passwords: never made on a real server unless asked for (config.ts).
const created = config.demo && (await ensureDemoData(database.db, { filesDir: config.filesDir }));
// Files whose row is gone (objects deleted for good) and cut-off uploads: at start, then daily.
const sweep = () => sweepFiles(database.db, config.filesDir).catch((err: unknown) => console.error('File sweep failed:', err));
await sweep();
setInterval(() => void sweep(), 24 * 60 * 60_000).unref();
// The embedded database's statistics, as autovacuum keeps a server's: at start, then every 6 hours.
const maintain = () => database.maintain().catch((err: unknown) => console.error('Database maintenance failed:', err));
await maintain();
setInterval(() => void maintain(), 6 * 60 * 60_000).unref();
const { app } = await buildApp({
  db: database.db,
  logger: { level: config.logLevel },
  secureCookies: config.secureCookies,
  trustProxy: config.trustProxy,
  clientDir: config.clientDir,
  filesDir: config.filesDir,
  smtpUrl: config.smtpUrl,
  signingProvider: config.signingProvider,
  publicUrl: config.publicUrl,
  payrollUrl: config.payrollUrl,
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(`\n  Workplace is running at ${url}  (${where}, Node.js ${process.version})${created ? ' — demo company created' : ''}\n`);
if (config.demo) {
  console.log(`  Demo sign-ins, password ${DEMO_PASSWORD}:`);
  for (const [email, what] of DEMO_SIGN_INS) console.log(`    ${email.padEnd(22)} ${what}`);
} else {
  console.log('  No demo company: start with --demo (or DEMO=1) to create one.');
}
console.log('');
