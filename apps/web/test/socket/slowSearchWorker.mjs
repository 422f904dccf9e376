// A search-pool worker whose searches are slow for real: the built worker's store runs the search,
// then the thread holds the answer for SLOW_SEARCH_MS (set by the test) before handing it back.
// Plain JavaScript: worker threads do not load TypeScript.
import { setTimeout as sleep } from 'node:timers/promises';

import runStoreTask from '../../dist/server/searchWorker.js';

const delayMs = Number(process.env.SLOW_SEARCH_MS ?? 0);

/** @param {import('../../src/server/storeTasks.ts').StoreTask} task */
export default async function slowStoreTask(task) {
  const answer = await runStoreTask(task);
  if (task.method === 'search') await sleep(delayMs);
  return answer;
}
