import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Another port gets its own build and database, so two runs on one machine keep out of each other's way.
const OWN = PORT === 3100 ? '' : `-${PORT}`;
const DATA = `.e2e-data${OWN}`;
const BUILD = OWN ? `BUILD_OUT_DIR=dist/e2e${OWN} CLIENT_DIR=dist/e2e${OWN} ` : '';
// The payroll the days-off push talks to: the sandbox (npm run payroll-sandbox), one per run.
const SANDBOX_PORT = PORT + 1219;

// Specs that compare two counts of rows over the whole demo company, taken a moment apart (a list
// and its export, the segment builder and the server), and the program page's, which counts the
// people of a demo program that the trainings journey adds people to.
const WHOLE_COMPANY_COUNTS = ['**/fleet-list.spec.ts', '**/trainings-list.spec.ts', '**/trainings-program.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's whole budget. Sign-in, the first download and the service worker's precache come
  // before any step, and on a busy 2-core run several tests took just over 30 s: twice that.
  timeout: 60_000,
  // How long a step waits for what it expects. The first download after sign-in takes about 3 s on a
  // quiet 2-core machine and past 5 s with two browsers at work beside a build: three times that.
  expect: { timeout: 15_000 },
  // Two spec files at a time against the one server and database of the run: specs change only
  // objects of their own (or ones no other spec reads), so they may run side by side. The tests of
  // one file still run in order.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side by side', testIgnore: WHOLE_COMPANY_COUNTS },
    // After the others: a car or a participant another spec adds in between would change what they
    // count. Among themselves they may run side by side (fleet-list counts cars, the trainings
    // specs the demo company's trainings, and trainings-list changes only the other company's).
    // To run one of them alone: `npx playwright test --no-deps <spec>`.
    { name: 'whole-company counts', testMatch: WHOLE_COMPANY_COUNTS, dependencies: ['side by side'] },
  ],
  // No retries, in CI either: a test that fails once is a bug in the product or in the test (two
  // specs that raced over shared demo data now make their own car and wait for their person).
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A fresh embedded database per run, so the tests see exactly the first-start demo company.
      // The company-suggestion service is down (nothing listens on the discard port): the product
      // wizard's suggestion comes from the web address, as a user sees it when the service fails.
      command: `rm -rf ${DATA} && ${BUILD}npm run build && ${BUILD}DATA_DIR=${DATA} PORT=${PORT} LOG_LEVEL=warn COMPANY_SUGGEST_URL=http://127.0.0.1:9 PAYROLL_URL=http://127.0.0.1:${SANDBOX_PORT} node --import tsx src/server/main.ts`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `PAYROLL_SANDBOX_PORT=${SANDBOX_PORT} node --import tsx scripts/payroll-sandbox/main.ts`,
      url: `http://127.0.0.1:${SANDBOX_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
