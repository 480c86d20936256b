import type { PullReply } from './pull-worker-protocol';
import { PullWorkerSide } from './pull-worker-side';

// The dedicated worker the tab pulls through (src/sync/pull-in-worker.ts). The DOM's types are the
// project's; a worker's global scope is described here by the little it uses.
const scope = self as unknown as { onmessage: ((e: MessageEvent<unknown>) => void) | null; postMessage(reply: PullReply): void };
const side = new PullWorkerSide(fetch.bind(self));
scope.onmessage = (e) => void side.receive(e.data)?.then((reply) => scope.postMessage(reply));
