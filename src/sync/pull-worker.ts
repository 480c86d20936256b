import { answerPull, isPullRequest, type PullReply } from './pull-worker-protocol';

// The dedicated worker the tab pulls through (src/sync/pull-in-worker.ts). The DOM's types are the
// project's; a worker's global scope is described here by the little it uses.
const scope = self as unknown as { onmessage: ((e: MessageEvent<unknown>) => void) | null; postMessage(reply: PullReply): void };
scope.onmessage = (e) => {
  if (isPullRequest(e.data)) void answerPull(e.data, fetch.bind(self)).then((reply) => scope.postMessage(reply));
};
