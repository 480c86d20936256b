import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '../../shared/import/import.messages';
import type { Db } from '../db/database';
import { withCompanyWrite } from '../sync/write-lock';
import { forgetPlan, importStep, undoStep } from './import-job';
import { claimJob, JOB_LEASE_SECONDS, lockJob, nextJob, setImport } from './imports.repo';

// The server's import jobs, run one at a time per server: it looks for a waiting job when woken
// (an import was just sent here) and every few seconds (sent to another server, or left behind by
// one that stopped: its lease ran out). Each step is its own transaction under the company's
// write lock, so other writes of the company go on between the steps.

const IDLE_MS = 2000;
/**
 * A breath between steps: on the embedded database every query waits for the step's transaction,
 * and a page's request makes several, so without it the pages (and the progress bar) would wait
 * for the whole import.
 */
const STEP_PAUSE_MS = 25;

export interface ImportWorker {
  wake(): void;
  stop(): Promise<void>;
}

export function startImportWorker(db: Db, log: FastifyBaseLogger): ImportWorker {
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, IDLE_MS);
      wakeUp = () => (clearTimeout(timer), resolve());
    });

  /** Runs a job to its end; false when another server holds it. */
  async function runJob(id: string, companyId: string): Promise<boolean> {
    const claimed = await withCompanyWrite(db, { companyId, userId: null }, (tx) => claimJob(tx, id, JOB_LEASE_SECONDS));
    if (!claimed) return false;
    const userId = claimed.viewer.user.id;
    try {
      for (let first = true; !stopped; first = false) {
        if (!first) await new Promise((r) => setTimeout(r, STEP_PAUSE_MS));
        const more = await withCompanyWrite(db, { companyId, userId }, async (tx) => {
          const job = await lockJob(tx, id, JOB_LEASE_SECONDS);
          if (!job) return false;
          return job.status === 'running' ? importStep(tx, job) : undoStep(tx, job);
        });
        if (!more) break;
      }
    } catch (err) {
      if (stopped) return true;
      log.error({ err, importId: id }, 'import job failed');
      forgetPlan(id);
      await withCompanyWrite(db, { companyId, userId }, (tx) =>
        setImport(tx, companyId, id, { status: 'failed', error: importMessages.failedInternal, lease_until: null, finished_at: new Date() }),
      );
    }
    return true;
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        const job = await nextJob(db);
        if (!job || !(await runJob(job.id, job.company_id))) await idle();
      } catch (err) {
        if (!stopped) log.error({ err }, 'import worker');
        await idle();
      }
    }
  })();

  return {
    wake: () => wakeUp?.(),
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
