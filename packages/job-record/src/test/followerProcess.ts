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
const database = openRelationalDatabase({ url, onIdleError: () => {} });
const record = await openJobRecord({ database, url });
const store = openSqliteJobStore({ path });
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
