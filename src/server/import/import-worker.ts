import type { FastifyBaseLogger } from 'fastify';
import { importMessages } from '../../shared/import/import.messages';
import type { Db } from '../db/database';
import { inBackground } from '../db/background-work';
import { startJobLoop, type JobLoop } from '../jobs/job-loop';
import { withCompanyWrite } from '../sync/write-lock';
import { WorkerTaskError } from '../workers/worker-pool';
import { importStep, planImport, undoStep } from './import-job';
import { claimJob, JOB_LEASE_SECONDS, lockJob, nextJob, setImport, sweepOrphanRows } from './imports.repo';

// The server's import jobs (jobs/job-loop.ts). The file is planned first, in a worker thread and in
// no transaction (import-job.ts planImport); then each step is its own transaction under the
// company's write lock, so other writes of the company, and every request, go on between the steps.

/**
 * A breath between steps: on the embedded database every query waits for the step's transaction,
 * and a page's request makes several, so without it the pages (and the progress bar) would wait
 * for the whole import.
 */
const STEP_PAUSE_MS = 25;

/**
 * A step's aim, and its bounds in rows: on the embedded database every request waits for a step's
 * transaction to end, so a step is sized by the time the last one took (a row of a wide file, or
 * with custom values, costs several times a plain one); 250 rows at a time took up to 650 ms here.
 */
const STEP_AIM_MS = 80;
const STEP_ROWS = { first: 50, min: 10, max: 2000 };

/** The next step's rows: the last one's scaled to the aim, at most doubled or halved. */
function stepRows(last: number, tookMs: number): number {
  const scaled = Math.round((last * STEP_AIM_MS) / Math.max(1, tookMs));
  return Math.min(STEP_ROWS.max, Math.max(STEP_ROWS.min, Math.round(last / 2), Math.min(scaled, last * 2)));
}

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
      let rows = STEP_ROWS.first;
      for (let first = true; !loop.stopped; first = false) {
        if (!first) await new Promise((r) => setTimeout(r, STEP_PAUSE_MS));
        const started = performance.now();
        const more = await withCompanyWrite(db, { companyId, userId }, async (tx) => {
          const row = await lockJob(tx, id, JOB_LEASE_SECONDS);
          if (!row) return false;
          if (row.status !== 'running') return undoStep(tx, row, rows);
          return plan ? importStep(tx, row, plan, rows) : false;
        });
        if (!more) break;
        rows = stepRows(rows, performance.now() - started);
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
  // With no job waiting, the rows of requests that never became one are swept.
  const next = async () => (await nextJob(db)) ?? (await sweepOrphanRows(db), null);
  return startJobLoop({ name: 'import', log, next, run: (job, loop) => inBackground(() => runJob(job, loop)) });
}
