// npm run payroll-sandbox: the payroll sandbox on its own, for an integration pointed at it by hand
// (PAYROLL_SANDBOX_PORT, PAYROLL_SANDBOX_PASSWORD). Tests start their own on a free port instead.
import { startPayrollSandbox } from './sandbox-server';

const sandbox = await startPayrollSandbox();
console.log(`Payroll sandbox on ${sandbox.url} (password: ${sandbox.password})`);

const stop = () => {
  sandbox.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
