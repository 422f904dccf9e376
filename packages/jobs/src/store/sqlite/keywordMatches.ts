import Database from 'better-sqlite3';
import type { JobInput } from '../../model/job.ts';
import { ftsGroups } from '../keywords.ts';
import { InsertLog, logInserts, patchedCache, type PatchedCache } from './cache.ts';
import type { Candidates } from './evaluate.ts';
import { ftsColumns } from './ftsColumns.ts';
import { appended, intersectionOf, parseIntegerList, unionOf } from './integerList.ts';
import { keptLists, patchedList } from './keptLists.ts';
import type { FacetColumns } from './facetColumns.ts';
import type { Statements } from './statements.ts';

/** The title-first score of a doc whose title holds the keywords: shorter titles first. */
const titleScore = (index: FacetColumns, doc: number) => 100_000 / (1 + index.titleWords[doc]!);

/**
 * A scratch in-memory full-text index (the same tokenizer and columns, no stored text) for a few
 * new jobs, so a cached keyword expression is asked of those jobs instead of the whole index
 * again (FTS5 cannot cheaply restrict a broad word to a few rowids: `manager AND rowid >= n`
 * still walks most of its entries).
 */
function openScratchIndex() {
  const db = new Database(':memory:');
  // Contentless (only rowids are asked for), with deletes by rowid (`contentless_delete`).
  db.exec(`
    CREATE VIRTUAL TABLE docs USING fts5 (title, company, classification, summary, selling_points, description, content = '', contentless_delete = 1, tokenize = 'porter unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE titles USING fts5 (title, content = '', contentless_delete = 1, tokenize = 'porter unicode61 remove_diacritics 2');
  `);
  const insert = db.prepare<[number, ...string[]]>(
    'INSERT INTO docs (rowid, title, company, classification, summary, selling_points, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertTitle = db.prepare<[number, string]>(
    'INSERT INTO titles (rowid, title) VALUES (?, ?)',
  );
  const match = db.prepare<[string], { docs: Buffer | null }>(
    'SELECT CAST(group_concat(rowid) AS BLOB) AS docs FROM docs WHERE docs MATCH ?',
  );
  const matchTitle = db.prepare<[string], { docs: Buffer | null }>(
    'SELECT CAST(group_concat(rowid) AS BLOB) AS docs FROM titles WHERE titles MATCH ?',
  );
  const clearDocs = db.prepare("INSERT INTO docs (docs) VALUES ('delete-all')");
  const clearTitles = db.prepare("INSERT INTO titles (titles) VALUES ('delete-all')");
  const removeDocs = db.prepare<[number]>('DELETE FROM docs WHERE rowid <= ?');
  const removeTitles = db.prepare<[number]>('DELETE FROM titles WHERE rowid <= ?');
  /** Each job's text in the index's columns; undefined when one is no longer stored. */
  const columnsOf = (docs: readonly number[], selectText: Statements['selectText']) => {
    const columns: string[][] = [];
    for (const doc of docs) {
      const row = selectText.get(doc);
      if (row === undefined) return undefined;
      const data = JSON.parse(row.data) as Omit<JobInput, 'descriptionHtml'>;
      columns.push(ftsColumns({ ...data, descriptionHtml: row.description_html }));
    }
    return columns;
  };
  const insertAll = (docs: readonly number[], columns: string[][]) => {
    docs.forEach((doc, i) => {
      insert.run(doc, ...columns[i]!);
      insertTitle.run(doc, columns[i]![0]!);
    });
  };
  return {
    db,
    /** Holds exactly these jobs' text afterwards; false when one is no longer stored. */
    fill(docs: readonly number[], selectText: Statements['selectText']): boolean {
      clearDocs.run();
      clearTitles.run();
      const columns = columnsOf(docs, selectText);
      if (columns === undefined) return false;
      insertAll(docs, columns);
      return true;
    },
    /** Holds these jobs' text too afterwards; false (nothing added) when one is no longer stored. */
    add(docs: readonly number[], selectText: Statements['selectText']): boolean {
      const columns = columnsOf(docs, selectText);
      if (columns === undefined) return false;
      insertAll(docs, columns);
      return true;
    },
    /** Drops the jobs up to `doc`. */
    removeThrough(doc: number) {
      removeDocs.run(doc);
      removeTitles.run(doc);
    },
    /** Holds no jobs afterwards. */
    clear() {
      clearDocs.run();
      clearTitles.run();
    },
    docsMatching: (expression: string, titlesOnly: boolean) =>
      parseIntegerList((titlesOnly ? matchTitle : match).get(expression)?.docs ?? null),
  };
}

/**
 * A keyword match set one store read from its full-text index, for other stores on the same file
 * (the web's search threads) to adopt instead of reading it again. Its lists live in
 * `SharedArrayBuffer`s: sent to another thread (`postMessage`), they are shared, not copied.
 */
export interface SharedMatchSet {
  /** `d:` all fields, `t:` titles only or `r:` ranked, then the FTS5 expression. */
  key: string;
  /** The store's revision when it was read: only a store at the same revision adopts it. */
  revision: number;
  docs: Int32Array;
  scores: Float32Array | undefined;
  /** Ranked by bm25 (`Candidates.exact`). */
  exact?: boolean;
}

export interface MatchSharing {
  /** Sets of at least this many docs are offered (smaller ones cost little to read again). */
  minDocs: number;
  /** Hears of each such set this store read. */
  publish: (set: SharedMatchSet) => void;
}

/** A kept list with more docs written since it was kept is read from the index again. */
const maxPatchedDocs = 256;
/** A broad term's set in memory that new jobs added this many docs to is kept again (`keepLists`). */
const keptListRefreshAt = 128;
/** A kept list patched with this many docs is kept again as patched (the next reader patches less). */
const keptListRewriteAt = 32;

/**
 * The list in a `SharedArrayBuffer`: itself when it is in one already (a ranked set's docs are its
 * unranked set's, shared a moment before), else a copy.
 */
function sharedCopy<List extends Int32Array | Float32Array>(list: List): List {
  if (list.buffer instanceof SharedArrayBuffer) return list;
  const Kind = list.constructor as new (buffer: SharedArrayBuffer) => List;
  const copy = new Kind(new SharedArrayBuffer(list.byteLength));
  copy.set(list);
  return copy;
}

/**
 * Reads one FTS5 term's docs for `keywordMatcher`: from the list kept in the database with what
 * changed since (`keptLists.ts`), or from the full-text index, keeping the list when it is broad.
 */
function termReader(db: Database.Database, statements: Statements, keptListMinDocs: number) {
  const lists = keptLists(db);
  /** The current text of the docs a kept list is patched with (`fill` of `patchFilled`). */
  let patchScratch: ReturnType<typeof openScratchIndex> | undefined;
  let patchFilled: string | undefined;

  /**
   * A term's kept list with what changed since it was kept: the docs written since are taken
   * out, and those of them that match now put back (asked of a scratch index of their text).
   * Undefined when none is kept, or when too much changed since (the caller reads the index and
   * keeps a new list). Kept again when a good part of it had to be patched.
   */
  function keptDocs(key: string, term: string, titlesOnly: boolean): Int32Array | undefined {
    const read = db.transaction(() => {
      const list = lists.read(key);
      if (list === undefined) return undefined;
      const changed = statements.changedDocsSince.all(list.revision, maxPatchedDocs + 1);
      if (changed.length > maxPatchedDocs) return undefined;
      if (changed.length === 0) return { docs: list.docs, changed: 0, revision: list.revision };
      patchScratch ??= openScratchIndex();
      const revision = statements.selectRevision.get()?.value ?? 0;
      const filled = `${revision}:${changed.join(',')}`;
      if (patchFilled !== filled) {
        patchFilled = undefined;
        if (!patchScratch.fill(changed, statements.selectText)) return undefined;
        patchFilled = filled;
      }
      const back = patchScratch.docsMatching(term, titlesOnly);
      const docs = patchedList(list.docs, Int32Array.from(changed), back);
      return { docs, changed: changed.length, revision };
    })();
    if (read === undefined) return undefined;
    if (read.changed >= keptListRewriteAt) lists.write(key, read.docs, read.revision);
    return read.docs;
  }

  /** One FTS5 term's docs, from the full-text index; kept in the database when it is broad. */
  function indexDocs(key: string, term: string, titlesOnly: boolean): Int32Array {
    const statement = titlesOnly ? statements.matchTitleDocs : statements.matchDocs;
    const read = db.transaction(() => ({
      docs: parseIntegerList(statement.get(term)?.docs ?? null),
      revision: statements.selectRevision.get()?.value ?? 0,
    }))();
    if (read.docs.length >= keptListMinDocs) lists.write(key, read.docs, read.revision);
    return read.docs;
  }

  return {
    keptDocs,
    indexDocs,
    /** Whether a term of this many docs keeps its list. */
    keeps: (docs: number) => docs >= keptListMinDocs,
    /** Keeps a term's docs as they are at `revision` (see `keywordMatcher`'s `keepLists`). */
    write: (key: string, docs: Int32Array, revision: number) => lists.write(key, docs, revision),
    close() {
      patchScratch?.db.close();
      patchScratch = undefined;
      patchFilled = undefined;
    },
  };
}

/**
 * A ranked match set (`keywordMatcher`) with the new docs `found` added, or undefined to drop it; `inTitle`: those
 * of them whose title matches (from the scratch index of the new jobs).
 */
function extendRanked(
  statements: Statements,
  index: FacetColumns,
  exactRankLimit: number,
  expression: string,
  value: Candidates,
  found: Int32Array,
  inTitle: ReadonlySet<number>,
) {
  const scores = value.scores!;
  if (value.exact === true) {
    // Ranked by bm25: the new matches' scores from the real index (a narrow expression,
    // so its entries past `first` are few); a set that outgrows exact ranking is dropped.
    if (value.docs.length + found.length > exactRankLimit) return undefined;
    const row = statements.matchScoredSince.get(expression, found[0]!);
    const more = parseIntegerList(row?.docs ?? null);
    const moreScores = Float32Array.from(parseIntegerList(row?.scores ?? null));
    if (more.length !== found.length) return undefined;
    return {
      docs: appended(value.docs, more),
      scores: appended(scores, moreScores),
      exact: true,
    };
  }
  // Title-first ranking: title matches score by title length, the others 0 (by date). Only
  // the new docs are asked about: never the whole title index of a broad word again.
  const moreScores = Float32Array.from(found, (doc) =>
    inTitle.has(doc) ? titleScore(index, doc) : 0,
  );
  return { docs: appended(value.docs, found), scores: appended(scores, moreScores) };
}

/**
 * The new jobs a matcher's sets may not have taken in yet (`log`), their text in a scratch index:
 * `patch` adds to a cached set the new jobs that match it (`patchedCache`), `take` logs more of
 * them. `onAdded` hears how many docs each patch added to a set.
 */
function insertedJobs(
  statements: Statements,
  index: FacetColumns,
  exactRankLimit: number,
  onAdded: (key: string, found: number) => void,
) {
  const log = new InsertLog();
  let scratch: ReturnType<typeof openScratchIndex> | undefined;
  /** The scratch index's matches of each expression asked since the log last grew. */
  const asked = new Map<string, Int32Array>();
  let askedAt = log.end;
  const newMatches = (expression: string, titlesOnly: boolean) => {
    if (askedAt !== log.end) {
      asked.clear();
      askedAt = log.end;
    }
    const key = `${titlesOnly ? 't' : 'd'}:${expression}`;
    let matching = asked.get(key);
    if (matching === undefined) {
      matching = scratch!.docsMatching(expression, titlesOnly);
      asked.set(key, matching);
    }
    return matching;
  };

  /**
   * A cached set with the new jobs `docs` (ascending, all in the scratch index) that match it
   * added; undefined (drop it) when that fails.
   */
  function patchSet(key: string, value: Candidates, docs: readonly number[]) {
    try {
      const expression = key.slice(2);
      const kind = key[0];
      // A match set read just after another connection's commit may hold a new doc already.
      const last = value.docs.length === 0 ? -1 : value.docs[value.docs.length - 1]!;
      const after = Math.max(last, docs[0]! - 1);
      const found = newMatches(expression, kind === 't').filter((doc) => doc > after);
      if (found.length === 0) return value;
      onAdded(key, found.length);
      if (kind !== 'r') return { docs: appended(value.docs, found), scores: undefined };
      const inTitle = new Set(newMatches(expression, true));
      return extendRanked(statements, index, exactRankLimit, expression, value, found, inTitle);
    } catch {
      return undefined;
    }
  }

  /** Starts the log again, its scratch index empty (no set kept). */
  function restart() {
    if (log.size === 0) return;
    log.restart();
    scratch?.clear();
  }

  return {
    log,
    patch: patchSet,
    restart,
    /**
     * Logs new docs for the sets of `cache`, their text put in the scratch index (`logInserts`:
     * a few sets brought up to date, the docs every set has taken in dropped). False when that
     * failed.
     */
    take(docs: readonly number[], cache: PatchedCache<Candidates>): boolean {
      try {
        scratch ??= openScratchIndex();
        if (!scratch.add(docs, statements.selectText)) return false;
        const dropped = logInserts(log, docs, [cache]);
        if (dropped.length > 0) scratch.removeThrough(dropped[dropped.length - 1]!);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      scratch?.db.close();
      scratch = undefined;
    },
  };
}

/**
 * The docs matching FTS5 expressions, with relevance scores when ranked, kept for reuse
 * (refining filters, paging) in a cache of `cacheSize` match sets and `cacheBytes`; extended in place when a few
 * jobs are added. Cache keys: `d:` all fields, `t:` titles only, `r:` ranked. With `sharing`,
 * the large sets it reads are offered to other stores on the same file, and theirs adopted.
 */
export function keywordMatcher(
  statements: Statements,
  index: FacetColumns,
  settings: {
    cacheSize: number;
    /** The cached lists' bytes in all. */
    cacheBytes: number;
    exactRankLimit: number;
    /** The revision the store's index has taken in (undefined: not loaded yet). */
    revision: () => number | undefined;
    sharing?: MatchSharing | undefined;
    /** Terms matching at least this many jobs keep their list in the database (`keptLists.ts`). */
    keptListMinDocs: number;
  },
  db: Database.Database,
) {
  const { exactRankLimit, sharing, keptListMinDocs } = settings;
  const terms = termReader(db, statements, keptListMinDocs);
  /** Broad terms' sets held, with the docs new jobs added to them since their list was kept. */
  const unkept = new Map<string, number>();
  const keepsLists = Number.isFinite(keptListMinDocs);
  const inserted = insertedJobs(statements, index, exactRankLimit, (key, found) => {
    const added = unkept.get(key);
    if (added !== undefined) unkept.set(key, added + found);
  });
  const { log } = inserted;
  const cache = patchedCache<Candidates>(
    log,
    settings.cacheSize,
    {
      max: settings.cacheBytes,
      of: (value) => value.docs.byteLength + (value.scores?.byteLength ?? 0),
    },
    inserted.patch,
  );
  /**
   * Match sets read (`kept`: of them, from a list kept in the database, not the full-text index),
   * and adopted from other stores.
   */
  const counts = { read: 0, adopted: 0, kept: 0 };

  /** Caches a set just read from the index (shared and offered when it is large). */
  function remember(key: string, value: Candidates): Candidates {
    const revision = settings.revision();
    if (sharing === undefined || revision === undefined || value.docs.length < sharing.minDocs) {
      cache.set(key, value);
      return value;
    }
    const shared: Candidates = {
      ...value,
      docs: sharedCopy(value.docs),
      scores: value.scores === undefined ? undefined : sharedCopy(value.scores),
    };
    cache.set(key, shared);
    sharing.publish({ key, revision, ...shared });
    return shared;
  }

  /**
   * Takes another store's set when this one has read exactly the same revision and does not hold
   * the key yet; false otherwise. (`appended` copies a shared list before it grows, so extending
   * it here never writes into the other store's list.)
   */
  function adopt(set: SharedMatchSet): boolean {
    const { key, revision, ...candidates } = set;
    if (revision !== settings.revision() || cache.has(key)) return false;
    cache.set(key, candidates);
    counts.adopted += 1;
    return true;
  }

  /** One term's docs (a quoted FTS5 string): cached, kept in the database, or read. */
  function termDocs(term: string, titlesOnly: boolean): Int32Array {
    // FTS5 folds case: one set (and one kept list) for `"Manager"` and `"manager"`.
    const folded = term.toLowerCase();
    const key = `${titlesOnly ? 't' : 'd'}:${folded}`;
    const cached = cache.get(key);
    if (cached) return cached.docs;
    counts.read += 1;
    const kept = terms.keptDocs(key, folded, titlesOnly);
    if (kept !== undefined) counts.kept += 1;
    const docs = kept ?? terms.indexDocs(key, folded, titlesOnly);
    if (terms.keeps(docs.length)) unkept.set(key, 0);
    return remember(key, { docs, scores: undefined }).docs;
  }

  /**
   * Keeps again the lists of broad terms this store holds that new jobs have added
   * `keptListRefreshAt` docs or more to since their list was kept or read (best effort; call
   * while idle). A term's set in memory is complete at the index's revision (extended with
   * every new job since it was read; an edit forgets it): written at that revision, readers
   * patch it with what is written later. On a busy site a term searched often would otherwise
   * fall more than a patch behind, and the next node would walk the full-text index for it.
   * Returns how many lists it wrote.
   */
  function keepLists(): number {
    const revision = settings.revision();
    if (revision === undefined) return 0;
    let written = 0;
    for (const [key, added] of unkept) {
      // The new jobs it has not taken in yet could add at most all of them.
      if (added + cache.behind(key) < keptListRefreshAt) continue;
      const set = cache.get(key);
      if (set === undefined) {
        unkept.delete(key);
        continue;
      }
      if (unkept.get(key)! < keptListRefreshAt) continue;
      unkept.set(key, 0);
      if (terms.write(key, set.docs, revision)) written += 1;
    }
    return written;
  }

  /**
   * The docs matching an expression: each term's docs (see `termDocs`), united within a group and
   * intersected across groups, as FTS5 would match the whole expression. Without kept lists, or
   * for text that is not an expression `toFtsExpressions` made, the index is asked the whole
   * expression at once.
   */
  function docsMatching(expression: string, titlesOnly = false): Int32Array {
    // Without kept lists, each expression is one read of the index (as FTS5 matches it whole).
    const groups = keepsLists ? ftsGroups(expression) : undefined;
    if (groups?.length === 1 && groups[0]!.length === 1)
      return termDocs(groups[0]![0]!, titlesOnly);
    const key = `${titlesOnly ? 't' : 'd'}:${expression}`;
    const cached = cache.get(key);
    if (cached) return cached.docs;
    let docs: Int32Array;
    if (groups === undefined) {
      counts.read += 1;
      const statement = titlesOnly ? statements.matchTitleDocs : statements.matchDocs;
      docs = parseIntegerList(statement.get(expression)?.docs ?? null);
    } else {
      docs = intersectionOf(
        groups.map((group) => unionOf(group.map((term) => termDocs(term, titlesOnly)))),
      );
    }
    return remember(key, { docs, scores: undefined }).docs;
  }

  /**
   * Keyword matches, with relevance scores when ranked. Up to `exactRankLimit` matches get
   * FTS5's bm25 with field weights, unless `exactAllowed` is false (scoring them would walk too
   * much of the index: a few matches of broad words). Beyond that, computing bm25 for every
   * match costs more than the page is worth (about 1 µs a match), so broad keywords rank title
   * matches first (shorter titles first, as bm25's length normalisation would) and the other
   * matches by date.
   */
  function candidatesFor(expression: string, ranked: boolean, exactAllowed = true): Candidates {
    const docs = docsMatching(expression);
    if (!ranked) return { docs, scores: undefined };
    const key = `r:${expression}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let result: Candidates;
    if (exactAllowed && docs.length <= exactRankLimit) {
      counts.read += 1;
      const row = statements.matchScored.get(expression);
      result = {
        docs: parseIntegerList(row?.docs ?? null),
        scores: Float32Array.from(parseIntegerList(row?.scores ?? null)),
        exact: true,
      };
    } else {
      const inTitle = docsMatching(expression, true);
      const scores = new Float32Array(docs.length);
      // Both lists are in rowid order: one merge pass.
      for (let i = 0, j = 0; i < docs.length && j < inTitle.length; i += 1) {
        const doc = docs[i]!;
        while (j < inTitle.length && inTitle[j]! < doc) j += 1;
        if (inTitle[j] === doc) scores[i] = titleScore(index, doc);
      }
      result = { docs, scores };
    }
    return remember(key, result);
  }

  /**
   * Takes newly inserted docs in: each cached match set adds those that match it when it is next
   * used (`insertedJobs`). False when the matches could not be extended: forget them then.
   */
  function extendWith(docs: readonly number[]): boolean {
    // Nothing cached (the web's writer connection, whose reads run in the pool): nothing to do.
    if (cache.size === 0) {
      inserted.restart();
      return true;
    }
    return inserted.take(docs, cache);
  }

  return {
    docsMatching,
    /** The docs matching an expression if they are cached (never read from the index). */
    cachedDocs: (expression: string) => cache.get(`d:${expression}`)?.docs,
    /** The ranked matches of an expression if they are cached (never read from the index). */
    cachedRanked: (expression: string) => cache.get(`r:${expression}`),
    candidatesFor,
    extendWith,
    adopt,
    keepLists,
    counts: () => ({ ...counts }),
    clear() {
      cache.clear();
      unkept.clear();
      inserted.restart();
    },
    close() {
      inserted.close();
      terms.close();
    },
  };
}
