import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

// The operations files in ops/: the alert rules are valid and behave as their unit tests say,
// against Debian's promtool (scripts/install-system-packages.sh installs `prometheus`), and the
// runbook has a section for every alert. The dashboard's metric names are checked against a
// running node in metrics.test.ts.

const appRoot = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const prometheusDir = join(appRoot, 'ops', 'prometheus');

describe('the alert rules (ops/prometheus)', () => {
  it('pass `promtool check rules`', async () => {
    const { stdout } = await run(promtool, ['check', 'rules', 'rules.yml'], { cwd: prometheusDir });
    expect(stdout).toMatch(/SUCCESS: 7 rules found/);
  });

  it('pass their unit tests (`promtool test rules`): each alert fires when it should and only then', async () => {
    const { stdout } = await run(promtool, ['test', 'rules', 'rules.test.yml'], {
      cwd: prometheusDir,
    });
    expect(stdout).toMatch(/SUCCESS/);
  });

  it('are each tested, and each explained in the runbook', async () => {
    const rules = await readFile(join(prometheusDir, 'rules.yml'), 'utf8');
    const tests = await readFile(join(prometheusDir, 'rules.test.yml'), 'utf8');
    const runbook = await readFile(join(appRoot, 'ops', 'runbook.md'), 'utf8');
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1]!);
    expect(alerts).toEqual([
      'JoblaneNodeNotReady',
      'JoblaneJobIndexLagging',
      'JoblaneDatabaseBreakerOpen',
      'JoblaneMailQueueStuck',
      'JoblaneBackgroundTaskStalled',
      'JoblaneHighErrorRatio',
      'JoblaneSearchSlow',
    ]);
    for (const alert of alerts) {
      expect(tests, alert).toContain(`alertname: ${alert}`);
      // A firing case, not only quiet ones.
      expect(tests, alert).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n`));
      expect(runbook, alert).toContain(`### ${alert}\n`);
      expect(rules, alert).toContain(`runbook.md#${alert.toLowerCase()}`);
    }
  });
});
