import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '../../shared/import/import.messages';
import type { Db } from '../db/database';
import { inBackground } from '../db/background-work';
import { startJobLoop, type JobLoop } from '../jobs/job-loop';
import { withCompanyWrite } from '../sync/write-lock';
import { WorkerTaskError } from '../workers/worker-pool';
import { importStep, planImport, undoStep } from './import-job';
import { claimJob, JOB_LEASE_SECONDS, lockJob, nextJob, setImport } from './imports.repo';

// The server's import jobs (jobs/job-loop.ts). The file is planned first, in a worker thread and in
// no transaction (import-job.ts planImport); then each step is its own transaction under the
// company's write lock, so other writes of the company, and every request, go on between the steps.

/**
 * A breath between steps: on the embedded database every query waits for the step's transaction,
 * and a page's request makes several, so without it the pages (and the progress bar) would wait
 * for the whole import.
 */
const STEP_PAUSE_MS = 25;

export type ImportWorker = Pick<JobLoop, 'wake' | 'stop'>;

export function startImportWorker(db: Db, log: FastifyBaseLogger): ImportWorker {
  /** Runs a job to its end; false when another server holds it. */
  async function runJob(job: { id: string; company_id: string }, loop: JobLoop): Promise<boolean> {
    const { id, company_id: companyId } = job;
    const claimed = await withCompanyWrite(db, { companyId, userId: null }, (tx) => claimJob(tx, id, JOB_LEASE_SECONDS));
    if (!claimed) return false;
    const userId = claimed.viewer.user.id;
    try {
      const plan = claimed.status === 'running' ? await planImport(db, claimed) : null;
      for (let first = true; !loop.stopped; first = false) {
        if (!first) await new Promise((r) => setTimeout(r, STEP_PAUSE_MS));
        const more = await withCompanyWrite(db, { companyId, userId }, async (tx) => {
          const row = await lockJob(tx, id, JOB_LEASE_SECONDS);
          if (!row) return false;
          if (row.status !== 'running') return undoStep(tx, row);
          return plan ? importStep(tx, row, plan) : false;
        });
        if (!more) break;
      }
    } catch (err) {
      if (loop.stopped) return true;
      // A file too large to plan in a worker thread's time or memory fails with its own message.
      const tooLarge = err instanceof WorkerTaskError;
      if (!tooLarge) log.error({ err, importId: id }, 'import job failed');
      const error = tooLarge ? importMessages.tooLargeToPlan : importMessages.failedInternal;
      await withCompanyWrite(db, { companyId, userId }, (tx) =>
        setImport(tx, companyId, id, { status: 'failed', error, lease_until: null, finished_at: new Date() }),
      );
    }
    return true;
  }

  // An import runs behind the people's requests (db/background-work.ts).
  return startJobLoop({ name: 'import', log, next: () => nextJob(db), run: (job, loop) => inBackground(() => runJob(job, loop)) });
}
