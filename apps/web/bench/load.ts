// What both host benchmarks share: autocannon against a target with the server process's CPU time
// read around the run, and the results as a Markdown table.
import { cpus } from 'node:os';

import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU time (user + system) per answered request. */
  cpuMs: number;
}

/**
 * Loads one target for `SECONDS` with `CONNECTIONS` connections; `serverCpu` asks the server
 * process for its CPU usage. Any non-2xx answer or error fails the benchmark.
 */
export async function measure(
  name: string,
  options: autocannon.Options,
  serverCpu: () => Promise<NodeJS.CpuUsage>,
): Promise<Row> {
  const before = await serverCpu();
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const after = await serverCpu();
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const micros = after.user - before.user + (after.system - before.system);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: micros / 1000 / result.requests.total,
  };
}

/** The machine line (`extra` after the Node version) and the rows as a Markdown table. */
export function printRows(rows: readonly Row[], extra = '') {
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${extra}` +
      `${CONNECTIONS} connections, ${SECONDS} s per target, loopback\n`,
  );
  console.log(
    '| target | req/s | p50 ms | p99 ms | server CPU ms/req |\n|---|---:|---:|---:|---:|',
  );
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.cpuMs.toFixed(3)} |`,
    );
  }
}
