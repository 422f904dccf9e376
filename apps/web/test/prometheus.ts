import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Prometheus server (`apt-get install prometheus`), or `PROMETHEUS_PATH`. */
export const prometheusBinary = () => process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

/** An alert as Prometheus' `/api/v1/alerts` lists it (pending or firing; resolved ones go). */
export interface PrometheusAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

export interface LocalPrometheus {
  origin: string;
  /** An instant query's vector: each series' labels and value. */
  query(promql: string): Promise<{ labels: Record<string, string>; value: number }[]>;
  alerts(): Promise<PrometheusAlert[]>;
  /** Each scrape target's `instance` and health (`up`, `down`, `unknown`). */
  targets(): Promise<{ instance: string; health: string }[]>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A throwaway Prometheus on loopback scraping `targets` (host:port) as job `joblane` every
 * second and evaluating `rules` (the text of a rules file) every second, so a test sees alerts
 * within seconds; its storage is a temporary folder, deleted on `stop`.
 */
export async function startPrometheus(options: {
  port: number;
  targets: readonly string[];
  rules: string;
}): Promise<LocalPrometheus> {
  const dir = await mkdtemp(join(tmpdir(), 'joblane-prometheus-'));
  await writeFile(join(dir, 'rules.yml'), options.rules);
  await writeFile(
    join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 900ms',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${join(dir, 'rules.yml')}`,
      'scrape_configs:',
      '  - job_name: joblane',
      '    static_configs:',
      `      - targets: [${options.targets.map((target) => `'${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    prometheusBinary(),
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${options.port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`prometheus exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/-/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus was not ready within 30 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}/api/v1/${path}`);
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`prometheus ${path}: ${body.error}`);
    return body.data;
  };
  return {
    origin,
    query: async (promql) => {
      const data = await api<{
        result: { metric: Record<string, string>; value: [number, string] }[];
      }>(`query?query=${encodeURIComponent(promql)}`);
      return data.result.map((each) => ({ labels: each.metric, value: Number(each.value[1]) }));
    },
    alerts: async () => (await api<{ alerts: PrometheusAlert[] }>('alerts')).alerts,
    targets: async () =>
      (
        await api<{ activeTargets: { labels: Record<string, string>; health: string }[] }>(
          'targets',
        )
      ).activeTargets.map((target) => ({
        instance: target.labels.instance ?? '',
        health: target.health,
      })),
    output: () => output,
    stop,
  };
}

/**
 * The repository's alert rules (ops/prometheus/rules.yml) for a test that cannot wait minutes:
 * every `for:` cut to `forSeconds`, and the follower-lag threshold (30 s) to
 * `followerLagSeconds`. The expressions are otherwise the real ones, met by real nodes; the real
 * durations and thresholds are unit-tested by promtool (rules.test.yml).
 */
export async function rulesForTest(
  appRoot: string,
  options: { forSeconds: number; followerLagSeconds: number },
): Promise<string> {
  const rules = await readFile(join(appRoot, 'ops', 'prometheus', 'rules.yml'), 'utf8');
  const lag = 'max by (follower) (joblane_job_record_follower_lag_seconds) > ';
  if (!rules.includes(`${lag}30`)) throw new Error(`rules.yml has no "${lag}30" any more`);
  return rules
    .replace(/^(\s+for: ).*$/gm, `$1${options.forSeconds}s`)
    .replace(`${lag}30`, `${lag}${options.followerLagSeconds}`);
}
