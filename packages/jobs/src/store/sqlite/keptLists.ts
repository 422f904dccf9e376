import Database from 'better-sqlite3';

const { SqliteError } = Database;

// The match lists of broad search terms kept in the database (table `match_lists`), so a node
// that starts, or a thread that meets such a term for the first time, reads a compact list of
// doc ids instead of walking the full-text index (FTS5 walks `work`'s 789 000 entries, with
// their positions, in about 100 ms at a million jobs; its kept list decodes in a few).
//
// A list is kept at the store revision it was read at. A reader adds what changed since: the
// docs written after that revision are taken out, and those of them that match now put back
// (`keywordMatches.ts` asks a scratch index of their current text). Jobs are never deleted and
// their doc ids never reused, so a doc in a list is always the same job.

/** Sorted, distinct, non-negative doc ids as bytes: each the varint of its gap from the last. */
export function encodeDocList(docs: Int32Array): Buffer {
  // A varint takes at most 5 bytes for a 32-bit gap.
  const out = Buffer.allocUnsafe(docs.length * 5);
  let at = 0;
  let last = 0;
  for (let i = 0; i < docs.length; i += 1) {
    let gap = docs[i]! - last;
    last = docs[i]!;
    while (gap >= 0x80) {
      out[at++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    out[at++] = gap;
  }
  return out.subarray(0, at);
}

/** The docs `encodeDocList` wrote; undefined when the bytes are not such a list. */
export function decodeDocList(bytes: Uint8Array, count: number): Int32Array | undefined {
  const docs = new Int32Array(count);
  let n = 0;
  let last = 0;
  let gap = 0;
  let shift = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (shift > 28 || n === count) return undefined;
    gap += (byte & 0x7f) * 2 ** shift;
    if (byte >= 0x80) {
      shift += 7;
      continue;
    }
    last += gap;
    if (last > 0x7fffffff) return undefined;
    docs[n++] = last;
    gap = 0;
    shift = 0;
  }
  return n === count && shift === 0 ? docs : undefined;
}

/** A kept list as read: its docs at `revision`. */
export interface KeptList {
  docs: Int32Array;
  revision: number;
}

/**
 * The database's kept match lists, keyed by the matcher's set key (`d:` or `t:` and one FTS5
 * term). Reads are plain; writes are best effort: a read-only or busy file keeps what it has.
 */
export function keptLists(db: Database.Database) {
  const select = db.prepare<[string], { revision: number; count: number; docs: Buffer }>(
    'SELECT revision, count, docs FROM match_lists WHERE key = ?',
  );
  const upsert = db.prepare<[string, number, number, Buffer]>(
    `INSERT INTO match_lists (key, revision, count, docs) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET revision = excluded.revision, count = excluded.count, docs = excluded.docs
     WHERE excluded.revision > match_lists.revision`,
  );
  let writable = !db.readonly;

  return {
    /** The list kept for `key` (undefined: none, or damaged). */
    read(key: string): KeptList | undefined {
      const row = select.get(key);
      if (row === undefined) return undefined;
      const docs = decodeDocList(row.docs, row.count);
      return docs === undefined ? undefined : { docs, revision: row.revision };
    },
    /**
     * Keeps `docs` as the list of `key` at `revision`, unless a newer one is kept. Never waits for
     * another writer: a busy file skips it (the next reader keeps it instead).
     */
    write(key: string, docs: Int32Array, revision: number): boolean {
      if (!writable || db.inTransaction) return false;
      const timeout = db.pragma('busy_timeout', { simple: true }) as number;
      db.pragma('busy_timeout = 0');
      try {
        return upsert.run(key, revision, docs.length, encodeDocList(docs)).changes > 0;
      } catch (error) {
        if (!(error instanceof SqliteError)) throw error;
        if (error.code === 'SQLITE_READONLY') writable = false;
        return false;
      } finally {
        db.pragma(`busy_timeout = ${timeout}`);
      }
    },
  };
}

/** `list` without the docs of `out` and with those of `back` (all three sorted, `back` ⊆ `out`). */
export function patchedList(list: Int32Array, out: Int32Array, back: Int32Array): Int32Array {
  const result = new Int32Array(list.length + back.length);
  let n = 0;
  let j = 0;
  let k = 0;
  for (let i = 0; i < list.length; i += 1) {
    const doc = list[i]!;
    while (j < out.length && out[j]! < doc) j += 1;
    while (k < back.length && back[k]! < doc) result[n++] = back[k++]!;
    if (j < out.length && out[j] === doc) continue;
    result[n++] = doc;
  }
  while (k < back.length) result[n++] = back[k++]!;
  return result.slice(0, n);
}
