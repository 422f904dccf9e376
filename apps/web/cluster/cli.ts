// pnpm cluster [--nodes N] [--port P] [--jobs J]
// A PostgreSQL primary and a streaming replica, N web nodes (the built server) on ports P+1..P+N
// with their Prometheus metrics on P+101..P+100+N (loopback), and a round-robin front on P;
// Ctrl-C stops everything and deletes the throwaway folders.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  startFront,
  startLocalPostgres,
  startWebNode,
  waitUntilReady,
  type WebNode,
} from './localCluster.ts';
import { wholeNumberOptions } from './commandLine.ts';

const usage =
  'Usage: pnpm cluster [--nodes N (1-9, default 3)] [--port P (default 3000)] [--jobs J (default 3000)]';

const {
  nodes: count,
  port,
  jobs,
} = wholeNumberOptions(usage, {
  nodes: { default: 3, min: 1, max: 9 },
  port: { default: 3000, min: 1024, max: 65_000 },
  jobs: { default: 3000, min: 1, max: 1_000_000 },
});

const say = (line: string) => process.stdout.write(`${line}\n`);
const publicOrigin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'joblane-cluster-data-'));
const nodes: WebNode[] = [];
say('starting PostgreSQL: a primary and a streaming replica (pg_basebackup -R)');
const postgres = await startLocalPostgres();
say(`  primary ${postgres.primary.url}\n  replica ${postgres.replica.url}`);

let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    say('\nstopping: the front, the web nodes, PostgreSQL');
    front?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await postgres.close();
    await rm(dataDir, { recursive: true, force: true });
    say('stopped; the throwaway folders are deleted');
  })());
let front: Awaited<ReturnType<typeof startFront>> | undefined;
process.on('SIGINT', () => void stopAll().then(() => process.exit(0)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(0)));

try {
  // All nodes start together, each with the sample data: they take turns on a PostgreSQL lock,
  // so the first fills the empty record and makes the demo accounts and the others find them.
  await Promise.all(
    Array.from({ length: count }, async (_, at) => {
      const nodeId = `web-${at + 1}`;
      const node = await startWebNode({
        nodeId,
        port: port + at + 1,
        databaseUrl: postgres.primary.url,
        dataDir,
        publicOrigin,
        sampleJobs: jobs,
        metricsPort: port + 100 + at + 1,
        // Public reads that may be a little stale, and index builds, on the streaming replica.
        env: { DATABASE_REPLICA_URL: postgres.replica.url },
      });
      nodes.push(node);
      await waitUntilReady(node);
      say(`  node ${nodeId} ready at ${node.origin} (metrics: ${node.metricsOrigin}/metrics)`);
    }),
  );
  front = await startFront(() => nodes.map((_, index) => port + index + 1), port);
  say(`\nJoblane on ${count} node(s): ${publicOrigin}  (Ctrl-C stops everything)`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  await stopAll();
  process.exit(1);
}
