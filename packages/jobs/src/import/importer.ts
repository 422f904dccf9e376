import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { JobInput } from '../model/job.ts';
import type { SqliteJobStore } from '../store/sqlite/sqlite-store.ts';
import { jobFromPosting } from './job-posting.ts';

export interface BadRecord {
  /** 1-based line where the record starts. */
  line: number;
  reason: string;
}

export interface ImportReport {
  records: number;
  inserted: number;
  updated: number;
  bad: BadRecord[];
}

export interface ImportOptions {
  /** Valid records per transaction (default 500): a batch lands whole or not at all. */
  batchSize?: number;
  /** Called after each committed batch (progress output, tests). */
  onBatch?: (report: ImportReport) => void;
}

/**
 * The top-level elements of a JSON array with the line each starts on. Each element is parsed
 * on its own, so one broken record is reported without losing the rest.
 */
function* arrayElements(text: string): Generator<{ line: number; source: string }> {
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  let startLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (depth === 1 && start === -1 && !/[\s,\]]/.test(c)) {
      start = i;
      startLine = line;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth += 1;
    else if (c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) {
        if (start !== -1) yield { line: startLine, source: text.slice(start, i) };
        return;
      }
    }
    if (depth === 1 && start !== -1 && c === ',') {
      yield { line: startLine, source: text.slice(start, i) };
      start = -1;
    }
  }
  if (start !== -1) yield { line: startLine, source: text.slice(start) };
}

async function* records(input: Readable): AsyncGenerator<{ line: number; source: string }> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  let arrayText: string[] | undefined;
  for await (const line of lines) {
    lineNumber += 1;
    if (arrayText) {
      arrayText.push(line);
      continue;
    }
    if (line.trim() === '') continue;
    // A feed whose first non-blank character is `[` is one JSON array; otherwise JSON Lines.
    if (line.trimStart().startsWith('[')) {
      arrayText = [...Array.from({ length: lineNumber - 1 }, () => ''), line];
      continue;
    }
    yield { line: lineNumber, source: line };
  }
  if (arrayText) yield* arrayElements(arrayText.join('\n'));
}

/**
 * Imports schema.org `JobPosting` records (a JSON array or JSON Lines) into the store: each
 * record is validated, valid ones are upserted by identifier in transactions of `batchSize`,
 * and bad ones are reported with their line and reason. Re-running a feed changes nothing.
 */
export async function importJobPostings(
  store: SqliteJobStore,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const report: ImportReport = { records: 0, inserted: 0, updated: 0, bad: [] };
  let batch: JobInput[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const { inserted, updated } = store.upsertSync(batch);
    report.inserted += inserted;
    report.updated += updated;
    batch = [];
    options.onBatch?.(report);
  };
  for await (const { line, source } of records(input)) {
    report.records += 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      report.bad.push({ line, reason: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    const result = jobFromPosting(value);
    if (!result.ok) {
      report.bad.push({ line, reason: result.errors.join('; ') });
      continue;
    }
    // The same identifier twice in one batch: the later record wins, as it would across batches.
    const earlier = batch.findIndex((job) => job.id === result.job.id);
    if (earlier !== -1) {
      batch.splice(earlier, 1);
      report.updated += 1;
    }
    batch.push(result.job);
    if (batch.length >= batchSize) flush();
  }
  flush();
  return report;
}
