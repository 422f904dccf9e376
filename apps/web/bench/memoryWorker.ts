// The benchmarks' search worker: the app's own (src/server/searchWorker.ts), which also tells the
// server process what its thread holds when asked on the memory channel (`threadMemory.ts`).
import { BroadcastChannel, threadId, workerData } from 'node:worker_threads';

import type { SearchWorkerData } from '../src/server/searchWorker.ts';
import { memoryChannelName, type ThreadMemory } from './threadMemory.ts';

export { default } from '../src/server/searchWorker.ts';

const channel = new BroadcastChannel(memoryChannelName);
channel.unref();
channel.addEventListener('message', (event) => {
  if ((event as unknown as { data: unknown }).data !== 'ask') return;
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  const answer: ThreadMemory = {
    threadId,
    lane: (workerData as SearchWorkerData).lane,
    heapUsed,
    heapTotal,
    external,
  };
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel, not a window
  channel.postMessage(answer);
});
