/**
 * `pnpm bench`: what mail costs on this machine. Rendering per message; the queue's enqueue (one
 * transaction each, as a request makes it) and delivery with a transport that does nothing, on
 * SQLite and on a throwaway PostgreSQL cluster; and delivery over SMTP to a loopback server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import {
  migrateToLatest,
  openRelationalDatabase,
  type RelationalDatabase,
} from '@joblane/database';
import { startPostgresCluster } from '@joblane/database/testing';

import {
  enqueueMail,
  mailMigrations,
  renderMail,
  sendQueuedMail,
  smtpTransport,
  type AnyMailMessage,
  type MailTransport,
} from '../index.ts';
import { startTestSmtpServer } from '../test/smtpServer.ts';

const publicOrigin = 'https://joblane.example';
const token = 'tok_0123456789abcdefXYZ';
const invitation: AnyMailMessage = {
  kind: 'organisation-invitation',
  to: 'ben@example.com',
  data: {
    inviterName: 'Ana <Ruiz>',
    organisationName: 'Acme & Co',
    token,
    validForMinutes: 10_080,
  },
};
const verify = (index: number): AnyMailMessage => ({
  kind: 'verify-email',
  to: `person${index}@example.com`,
  data: { name: `Person ${index}`, token },
});
const nothing: MailTransport = { kind: 'outbox', send: async () => {}, close: async () => {} };

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

function benchRender() {
  const count = 5000;
  for (let index = 0; index < 500; index++) renderMail(invitation, { publicOrigin });
  const start = performance.now();
  for (let index = 0; index < count; index++) renderMail(invitation, { publicOrigin });
  const ms = performance.now() - start;
  console.log(
    `render (invitation, HTML + text): ${((ms / count) * 1000).toFixed(1)} µs per message`,
  );
}

async function benchQueue(name: string, database: RelationalDatabase) {
  await migrateToLatest(database, mailMigrations);
  const count = 2000;
  let start = performance.now();
  for (let index = 0; index < count; index++) {
    await database.db.transaction().execute((trx) => enqueueMail(trx, verify(index)));
  }
  const enqueueMs = performance.now() - start;
  start = performance.now();
  const report = await sendQueuedMail({ database, transport: nothing, publicOrigin });
  const sendMs = performance.now() - start;
  if (report.sent !== count) throw new Error(`sent ${report.sent} of ${count}`);
  console.log(
    `${name}: enqueue ${((enqueueMs / count) * 1000).toFixed(0)} µs per message (own transaction); ` +
      `claim + render + mark sent ${perSecond(count, sendMs)} messages/s (${count} messages, batches of 20)`,
  );
}

async function benchSmtp() {
  const dir = mkdtempSync(join(tmpdir(), 'joblane-mail-bench-'));
  const database = openRelationalDatabase({ sqlitePath: join(dir, 'bench.db') });
  const server = await startTestSmtpServer();
  const transport = smtpTransport(`smtp://127.0.0.1:${server.port}`);
  try {
    await migrateToLatest(database, mailMigrations);
    const count = 300;
    for (let index = 0; index < count; index++) await enqueueMail(database.db, verify(index));
    const start = performance.now();
    await sendQueuedMail({ database, transport, publicOrigin });
    await server.waitFor(count);
    const ms = performance.now() - start;
    console.log(
      `SMTP to a loopback smtp-server (pooled, 2 connections, parsed on arrival): ${perSecond(count, ms)} messages/s (${count} messages)`,
    );
  } finally {
    await transport.close();
    await server.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`);
benchRender();
const dir = mkdtempSync(join(tmpdir(), 'joblane-mail-bench-'));
const sqlite = openRelationalDatabase({ sqlitePath: join(dir, 'queue.db') });
try {
  await benchQueue('SQLite', sqlite);
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}
const cluster = await startPostgresCluster();
const postgres = openRelationalDatabase({ url: cluster.url('postgres') });
try {
  await benchQueue('PostgreSQL 15', postgres);
} finally {
  await postgres.close();
  await cluster.stop();
}
await benchSmtp();
