import type { Readable } from 'node:stream';
import type { JobInput } from '../model/job.ts';
import type { JobStore } from '../store/store.ts';
import { readFeed } from './feedRecords.ts';
import { jobFromPosting } from './jobPosting.ts';

export interface BadRecord {
  /** 1-based line where the record starts. */
  line: number;
  reason: string;
}

export interface ImportReport {
  /** Records read (valid or not), including bad input reported in `bad`. */
  records: number;
  inserted: number;
  updated: number;
  bad: BadRecord[];
  /** Valid records the `screen` option left out, with their line and its reason. */
  held: BadRecord[];
  /** Bytes of input consumed so far (for progress output). */
  bytesRead: number;
}

export interface ImportOptions {
  /** Valid records per transaction (default 500): a batch lands whole or not at all. */
  batchSize?: number;
  /** Called after each committed batch (progress output, tests). */
  onBatch?: (report: ImportReport) => void;
  /** A record longer than this many characters is reported, not parsed (default 1 000 000). */
  maxRecordChars?: number;
  /**
   * Looks at each valid job before it is stored (trust and safety's screening): a reason leaves
   * the job out and reports it in `held` with its line; undefined lets it in.
   */
  screen?: (job: JobInput) => string | undefined;
}

/**
 * Imports schema.org `JobPosting` records (a JSON array or JSON Lines, decided once by the first
 * character that is not white space) into the store: each record is validated, valid ones are
 * upserted by identifier in transactions of `batchSize` as the input streams in, and everything
 * else (bad JSON, invalid records, input after an array's end) is reported with its line and
 * reason; a valid job the `screen` option holds back is reported in `held`. Nothing is skipped
 * silently. Re-running a feed changes nothing.
 *
 * Any `JobStore` will do (only `upsert` is used, whose all-or-nothing contract makes each batch
 * atomic); the next batch is read only after the previous one is stored.
 */
export async function importJobPostings(
  store: Pick<JobStore, 'upsert'>,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const report: ImportReport = {
    records: 0,
    inserted: 0,
    updated: 0,
    bad: [],
    held: [],
    bytesRead: 0,
  };
  let batch: JobInput[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const { inserted, updated } = await store.upsert(batch);
    report.inserted += inserted;
    report.updated += updated;
    batch = [];
    options.onBatch?.(report);
  };
  const feed = readFeed(input, {
    ...(options.maxRecordChars === undefined ? {} : { maxRecordChars: options.maxRecordChars }),
    onBytes: (bytes) => {
      report.bytesRead = bytes;
    },
  });
  for await (const item of feed) {
    report.records += 1;
    const { line } = item;
    if (item.kind === 'bad') {
      report.bad.push({ line, reason: item.reason });
      continue;
    }
    const value = item.value;
    const result = jobFromPosting(value);
    if (!result.ok) {
      report.bad.push({ line, reason: result.errors.join('; ') });
      continue;
    }
    const held = options.screen?.(result.job);
    if (held !== undefined) {
      report.held.push({ line, reason: held });
      continue;
    }
    // The same identifier twice in one batch: the later record wins, as it would across batches.
    const earlier = batch.findIndex((job) => job.id === result.job.id);
    if (earlier !== -1) {
      batch.splice(earlier, 1);
      report.updated += 1;
    }
    batch.push(result.job);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return report;
}
