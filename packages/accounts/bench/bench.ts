// pnpm bench: what signing in costs (argon2id at the chosen parameters) and what finding the
// session of a request costs, on the embedded SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import { openRelationalDatabase } from '@joblane/database';

import {
  createSession,
  defaultPasswordHashing,
  lookupSession,
  openAccounts,
  signIn,
  signUp,
} from '../src/index.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'joblane-accounts-bench-'));
const database = openRelationalDatabase({ sqlitePath: join(dir, 'bench.db') });
try {
  const accounts = await openAccounts(database);
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  const { memoryCost, timeCost, parallelism } = defaultPasswordHashing;
  console.log(`argon2id: m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}`);

  const email = 'bench@example.com';
  const password = 'violet harbour lantern 42';
  await signUp(accounts, { role: 'seeker', name: 'Bench', email, password });

  const signIns: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    const result = await signIn(accounts, {
      email,
      password,
      ip: `10.0.0.${i}`,
      userAgent: 'bench',
    });
    signIns.push(performance.now() - started);
    if (!result.ok) throw new Error('sign-in failed');
  }
  signIns.sort((a, b) => a - b);
  console.log(
    `sign-in (verify + session): p50 ${ms(percentile(signIns, 50))}, p95 ${ms(percentile(signIns, 95))}`,
  );

  // 10 000 sessions in the table, lookups of random ones.
  const user = await signIn(accounts, { email, password, ip: '10.1.0.1', userAgent: 'bench' });
  if (!user.ok) throw new Error('sign-in failed');
  const secrets: string[] = [];
  for (let i = 0; i < 10_000; i += 1) {
    secrets.push(
      (await createSession(accounts, user.user.id, { ip: '10.2.0.1', userAgent: 'bench' })).secret,
    );
  }
  for (let i = 0; i < 2000; i += 1) await lookupSession(accounts, secrets[i % secrets.length]!);
  const lookups: number[] = [];
  for (let i = 0; i < 20_000; i += 1) {
    const secret = secrets[Math.floor(Math.random() * secrets.length)]!;
    const started = performance.now();
    await lookupSession(accounts, secret);
    lookups.push(performance.now() - started);
  }
  lookups.sort((a, b) => a - b);
  console.log(
    `session lookup (10 000 sessions, 20 000 lookups): p50 ${ms(percentile(lookups, 50))}, p99 ${ms(percentile(lookups, 99))}`,
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
