// For the test of stores opened at once by several processes (`concurrentOpen.test.ts`):
// `node --import tsx openStores.ts START_AT_MS PATH...` waits until START_AT_MS, then opens (and
// closes) a store on each path in turn. Exits 1 with the error when an open fails.
import { openSqliteJobStore } from '../sqliteStore.ts';

const [startAt, ...paths] = process.argv.slice(2);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
for (const path of paths) {
  try {
    await openSqliteJobStore({ path }).close();
  } catch (error) {
    process.stderr.write(`${path}: ${(error as Error).stack}\n`);
    process.exit(1);
  }
}
