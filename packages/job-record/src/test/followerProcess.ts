// A follower in a process of its own, for the test that kills it with SIGKILL mid-apply:
// `node --import tsx followerProcess.ts DATABASE_URL STORE_PATH`. One JSON line on stdout per
// applied batch; SIGTERM stops it cleanly.
import { openRelationalDatabase } from '@joblane/database';
import { openSqliteJobStore } from '@joblane/jobs';

import { followJobRecord } from '../follower.ts';
import { openJobRecord } from '../record.ts';

const [url, path] = process.argv.slice(2);
if (url === undefined || path === undefined) {
  console.error('usage: followerProcess.ts DATABASE_URL STORE_PATH');
  process.exit(2);
}
// Each step's time since the process started goes to stderr, which the test shows when it fails.
const step = (name: string) =>
  process.stderr.write(`[follower process] ${name} at ${performance.now().toFixed(0)} ms\n`);
step('modules loaded');
const database = openRelationalDatabase({ url, onIdleError: () => {} });
const record = await openJobRecord({ database, url });
step('record opened');
const store = openSqliteJobStore({ path });
step('store opened');
const follower = followJobRecord({
  record,
  store,
  name: 'child',
  batchSize: 50,
  snapshotBatchSize: 200,
  pollMs: 200,
  onError: (error) => console.error(error),
  onApplied: (event) => process.stdout.write(`${JSON.stringify(event)}\n`),
});
await follower.ready;
process.stdout.write(`${JSON.stringify({ ready: true, position: follower.position() })}\n`);
process.on('SIGTERM', () => {
  void (async () => {
    await follower.stop();
    await store.close();
    await record.close();
    process.exit(0);
  })();
});
