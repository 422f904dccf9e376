// What a benchmark's server process holds, by thread: its resident memory, each thread's V8 heap
// and what lives outside it (the typed arrays of the in-memory index and the match sets), and the
// rest (SQLite's page caches, code, the allocator's own).
import { readFileSync } from 'node:fs';
import { BroadcastChannel } from 'node:worker_threads';

export const memoryChannelName = 'joblane:bench-memory';

/** One thread's answer (`process.memoryUsage()` in a worker is its own isolate's, but the RSS). */
export interface ThreadMemory {
  threadId: number;
  lane: 'main' | 'search' | 'quick';
  heapUsed: number;
  heapTotal: number;
  /** Outside the V8 heap, held by this thread's objects: typed arrays, buffers. */
  external: number;
}

export interface ProcessMemory {
  rss: number;
  /** Of the RSS: anonymous memory (heaps, caches), the rest being mapped files (code). */
  anonymous: number;
  threads: ThreadMemory[];
}

/** Asks every pool thread (`memoryWorker.ts`) and answers for the whole process. */
export async function processMemory(poolThreads: number): Promise<ProcessMemory> {
  const channel = new BroadcastChannel(memoryChannelName);
  try {
    const threads: ThreadMemory[] = [];
    await new Promise<void>((resolve) => {
      if (poolThreads === 0) return resolve();
      const timer = setTimeout(resolve, 5000);
      channel.addEventListener('message', (event) => {
        threads.push((event as unknown as { data: ThreadMemory }).data);
        if (threads.length === poolThreads) {
          clearTimeout(timer);
          resolve();
        }
      });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel, not a window
      channel.postMessage('ask');
    });
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    return {
      rss,
      anonymous: anonymousBytes(),
      threads: [{ threadId: 0, lane: 'main', heapUsed, heapTotal, external }, ...threads],
    };
  } finally {
    channel.close();
  }
}

/** The process's anonymous resident memory (Linux), or NaN elsewhere. */
function anonymousBytes(): number {
  try {
    const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
    return Number(/\nAnonymous:\s+(\d+)/.exec(rollup)?.[1] ?? Number.NaN) * 1024;
  } catch {
    return Number.NaN;
  }
}
