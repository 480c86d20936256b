import type { FastifyBaseLogger } from 'fastify';

// A server's background jobs of one kind (imports, pushes to payroll), run one at a time: it looks
// for a waiting job when woken (one was just sent here) and every few seconds (sent to another
// server, or left behind by one that stopped: its lease ran out). Which job is next and how it
// runs are the area's; claiming it safely (FOR UPDATE SKIP LOCKED) too.

const IDLE_MS = 2000;

export interface JobLoop {
  wake(): void;
  stop(): Promise<void>;
  /** Whether stop() was called: a job's steps end early. */
  readonly stopped: boolean;
}

export function startJobLoop<Job>(opts: {
  name: string;
  log: FastifyBaseLogger;
  next: () => Promise<Job | null>;
  /** Runs the job; false when another server holds it. */
  run: (job: Job, loop: JobLoop) => Promise<boolean>;
}): JobLoop {
  let wakeUp: (() => void) | null = null;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, IDLE_MS);
      wakeUp = () => (clearTimeout(timer), resolve());
    });
  const loop: JobLoop = {
    stopped: false,
    wake: () => wakeUp?.(),
    stop: async () => {
      (loop as { stopped: boolean }).stopped = true;
      wakeUp?.();
      await running;
    },
  };
  const running = (async () => {
    while (!loop.stopped) {
      try {
        const job = await opts.next();
        if (!job || !(await opts.run(job, loop))) await idle();
      } catch (err) {
        if (!loop.stopped) opts.log.error({ err }, `${opts.name} worker`);
        await idle();
      }
    }
  })();
  return loop;
}
