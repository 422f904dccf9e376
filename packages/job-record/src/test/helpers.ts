import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import {
  generateJobs,
  openSqliteJobStore,
  parseJobSearchQuery,
  type JobInput,
  type SqliteJobStore,
} from '@joblane/jobs';

import { openJobRecord, type JobRecord } from '../record.ts';

/** The tests' clock: generated jobs are listed in the 30 days before it. */
export const testNow = new Date('2026-11-20T00:00:00.000Z');

export function testJobs(count: number, seed = 7, start = 0): JobInput[] {
  return generateJobs({ count, seed, now: testNow, start });
}

export interface RecordFixture {
  database: TestDatabase;
  record: JobRecord;
  close(): Promise<void>;
}

/** A job record on a new database of the run's PostgreSQL cluster. */
export async function openTestRecord(): Promise<RecordFixture> {
  const database = await openTestDatabase('postgres');
  const record = await openJobRecord({ database, url: database.url! });
  return { database, record, close: () => database.close() };
}

const cleanups: (() => void)[] = [];

/** A SQLite job store in a new temporary folder; `path` to reopen it. */
export function tempStorePath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'job-record-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'jobs.db');
}

export function removeTempFolders() {
  for (const cleanup of cleanups.splice(0)) cleanup();
}

export function openStore(path = ':memory:'): SqliteJobStore {
  return openSqliteJobStore({ path });
}

/** Every job id the store finds for an empty search at `now` (active ones), sorted. */
export async function searchableIds(store: SqliteJobStore, now = testNow): Promise<string[]> {
  const { query } = parseJobSearchQuery('');
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await store.search({ ...query, page }, { now, pageSize: 100 });
    ids.push(...result.jobs.map((job) => job.id));
    if (page >= result.pageCount) break;
  }
  return ids.sort();
}

/** Every row of the local store: id and expired flag, in id order (duplicates would show). */
export function localRows(store: SqliteJobStore): { id: string; expired: number }[] {
  return store.db
    .prepare<[], { id: string; expired: number }>('SELECT id, expired FROM jobs ORDER BY id')
    .all();
}

/** The same from the record. */
export async function recordRows(record: JobRecord): Promise<{ id: string; expired: number }[]> {
  const rows = await record.database
    .as<{ job_record_jobs: { id: string; status: string } }>()
    .selectFrom('job_record_jobs')
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  return rows
    .map((row) => ({ id: row.id, expired: row.status === 'expired' ? 1 : 0 }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
