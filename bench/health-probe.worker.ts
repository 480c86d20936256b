import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

// GET /api/health every `everyMs`, from a thread of its own: the bench's own work in its main thread
// (building and sending 20,000 import rows, reading four exports) must not add its pauses to the
// server's answer times. Each probe is timed on its own (the next is sent without waiting), so a stall
// shows in every probe it holds. On 'stop' the thread answers the times and ends.

const { url, everyMs, timeoutMs } = workerData as { url: string; everyMs: number; timeoutMs: number };
const answers: Promise<number>[] = [];
let stopped = false;

parentPort!.once('message', () => {
  stopped = true;
});

async function probe(): Promise<void> {
  // The thread's first fetch loads its HTTP client and opens a connection: not the server's time.
  await fetch(url).then((res) => res.arrayBuffer());
  while (!stopped) {
    const sent = performance.now();
    // A probe that failed (no answer in time, no connection accepted: the server too busy to take it) counts as the time it waited: the figure is then a floor.
    answers.push(
      fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
        async (res) => {
          if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
          await res.arrayBuffer();
          return Math.round(performance.now() - sent);
        },
        () => Math.round(performance.now() - sent),
      ),
    );
    await sleep(everyMs);
  }
  parentPort!.postMessage(await Promise.all(answers));
}

void probe();
