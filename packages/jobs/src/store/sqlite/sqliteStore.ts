import { typicalPayOf } from './typicalPay.ts';
import Database from 'better-sqlite3';
import type { Job, JobInput } from '../../model/job.ts';
import { classifications } from '../../model/taxonomy.ts';
import type { ClassificationCount, JobStore } from '../store.ts';
import { activeJobCounts } from './activeCounts.ts';
import { cardReader } from './cards.ts';
import { duplicateReader } from './duplicates.ts';
import { followJobs } from './indexFollower.ts';
import { indexLoader, type IndexLoad } from './indexImage.ts';
import {
  defaultKeywordCost,
  keywordCostEstimator,
  type KeywordCostSettings,
} from './keywordCost.ts';
import { keywordMatcher, type MatchSharing, type SharedMatchSet } from './keywordMatches.ts';
import { migrate } from './migrations.ts';
import { suggestPlaces } from './places.ts';
import { jobSearch } from './search.ts';
import { jobRecommender } from './recommend.ts';
import { similarJobFinder } from './similar.ts';
import { prepareStatements } from './statements.ts';
import { titleSuggestions } from './suggestions.ts';
import { jobWriter } from './writes.ts';

export {
  defaultKeywordCost,
  type IndexLoad,
  type KeywordCostSettings,
  type MatchSharing,
  type SharedMatchSet,
};

export interface SqliteJobStoreOptions {
  /** A file path, or `':memory:'`. */
  path: string;
  /**
   * Keyword match sets kept for reuse (refining filters, paging, the same word in another
   * search). At most this many (default 4 096; 0 disables every cache, whole results too) and
   * at most `matchCacheBytes` of lists in all.
   */
  cacheSize?: number;
  /** The match sets' lists kept, in bytes (default 96 MiB): the least recently used go first. */
  matchCacheBytes?: number;
  /** Keyword matches up to this many are ranked exactly by bm25 (default 10 000). */
  exactRankLimit?: number;
  /**
   * Search terms matching at least this many jobs keep their list of matches in the database
   * (default 50 000; `Infinity`: none), so a node reads the list instead of walking the
   * full-text index for them (`keptLists.ts`).
   */
  keptListMinDocs?: number;
  /** How keyword cost is bounded (defaults measured at a million jobs; tests shrink them). */
  keywordCost?: Partial<KeywordCostSettings>;
  /**
   * Offers the large keyword match sets this store reads to other stores on the same file (the
   * web's search threads pass them on with `adoptMatchSet`), so a broad word is read from the
   * full-text index once, not once per thread.
   */
  matchSharing?: MatchSharing;
  /**
   * Keeps the in-memory index in the database once it holds this many jobs (default 100 000;
   * `Infinity`: never, and an image already there is not read). The next store to open the file
   * starts from that image and the rows changed since instead of reading every row.
   */
  indexImageMinDocs?: number;
  /**
   * A search's pass over at least this many jobs (default 1 000) is kept for its other pages and
   * takes in new ads; a smaller one (an organisation's page) costs little to run again, and a busy
   * site's many of them would push the costly ones out. Tests lower it.
   */
  keptPassMinDocs?: number;
}

export interface SqliteJobStore extends JobStore {
  /** The underlying connection (for the importer's transactions and for diagnostics). */
  readonly db: Database.Database;
  /** Forgets cached keyword matches (the benchmark measures cold queries with it). */
  clearCache(): void;
  /** Searches answered from the whole-result cache (`hits`) and not (`misses`), since it opened. */
  searchCacheCounts(): { hits: number; misses: number };
  /**
   * Keyword match sets read (`kept`: of them, from the lists kept in the database instead of the
   * full-text index), and adopted from other stores.
   */
  matchSetCounts(): { read: number; adopted: number; kept: number };
  /**
   * Keeps again the lists of broad search terms (`keptListMinDocs`) whose sets this store holds
   * and that new jobs have added to since (128 docs or more): call while idle, after taking writes
   * in. Returns how many lists it wrote (none on a busy or read-only file).
   */
  keepMatchLists(): number;
  /**
   * Takes a match set another store on the same file read (`matchSharing`), when this store's
   * index is at the set's revision and does not hold it yet: true if it did.
   */
  adoptMatchSet(set: SharedMatchSet): boolean;
  /**
   * Builds the in-memory index and the keyword cost model's sample now (or takes other
   * connections' commits into the index), instead of at the first read: a search worker calls it
   * when it starts, so no search waits for the build. `keywordSample: false` leaves the sample to
   * the first keyword search (a connection that runs none never builds it).
   * Returns how it was built when this call built it.
   */
  loadIndex(options?: { keywordSample?: boolean }): IndexLoad | undefined;
  /** Upserts without the async wrapper, for bulk loads inside a caller's transaction. */
  upsertSync(jobs: readonly JobInput[]): { inserted: number; updated: number };
  /** `expire` without the async wrapper, for use inside `transaction`. */
  expireSync(target: readonly string[] | Date): number;
  /**
   * Runs `fn` (synchronous: `upsertSync`, `expireSync`, the caller's own statements on `db`) as
   * one SQLite transaction. The in-memory index takes the writes only once it commits; when `fn`
   * throws, everything is rolled back and the index stays as it was. A follower of a job record
   * stores its log position this way, in the same transaction as the jobs it applied.
   */
  transaction<T>(fn: () => T): T;
}

/** Keyword matches ranked exactly by bm25; broader keywords rank title matches first. */
const defaultExactRankLimit = 10_000;
const defaultCacheSize = 4096;
/**
 * Measured over the tail benchmark's 440 searches at a million jobs: keeping every match set
 * they read took 63 MB more than 64 sets did, and their p95 went from 108-138 ms to 79-87 ms
 * (`docs/benchmarks.md`).
 */
const defaultMatchCacheBytes = 96 * 2 ** 20;
/**
 * At a million jobs FTS5 reads a term of 50 000 matches in about 10 ms; its kept list decodes in
 * well under one.
 */
const defaultKeptListMinDocs = 50_000;
/**
 * Searches over fewer jobs than this run their pass again for each page. A busy site's
 * organisation pages (one for each new ad, a job or a few each) would otherwise push the other
 * searches' passes out of the cache. At 10 000 the load's rarer words, which also pay the
 * keyword planning on every page, were slower (publishing bench at 300 000 jobs: search p95
 * without writes 3.9 ms at 1 000, 6.6 ms at 10 000).
 */
const defaultKeptPassMinDocs = 1000;
/** Whole results kept (each up to a page of cards and its facets). */
const resultCacheSize = 256;

/** How long an open waits for another connection's lock on the file. */
const busyTimeoutMs = 5000;

/**
 * Switches the file to WAL (once: it stays so). That takes the file to itself for a moment, and
 * SQLite answers "database is locked" at once, without its busy timeout, when another connection
 * is in it: another process opening the same new file, say. Tried again until the busy timeout.
 */
function switchToWal(db: Database.Database) {
  const deadline = Date.now() + busyTimeoutMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = error instanceof Database.SqliteError && error.code === 'SQLITE_BUSY';
      if (!busy || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

function openDatabase(path: string): Database.Database {
  const db = new Database(path);
  // First: another connection may hold the file's lock (another process opening it this moment).
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  if (path !== ':memory:') switchToWal(db);
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

/**
 * Opens (creating if needed) an embedded SQLite job store: WAL, migrations applied; the facet
 * index is loaded into memory by the first read (or `loadIndex`). Throws with the path when the
 * file cannot be opened.
 */
export function openSqliteJobStore(options: SqliteJobStoreOptions): SqliteJobStore {
  const db = openDatabase(options.path);
  const statements = prepareStatements(db);
  const cacheSize = options.cacheSize ?? defaultCacheSize;
  const follower = followJobs(statements, (change, versionBefore) => {
    // A few new jobs (an ad published) extend the cached keyword matches, and closed ones leave
    // them as they are (the index leaves expired jobs out); anything else (an edit, a bulk
    // import) starts them again.
    const { inserted } = change;
    const matchesKept =
      change.edited === 0 &&
      inserted !== undefined &&
      (inserted.length === 0 || matcher.extendWith(inserted));
    if (!matchesKept) matcher.clear();
    const onlyInserted = inserted !== undefined && change.edited === 0 && change.expired === 0;
    // New jobs leave the other jobs' cards as they were.
    if (!onlyInserted) cardsByDoc.clear();
    if (onlyInserted) counts.countInserted(inserted, versionBefore);
    // New jobs alone keep the searches they cannot change; anything else forgets every result.
    if (onlyInserted && matchesKept) searcher.inserted(inserted);
    else searcher.clear();
  });
  const { index } = follower;
  const counts = activeJobCounts(index);
  const matcher = keywordMatcher(
    statements,
    index,
    {
      cacheSize,
      cacheBytes: options.matchCacheBytes ?? defaultMatchCacheBytes,
      exactRankLimit: options.exactRankLimit ?? defaultExactRankLimit,
      revision: () => (indexed ? follower.revision() : undefined),
      sharing: options.matchSharing,
      keptListMinDocs: options.keptListMinDocs ?? defaultKeptListMinDocs,
    },
    db,
  );
  const keywordCost = keywordCostEstimator(index, statements.selectText, {
    ...defaultKeywordCost,
    ...options.keywordCost,
  });
  const titles = titleSuggestions(
    index,
    (word) => statements.anyMatch.get(`"${word}"`) !== undefined,
  );
  const cardsByDoc = cardReader(db);
  const duplicates = duplicateReader(db, index);
  const searcher = jobSearch({
    index,
    statements,
    matcher,
    costModel: keywordCost.costModel,
    placeCounts: (nowMs) => counts.at(nowMs).places,
    spellingSuggestion: titles.spellingSuggestion,
    cardsByDoc,
    duplicates,
    resultCacheSize: cacheSize === 0 ? 0 : resultCacheSize,
    keptPassMinDocs: options.keptPassMinDocs ?? defaultKeptPassMinDocs,
  });
  const similarDocs = similarJobFinder(index, follower.generation);
  const recommender = jobRecommender({
    index,
    statements,
    duplicates,
    cardsByDoc,
    newestDocs: searcher.newestDocs,
    generation: follower.generation,
  });
  /**
   * The in-memory index is built on the first read that needs it, not at open: a connection that
   * only writes (the server's writer beside its search pool, an import) never spends the time
   * (seconds at a million jobs) or the memory on it. Later reads take other connections' commits.
   */
  let indexed = false;
  const loadIndex = indexLoader(db, statements, follower, options.indexImageMinDocs);

  const sync = (): IndexLoad | undefined => {
    if (indexed) {
      follower.sync();
      return undefined;
    }
    indexed = true;
    return loadIndex();
  };

  /** Open `transaction` calls: the index takes their writes once the outermost commits. */
  let transactionDepth = 0;
  const indexWrites = () => {
    if (transactionDepth === 0 && indexed) follower.applyChanges();
  };
  const { upsertSync, expireSync } = jobWriter(db, statements, indexWrites);
  const nowOf = (at?: { now?: Date }) => (at?.now ?? new Date()).getTime();

  return {
    db,
    clearCache() {
      matcher.clear();
      searcher.clear();
      recommender.clear();
      cardsByDoc.clear();
    },
    searchCacheCounts: () => searcher.cacheCounts(),
    matchSetCounts: () => matcher.counts(),
    keepMatchLists: () => matcher.keepLists(),
    adoptMatchSet: (set) => matcher.adopt(set),
    loadIndex({ keywordSample = true } = {}) {
      const load = sync();
      if (load === undefined) return undefined;
      // The keyword cost model's sample too (200-500 ms at a million jobs), or the first keyword
      // search on this connection waits for it.
      return { ...load, keywordSample: keywordSample ? keywordCost.prepare() : 0 };
    },
    upsertSync,
    expireSync,
    transaction<T>(fn: () => T): T {
      transactionDepth += 1;
      let result: T;
      try {
        result = db.transaction(fn)();
      } finally {
        transactionDepth -= 1;
      }
      indexWrites();
      return result;
    },

    async search(query, searchOptions) {
      sync();
      return searcher.search(query, searchOptions);
    },

    async count(query, countOptions) {
      sync();
      return searcher.count(query, countOptions);
    },

    async getJob(id, getOptions) {
      const row = statements.selectJob.get(id);
      if (!row) return undefined;
      const data = JSON.parse(row.data) as Omit<JobInput, 'descriptionHtml'>;
      return {
        ...data,
        descriptionHtml: row.description_html,
        status: row.expired === 1 || row.valid_through <= nowOf(getOptions) ? 'expired' : 'active',
      } satisfies Job;
    },

    async similarJobs(job, limit = 5, similarOptions) {
      sync();
      const self = statements.selectDocById.get(job.id)?.doc;
      // Left out: the seeker's hidden jobs and blocked companies, and the job's own duplicates.
      const skipped = new Set(self === undefined ? [] : duplicates.docsLike(self));
      for (const id of similarOptions?.excludeIds ?? []) {
        const doc = statements.selectDocById.get(id)?.doc;
        if (doc !== undefined) for (const like of duplicates.docsLike(doc)) skipped.add(like);
      }
      const blocked = new Set(
        (similarOptions?.excludeCompanies ?? []).map((key) => index.companyCode(key)),
      );
      const docs = similarDocs(
        job,
        limit,
        nowOf(similarOptions),
        (doc) => skipped.has(doc) || blocked.has(index.company[doc]!),
      );
      return cardsByDoc(docs);
    },

    async recommendJobs(signals, recommendOptions) {
      sync();
      return recommender.recommend(signals, recommendOptions);
    },

    async suggestPlaces(prefix, limit = 8, suggestOptions) {
      sync();
      return suggestPlaces(prefix, limit, () => counts.at(nowOf(suggestOptions)), {
        withJobs: suggestOptions?.withJobs === true,
      });
    },

    async suggestKeywords(prefix, limit = 8) {
      sync();
      return titles.suggestKeywords(prefix, limit);
    },

    async upsert(jobs) {
      return upsertSync(jobs);
    },

    async expire(target) {
      return expireSync(target);
    },

    async countByClassification(countOptions) {
      sync();
      const byClassification = counts.at(nowOf(countOptions)).classification;
      return classifications
        .map((c, i): ClassificationCount => ({
          value: c.id,
          label: c.label,
          count: byClassification[i]!,
        }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    },

    async typicalPay(subClassification, payOptions) {
      sync();
      return typicalPayOf(index, subClassification, nowOf(payOptions));
    },

    async countActive(countOptions) {
      return statements.countActiveJobs.get(nowOf(countOptions))?.total ?? 0;
    },

    async listActive(offset, limit, listOptions) {
      if (!Number.isSafeInteger(offset) || offset < 0) {
        throw new RangeError(`listActive: offset must be a whole number >= 0, got ${offset}`);
      }
      if (!Number.isSafeInteger(limit) || limit < 1) {
        throw new RangeError(`listActive: limit must be a whole number >= 1, got ${limit}`);
      }
      return statements.selectActivePage.all(nowOf(listOptions), limit, offset).map((row) => ({
        id: row.id,
        listedAt: new Date(row.listed_at).toISOString(),
      }));
    },

    async ping() {
      db.prepare('SELECT 1').get();
    },

    async close() {
      keywordCost.close();
      matcher.close();
      if (db.open) db.close();
    },
  };
}
