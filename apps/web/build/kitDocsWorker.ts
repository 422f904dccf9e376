// The dev loop's kit docs extraction, in a worker thread of its own (build/dev.ts): the
// TypeScript program it keeps between runs makes the next extraction quick, and the loop's
// rebuilds never wait for it.
import { parentPort } from 'node:worker_threads';

import { currentKitDocs, kitSourceStamp } from './kitDocs.ts';

parentPort?.on('message', () => {
  const started = performance.now();
  try {
    // The stamp first: a file changed while extracting makes the next request extract again.
    const stamp = kitSourceStamp();
    const docs = currentKitDocs();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's port
    parentPort?.postMessage({ stamp, docs, ms: Math.round(performance.now() - started) });
  } catch (error) {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker's port
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
