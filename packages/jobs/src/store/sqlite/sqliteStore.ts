import Database from 'better-sqlite3';
import { jobSchema, type Job, type JobCard, type JobInput } from '../../model/job.ts';
import { withSafeText } from '../../model/jobText.ts';
import {
  normalisePlaceText,
  placeById,
  places,
  placesNamed,
  regionOf,
  type Place,
} from '../../model/places.ts';
import { remoteWhere } from '../../model/remoteWhere.ts';
import { htmlToText } from '../../model/text.ts';
import {
  classifications,
  dateRanges,
  findClassification,
  findSubClassification,
  labelOf,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';
import { maxPage, type IgnoredParam, type JobSearchQuery } from '../../query/query.ts';
import {
  boundKeywords,
  keywordLimits,
  minKeywordSuggestionPrefix,
  parseKeywords,
  simplifiedMessage,
  toFtsExpressions,
  type KeywordCostModel,
} from '../keywords.ts';
import { closestWord } from '../spelling.ts';
import type {
  ClassificationCount,
  FacetGroup,
  FacetValue,
  JobSearchResult,
  JobStore,
  KeywordSuggestion,
  PlaceSuggestion,
  SearchOptions,
} from '../store.ts';
import { recentCache } from './cache.ts';
import { evaluate, type Candidates } from './evaluate.ts';
import { JobIndex, subClassificationList, titleKey, type IndexRow } from './jobIndex.ts';
import { migrate } from './migrations.ts';

export interface SqliteJobStoreOptions {
  /** A file path, or `':memory:'`. */
  path: string;
  /** Keyword match sets kept for reuse (refining filters, paging). Default 64; 0 disables. */
  cacheSize?: number;
  /** Keyword matches up to this many are ranked exactly by bm25 (default 10 000). */
  exactRankLimit?: number;
  /** How keyword cost is bounded (defaults measured at a million jobs; tests shrink them). */
  keywordCost?: Partial<KeywordCostSettings>;
}

export interface KeywordCostSettings {
  /** Index entries one search may walk, summed over its words (see `boundKeywords`). */
  budget: number;
  /** A word in at least this share of jobs (and `commonMinPostings` jobs) is left out. */
  commonShare: number;
  commonMinPostings: number;
  /** Below this many jobs every query is cheap and keywords are searched as typed. */
  minDocuments: number;
  /** Jobs sampled (evenly over the store) to estimate how many jobs hold a word. */
  sampleSize: number;
}

/**
 * Measured at a million generated jobs (`pnpm bench`, worst-case family): FTS5 walks about
 * 15-30 million index entries a second here, and the pass over the matches costs about as much
 * again, so 1.5 million entries keeps the worst case near 150 ms.
 */
export const defaultKeywordCost: KeywordCostSettings = {
  budget: 1_500_000,
  commonShare: 0.9,
  commonMinPostings: 50_000,
  minDocuments: 20_000,
  sampleSize: 2_000,
};

export interface SqliteJobStore extends JobStore {
  /** The underlying connection (for the importer's transactions and for diagnostics). */
  readonly db: Database.Database;
  /** Forgets cached keyword matches (the benchmark measures cold queries with it). */
  clearCache(): void;
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

/** Field weights of the text rank: title counts most, the long description least. */
const fieldWeights = [10, 4, 3, 2, 1.5, 1] as const;
const defaultPageSize = 20;
const resultTtlMs = 60_000;
/** Keyword matches ranked exactly by bm25; broader keywords rank title matches first. */
const defaultExactRankLimit = 10_000;
const maxPageSize = 100;

type Row = {
  doc: number;
  id: string;
  expired: number;
  title: string;
  place: string;
  classification: string;
  sub_classification: string;
  work_type: string;
  work_arrangement: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: string | null;
  listed_at: number;
  valid_through: number;
  revision: number;
  company_slug: string | null;
};

const indexColumns =
  'doc, id, expired, title, place, classification, sub_classification, work_type, work_arrangement, salary_min, salary_max, salary_period, listed_at, valid_through, revision, company_slug';

function toIndexRow(row: Row): IndexRow {
  return {
    doc: row.doc,
    expired: row.expired,
    title: row.title,
    place: row.place,
    classification: row.classification,
    subClassification: row.sub_classification,
    workType: row.work_type,
    workArrangement: row.work_arrangement,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryPeriod: row.salary_period,
    listedAt: row.listed_at,
    validThrough: row.valid_through,
    companySlug: row.company_slug,
  };
}

/** Parses `1,2,3` (SQLite's group_concat of integers) without making a string per number. */
function parseIntegerList(text: string | null): Int32Array {
  if (text === null || text === '') return new Int32Array(0);
  // Every number takes at least two characters with its comma: room enough in one pass.
  const out = new Int32Array((text.length >> 1) + 1);
  let n = 0;
  let value = 0;
  let negative = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 44) {
      out[n++] = negative ? -value : value;
      value = 0;
      negative = false;
    } else if (c === 45) negative = true;
    else value = value * 10 + (c - 48);
  }
  out[n++] = negative ? -value : value;
  return out.slice(0, n);
}

function cardOf(job: JobInput): JobCard {
  const sub = findSubClassification(job.subClassification);
  return {
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    companySlug: job.company.slug ?? null,
    locationLabel: job.location.label,
    workType: job.workType,
    workTypeLabel: labelOf(workTypes, job.workType),
    workArrangement: job.workArrangement,
    workArrangementLabel: labelOf(workArrangements, job.workArrangement),
    classification: job.classification,
    classificationLabel: findClassification(job.classification)?.label ?? job.classification,
    subClassification: job.subClassification,
    subClassificationLabel: sub?.label ?? job.subClassification,
    salaryLabel: job.salary && !job.salary.hidden ? job.salary.label : null,
    listedAt: job.listedAt,
    summary: job.summary,
    keySellingPoints: job.keySellingPoints,
  };
}

function salaryFacetLabel(band: number, type: 'annual' | 'hourly'): string {
  if (band === 0) return 'Any';
  if (type === 'hourly') return `$${band}+ per hour`;
  return `$${band >= 1000 ? `${band / 1000}k` : band}+`;
}

/**
 * Opens (creating if needed) an embedded SQLite job store: WAL, migrations applied, the facet
 * index loaded into memory. Throws with the path when the file cannot be opened.
 */
export function openSqliteJobStore(options: SqliteJobStoreOptions): SqliteJobStore {
  const db = new Database(options.path);
  if (options.path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  migrate(db);

  const exactRankLimit = options.exactRankLimit ?? defaultExactRankLimit;
  const costSettings: KeywordCostSettings = { ...defaultKeywordCost, ...options.keywordCost };
  const index = new JobIndex();
  let lastRevision = 0;
  // Asked before every read (another connection may have written): prepared once, not per call.
  const selectDataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let dataVersion = selectDataVersion.get()!;
  const matchCache = recentCache<Candidates>(options.cacheSize ?? 64);
  // Whole results of recent searches: valid until data changes, a counted job expires, or a
  // minute passes (the date-listed counts move with the clock).
  const resultCache = recentCache<{ result: JobSearchResult; at: number; until: number }>(
    (options.cacheSize ?? 64) * 4,
  );
  type ActiveCounts = {
    version: number;
    at: number;
    /** Per place, rolled up to cities (from their suburbs), regions and countries. */
    places: Uint32Array;
    remote: number;
    classification: Uint32Array;
  };
  let cachedCounts: ActiveCounts | undefined;
  const placePosition = new Map(places.map((p, i) => [p.id, i]));

  /**
   * Active jobs per place, per classification and remote, for suggestions and the home page:
   * one pass over the index, reused for a minute or until the data changes (these are hints,
   * not search results, so a job that expired within the minute may still be counted).
   */
  function activeCounts(nowMs: number): ActiveCounts {
    if (
      cachedCounts &&
      cachedCounts.version === index.version &&
      Math.abs(nowMs - cachedCounts.at) <= 60_000
    ) {
      return cachedCounts;
    }
    const own = new Uint32Array(places.length);
    const classification = new Uint32Array(classifications.length);
    let remote = 0;
    for (let doc = 0; doc < index.end; doc += 1) {
      if (!index.isActive(doc, nowMs)) continue;
      own[index.place[doc]!]! += 1;
      classification[index.classification[doc]!]! += 1;
      if (index.workArrangement[doc] === remoteIndex) remote += 1;
    }
    const rolled = new Uint32Array(places.length);
    own.forEach((n, i) => {
      if (n !== 0) rollUp(rolled, i, n);
    });
    cachedCounts = { version: index.version, at: nowMs, places: rolled, remote, classification };
    return cachedCounts;
  }

  /** Adds `n` jobs in the place at position `i` to it and to the areas that hold it. */
  function rollUp(rolled: Uint32Array, i: number, n: number) {
    const place = places[i]!;
    rolled[i]! += n;
    if (place.cityId !== undefined) rolled[placePosition.get(place.cityId)!]! += n;
    const region = place.kind === 'city' ? regionOf(place) : undefined;
    if (region) rolled[placePosition.get(region.id)!]! += n;
    if (place.kind !== 'country') rolled[placePosition.get(place.countryCode.toLowerCase())!]! += n;
  }

  /** Counts newly inserted jobs into the cached counts, instead of a pass over every job. */
  function countInserted(docs: readonly number[], versionBefore: number) {
    if (cachedCounts === undefined || cachedCounts.version !== versionBefore) return;
    for (const doc of docs) {
      if (!index.isActive(doc, cachedCounts.at)) continue;
      rollUp(cachedCounts.places, index.place[doc]!, 1);
      cachedCounts.classification[index.classification[doc]!]! += 1;
      if (index.workArrangement[doc] === remoteIndex) cachedCounts.remote += 1;
    }
    cachedCounts.version = index.version;
  }
  let rankedTitles: { version: number; ids: number[] } | undefined;
  let titleVocabulary: { version: number; words: Map<string, number> } | undefined;
  const anyMatch = db
    .prepare<[string], number>('SELECT 1 FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT 1')
    .pluck();

  /**
   * The keywords with each word the index has never seen replaced by the closest word of live
   * job titles (fewest typos, then most jobs), or null when there is nothing to correct. Title
   * words, not fts5vocab's terms: those are Porter stems (`nurs`, `manag`), not words to show,
   * and listing them at a million jobs walks the whole index.
   */
  function spellingSuggestion(keywords: string): string | null {
    if (!titleVocabulary || titleVocabulary.version !== index.version) {
      const words = new Map<string, number>();
      index.titles.forEach((title, id) => {
        const count = index.titleCounts[id]!;
        if (count <= 0) return;
        for (const word of title.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
          words.set(word, (words.get(word) ?? 0) + count);
        }
      });
      titleVocabulary = { version: index.version, words };
    }
    const vocabulary = titleVocabulary.words;
    let changed = false;
    const corrected = keywords.replaceAll(/[\p{L}\p{N}]+/gu, (word) => {
      if (word === 'OR' || word === 'AND' || word === 'NOT') return word;
      const lower = word.toLowerCase();
      if (lower.length < 3 || /\p{N}/u.test(lower) || vocabulary.has(lower)) return word;
      if (anyMatch.get(`"${lower}"`) !== undefined) return word;
      const closest = closestWord(lower, vocabulary);
      if (closest === undefined) return word;
      changed = true;
      return closest;
    });
    return changed ? corrected : null;
  }

  /**
   * Places whose name or label starts with the text (or has a later word that does: "syd" ->
   * Sydney, then North Sydney): places with jobs first, then starting matches, then most jobs,
   * then most people. What the where field suggests, and what a partial name resolves to.
   */
  function placesStartingWith(text: string, nowMs: number) {
    const counts = activeCounts(nowMs).places;
    const ranked: { place: Place; count: number; tier: number }[] = [];
    places.forEach((place, i) => {
      const names = normalisedNames[i]!;
      const tier = names.some((n) => n.startsWith(text))
        ? 0
        : names.some((n) => n.includes(` ${text}`))
          ? 1
          : -1;
      if (tier >= 0) ranked.push({ place, count: counts[i]!, tier });
    });
    ranked.sort(
      (a, b) =>
        Number(b.count > 0) - Number(a.count > 0) ||
        a.tier - b.tier ||
        b.count - a.count ||
        b.place.population - a.place.population,
    );
    return ranked;
  }

  /**
   * The place a where field means: an exact name, label or postcode (of namesakes, the one with
   * the most live jobs), else the best place whose name starts with it (two characters at least).
   */
  function resolvePlace(where: string, nowMs: number): Place | 'remote' | undefined {
    const named = placesNamed(where);
    if (named === 'remote') return 'remote';
    if (named.length > 0) {
      const counts = activeCounts(nowMs).places;
      let best = named[0]!;
      for (const place of named) {
        if (counts[placePosition.get(place.id)!]! > counts[placePosition.get(best.id)!]!) {
          best = place;
        }
      }
      return best;
    }
    const text = normalisePlaceText(where);
    if ([...text].length < minPartialPlace) return undefined;
    return placesStartingWith(text, nowMs)[0]?.place;
  }

  const selectChanged = db.prepare<[number], Row>(
    `SELECT ${indexColumns} FROM jobs WHERE revision > ? ORDER BY revision`,
  );
  const selectRevision = db.prepare<[], { value: number }>(
    "SELECT value FROM meta WHERE key = 'revision'",
  );
  const bumpRevision = db.prepare<[], { value: number }>(
    "UPDATE meta SET value = value + 1 WHERE key = 'revision' RETURNING value",
  );
  const selectDocById = db.prepare<[string], { doc: number }>('SELECT doc FROM jobs WHERE id = ?');
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, revision, expired, title, place, classification, sub_classification, work_type, work_arrangement, salary_min, salary_max, salary_period, listed_at, valid_through, data, description_html, company_slug)
     VALUES (@id, @revision, 0, @title, @place, @classification, @subClassification, @workType, @workArrangement, @salaryMin, @salaryMax, @salaryPeriod, @listedAt, @validThrough, @data, @descriptionHtml, @companySlug)`,
  );
  const updateJob = db.prepare(
    `UPDATE jobs SET revision = @revision, expired = 0, title = @title, place = @place, classification = @classification,
       sub_classification = @subClassification, work_type = @workType, work_arrangement = @workArrangement,
       salary_min = @salaryMin, salary_max = @salaryMax, salary_period = @salaryPeriod, listed_at = @listedAt,
       valid_through = @validThrough, data = @data, description_html = @descriptionHtml,
       company_slug = @companySlug
     WHERE doc = @doc`,
  );
  const deleteFts = db.prepare<[number]>('DELETE FROM jobs_fts WHERE rowid = ?');
  const deleteTitleFts = db.prepare<[number]>('DELETE FROM jobs_title_fts WHERE rowid = ?');
  const insertTitleFts = db.prepare<[number, string]>(
    'INSERT INTO jobs_title_fts (rowid, title) VALUES (?, ?)',
  );
  const matchTitleStatement = db.prepare<[string], { docs: string | null }>(
    'SELECT group_concat(rowid) AS docs FROM jobs_title_fts WHERE jobs_title_fts MATCH ?',
  );
  const insertFts = db.prepare(
    'INSERT INTO jobs_fts (rowid, title, company, classification, summary, selling_points, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const selectJob = db.prepare<
    [string],
    { data: string; description_html: string; expired: number; valid_through: number }
  >('SELECT data, description_html, expired, valid_through FROM jobs WHERE id = ?');
  const countActiveJobs = db.prepare<[number], { total: number }>(
    'SELECT count(*) AS total FROM jobs WHERE expired = 0 AND valid_through > ?',
  );
  const selectActivePage = db.prepare<[number, number, number], { id: string; listed_at: number }>(
    'SELECT id, listed_at FROM jobs WHERE expired = 0 AND valid_through > ? ORDER BY doc LIMIT ? OFFSET ?',
  );
  const expireIds = db.prepare<[number, string]>(
    'UPDATE jobs SET expired = 1, revision = ? WHERE id = ? AND expired = 0',
  );
  const expireBefore = db.prepare<[number, number]>(
    'UPDATE jobs SET expired = 1, revision = ? WHERE expired = 0 AND valid_through <= ?',
  );
  const matchStatement = db.prepare<[string], { docs: string | null; scores: string | null }>(
    `SELECT group_concat(doc) AS docs, group_concat(score) AS scores FROM (
       SELECT rowid AS doc, CAST(bm25(jobs_fts, ${fieldWeights.join(', ')}) * -1000000 AS INTEGER) AS score
       FROM jobs_fts WHERE jobs_fts MATCH ? LIMIT -1)`,
  );
  const companyDocsStatement = db.prepare<[string], { docs: string | null }>(
    'SELECT group_concat(doc) AS docs FROM (SELECT doc FROM jobs WHERE company_slug = ? ORDER BY doc)',
  );
  const matchDocsStatement = db.prepare<[string], { docs: string | null }>(
    'SELECT group_concat(rowid) AS docs FROM jobs_fts WHERE jobs_fts MATCH ?',
  );
  const cardStatements = new Map<
    number,
    Database.Statement<number[], { doc: number; data: string }>
  >();
  const cardsByDoc = (docs: readonly number[]): JobCard[] => {
    if (docs.length === 0) return [];
    let statement = cardStatements.get(docs.length);
    if (!statement) {
      statement = db.prepare(
        `SELECT doc, data FROM jobs WHERE doc IN (${docs.map(() => '?').join(',')})`,
      );
      cardStatements.set(docs.length, statement);
    }
    const byDoc = new Map(statement.all(...docs).map((row) => [row.doc, row.data]));
    return docs.flatMap((doc) => {
      const data = byDoc.get(doc);
      return data === undefined ? [] : [cardOf(JSON.parse(data) as JobInput)];
    });
  };

  /** Moves whenever the index changes: what is derived from it is rebuilt then. */
  let indexGeneration = 0;

  function applyChanges() {
    let changed = false;
    // Jobs new to the index (their docs lie past its end), while nothing else changed.
    let inserted: number[] | undefined = [];
    const versionBefore = index.version;
    for (const row of selectChanged.iterate(lastRevision)) {
      if (
        inserted !== undefined &&
        row.doc >= index.end &&
        row.expired === 0 &&
        inserted.length < maxPatchedInserts
      ) {
        inserted.push(row.doc);
      } else inserted = undefined;
      index.set(toIndexRow(row));
      lastRevision = Math.max(lastRevision, row.revision);
      changed = true;
    }
    if (changed) {
      indexGeneration += 1;
      resultCache.clear();
      // A few new jobs (an ad published) extend the cached keyword matches; anything else (an
      // edit, an expiry, a bulk import) starts them again.
      if (
        inserted === undefined ||
        inserted.length > maxPatchedInserts ||
        !patchMatches(inserted)
      ) {
        matchCache.clear();
      }
      if (inserted !== undefined) countInserted(inserted, versionBefore);
    }
  }

  /**
   * The new jobs' text in a scratch in-memory full-text index (the same tokenizer and columns),
   * so every cached keyword expression is asked of a few jobs instead of the whole index again
   * (FTS5 cannot cheaply restrict a broad word to a few rowids: `manager AND rowid >= n` still
   * walks most of its entries). False when the matches could not be extended.
   */
  let scratch:
    | {
        db: Database.Database;
        insert: Database.Statement<[number, ...string[]]>;
        insertTitle: Database.Statement<[number, string]>;
        match: Database.Statement<[string], { docs: string | null }>;
        matchTitle: Database.Statement<[string], { docs: string | null }>;
      }
    | undefined;
  const selectInserted = db.prepare<[number], { data: string; description_html: string }>(
    'SELECT data, description_html FROM jobs WHERE doc = ?',
  );
  const matchScoredSince = db.prepare<
    [string, number],
    { docs: string | null; scores: string | null }
  >(
    `SELECT group_concat(doc) AS docs, group_concat(score) AS scores FROM (
       SELECT rowid AS doc, CAST(bm25(jobs_fts, ${fieldWeights.join(', ')}) * -1000000 AS INTEGER) AS score
       FROM jobs_fts WHERE jobs_fts MATCH ? AND rowid >= ? LIMIT -1)`,
  );

  function patchMatches(docs: readonly number[]): boolean {
    // Nothing cached (the web's writer connection, whose reads run in the pool): nothing to do.
    if (matchCache.size === 0) return true;
    try {
      if (scratch === undefined) {
        const scratchDb = new Database(':memory:');
        scratchDb.exec(`
          CREATE VIRTUAL TABLE docs USING fts5 (title, company, classification, summary, selling_points, description, tokenize = 'porter unicode61 remove_diacritics 2');
          CREATE VIRTUAL TABLE titles USING fts5 (title, tokenize = 'porter unicode61 remove_diacritics 2');
        `);
        scratch = {
          db: scratchDb,
          insert: scratchDb.prepare(
            'INSERT INTO docs (rowid, title, company, classification, summary, selling_points, description) VALUES (?, ?, ?, ?, ?, ?, ?)',
          ),
          insertTitle: scratchDb.prepare('INSERT INTO titles (rowid, title) VALUES (?, ?)'),
          match: scratchDb.prepare(
            'SELECT group_concat(rowid) AS docs FROM docs WHERE docs MATCH ?',
          ),
          matchTitle: scratchDb.prepare(
            'SELECT group_concat(rowid) AS docs FROM titles WHERE titles MATCH ?',
          ),
        };
      }
      const { db: scratchDb, insert, insertTitle, match, matchTitle } = scratch;
      scratchDb.exec('DELETE FROM docs; DELETE FROM titles;');
      for (const doc of docs) {
        const row = selectInserted.get(doc);
        if (row === undefined) return false;
        const data = JSON.parse(row.data) as Omit<JobInput, 'descriptionHtml'>;
        const columns = ftsColumns({ ...data, descriptionHtml: row.description_html });
        insert.run(doc, ...columns);
        insertTitle.run(doc, columns[0]);
      }
      const append = (old: Int32Array, more: Int32Array) => {
        const docsNow = new Int32Array(old.length + more.length);
        docsNow.set(old);
        docsNow.set(more, old.length);
        return docsNow;
      };
      // A match set read just after another connection's commit may hold a new doc already.
      const after = (old: Int32Array, found: Int32Array) =>
        old.length === 0 ? found : found.filter((doc) => doc > old[old.length - 1]!);
      matchCache.patch((key, value) => {
        const expression = key.slice(2);
        const kind = key[0];
        const found = after(
          value.docs,
          parseIntegerList((kind === 't' ? matchTitle : match).get(expression)?.docs ?? null),
        );
        if (found.length === 0) return value;
        if (kind !== 'r') return { docs: append(value.docs, found), scores: undefined };
        const scores = value.scores!;
        if (value.docs.length <= exactRankLimit) {
          // Ranked by bm25: the new matches' scores from the real index (a narrow expression,
          // so its entries past `first` are few); a set that outgrows exact ranking is dropped.
          if (value.docs.length + found.length > exactRankLimit) return undefined;
          const row = matchScoredSince.get(expression, found[0]!);
          const more = parseIntegerList(row?.docs ?? null);
          const moreScores = Float32Array.from(parseIntegerList(row?.scores ?? null));
          if (more.length !== found.length) return undefined;
          const allScores = new Float32Array(scores.length + moreScores.length);
          allScores.set(scores);
          allScores.set(moreScores, scores.length);
          return { docs: append(value.docs, more), scores: allScores };
        }
        // Title-first ranking: title matches score by title length, the others 0 (by date).
        const inTitle = new Set(parseIntegerList(matchTitle.get(expression)?.docs ?? null));
        const allScores = new Float32Array(scores.length + found.length);
        allScores.set(scores);
        found.forEach((doc, i) => {
          allScores[scores.length + i] = inTitle.has(doc)
            ? 100_000 / (1 + index.titleWords[doc]!)
            : 0;
        });
        return { docs: append(value.docs, found), scores: allScores };
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The docs of one classification, for similar jobs: a pass over the whole index (3 ms at 300 000
   * jobs) once per index change instead of on every job page.
   */
  const classificationDocs = new Map<number, { generation: number; docs: Int32Array }>();
  function docsOfClassification(classification: number): Int32Array {
    const cached = classificationDocs.get(classification);
    if (cached !== undefined && cached.generation === indexGeneration) return cached.docs;
    const found: number[] = [];
    for (let doc = 0; doc < index.end; doc += 1) {
      if (index.classification[doc] === classification && index.present[doc] === 1) found.push(doc);
    }
    const docs = Int32Array.from(found);
    classificationDocs.set(classification, { generation: indexGeneration, docs });
    return docs;
  }

  /** Positions (in `places`) of every place in a region, by region id; places never change. */
  const regionPlaces = new Map<string, Set<number>>();
  function placesOfRegion(regionId: string): Set<number> {
    let positions = regionPlaces.get(regionId);
    if (positions === undefined) {
      positions = new Set(places.flatMap((p, i) => (regionOf(p)?.id === regionId ? [i] : [])));
      regionPlaces.set(regionId, positions);
    }
    return positions;
  }

  /** Picks up writes by other connections (the importer CLI) before answering. */
  function sync() {
    const version = selectDataVersion.get()!;
    if (version !== dataVersion) {
      dataVersion = version;
      applyChanges();
    }
  }

  // Load the index: one pass over the table.
  const count = (db.prepare('SELECT max(doc) AS n FROM jobs').get() as { n: number | null }).n ?? 0;
  index.reserve(count);
  applyChanges();
  lastRevision = Math.max(lastRevision, selectRevision.get()?.value ?? 0);

  /** Open `transaction` calls: the index takes their writes once the outermost commits. */
  let transactionDepth = 0;
  function indexWrites() {
    if (transactionDepth === 0) applyChanges();
  }

  function transaction<T>(fn: () => T): T {
    transactionDepth += 1;
    let result: T;
    try {
      result = db.transaction(fn)();
    } finally {
      transactionDepth -= 1;
    }
    indexWrites();
    return result;
  }

  function expireSync(target: readonly string[] | Date) {
    let changes = 0;
    db.transaction(() => {
      const revision = bumpRevision.get()!.value;
      if (target instanceof Date) changes = expireBefore.run(revision, target.getTime()).changes;
      else for (const id of target) changes += expireIds.run(revision, id).changes;
    })();
    indexWrites();
    return changes;
  }

  function upsertSync(jobs: readonly JobInput[]) {
    let inserted = 0;
    let updated = 0;
    db.transaction(() => {
      const revision = bumpRevision.get()!.value;
      for (const input of jobs) {
        // Rich and plain text made safe here, on every write, not only by the importer.
        const job = jobSchema.parse(withSafeText(input));
        const { descriptionHtml, ...rest } = job;
        const params = {
          revision,
          id: job.id,
          title: job.title,
          place: job.location.placeId,
          classification: job.classification,
          subClassification: job.subClassification,
          workType: job.workType,
          workArrangement: job.workArrangement,
          salaryMin: job.salary?.min ?? null,
          salaryMax: job.salary?.max ?? null,
          salaryPeriod: job.salary?.period ?? null,
          listedAt: Date.parse(job.listedAt),
          validThrough: Date.parse(job.validThrough),
          data: JSON.stringify(rest),
          descriptionHtml,
          companySlug: job.company.slug ?? null,
        };
        const existing = selectDocById.get(job.id);
        let doc: number;
        if (existing) {
          doc = existing.doc;
          updateJob.run({ ...params, doc });
          deleteFts.run(doc);
          deleteTitleFts.run(doc);
          updated += 1;
        } else {
          doc = Number(insertJob.run(params).lastInsertRowid);
          inserted += 1;
        }
        insertTitleFts.run(doc, job.title);
        insertFts.run(doc, ...ftsColumns(job));
      }
    })();
    indexWrites();
    return { inserted, updated };
  }

  /**
   * A small in-memory full-text index of jobs sampled evenly over the store (same tokenizer), to
   * estimate in microseconds how many jobs hold a word: FTS5 itself can only count a word by
   * walking all its entries, which is the cost being bounded. Statistics, like ANALYZE's: built
   * on the first keyword search and again when the store has grown or shrunk by a quarter.
   */
  let wordSample:
    | {
        documents: number;
        size: number;
        count: Database.Statement<[string], number>;
        close: () => void;
        postings: Map<string, number>;
      }
    | undefined;
  const selectSampleJob = db.prepare<
    [number],
    { title: string; data: string; description_html: string }
  >('SELECT title, data, description_html FROM jobs WHERE doc = ?');

  function keywordCostModel(): KeywordCostModel | undefined {
    const documents = index.end - 1;
    if (documents < costSettings.minDocuments) return undefined;
    if (
      wordSample === undefined ||
      documents > wordSample.documents * 1.25 ||
      documents < wordSample.documents * 0.75
    ) {
      wordSample?.close();
      const sampleDb = new Database(':memory:');
      sampleDb.exec(
        "CREATE VIRTUAL TABLE sample USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2')",
      );
      const insert = sampleDb.prepare<[string]>('INSERT INTO sample (text) VALUES (?)');
      const step = Math.max(1, documents / costSettings.sampleSize);
      let size = 0;
      sampleDb.transaction(() => {
        for (let at = 1; at <= documents; at += step) {
          const row = selectSampleJob.get(Math.floor(at));
          if (!row) continue;
          const data = JSON.parse(row.data) as Omit<JobInput, 'descriptionHtml'>;
          const classification = findClassification(data.classification);
          const sub = findSubClassification(data.subClassification);
          insert.run(
            [
              row.title,
              data.company.name,
              classification?.label ?? '',
              sub?.label ?? '',
              data.summary,
              data.keySellingPoints.join(' '),
              htmlToText(row.description_html),
            ].join('\n'),
          );
          size += 1;
        }
      })();
      wordSample = {
        documents,
        size,
        count: sampleDb
          .prepare<[string], number>('SELECT count(*) FROM sample WHERE sample MATCH ?')
          .pluck(),
        close: () => sampleDb.close(),
        postings: new Map(),
      };
    }
    const sample = wordSample;
    const scale = documents / Math.max(1, sample.size);
    return {
      ...costSettings,
      documents,
      postings(word) {
        let estimate = sample.postings.get(word);
        if (estimate === undefined) {
          let hits = 0;
          try {
            hits = sample.count.get(`"${word.replaceAll('"', '""')}"`) ?? 0;
          } catch {
            hits = 0; // a word FTS5 cannot read costs it nothing either
          }
          estimate = Math.round(hits * scale);
          if (sample.postings.size > 10_000) sample.postings.clear();
          sample.postings.set(word, estimate);
        }
        return estimate;
      },
    };
  }

  function docsMatching(expression: string, titlesOnly = false): Int32Array {
    const key = `${titlesOnly ? 't' : 'd'}:${expression}`;
    const cached = matchCache.get(key);
    if (cached) return cached.docs;
    const statement = titlesOnly ? matchTitleStatement : matchDocsStatement;
    const docs = parseIntegerList(statement.get(expression)?.docs ?? null);
    matchCache.set(key, { docs, scores: undefined });
    return docs;
  }

  /**
   * Keyword matches, with relevance scores when ranked. Up to `exactRankLimit` matches get
   * FTS5's bm25 with field weights. Beyond that, computing bm25 for every match costs more than
   * the page is worth (about 1 µs a match), so broad keywords rank title matches first (shorter
   * titles first, as bm25's length normalisation would) and the other matches by date.
   */
  function candidatesFor(expression: string, ranked: boolean): Candidates {
    const docs = docsMatching(expression);
    if (!ranked) return { docs, scores: undefined };
    const key = `r:${expression}`;
    const cached = matchCache.get(key);
    if (cached) return cached;
    let result: Candidates;
    if (docs.length <= exactRankLimit) {
      const row = matchStatement.get(expression);
      result = {
        docs: parseIntegerList(row?.docs ?? null),
        scores: Float32Array.from(parseIntegerList(row?.scores ?? null)),
      };
    } else {
      const inTitle = docsMatching(expression, true);
      const scores = new Float32Array(docs.length);
      // Both lists are in rowid order: one merge pass.
      for (let i = 0, j = 0; i < docs.length && j < inTitle.length; i += 1) {
        const doc = docs[i]!;
        while (j < inTitle.length && inTitle[j]! < doc) j += 1;
        if (inTitle[j] === doc) scores[i] = 100_000 / (1 + index.titleWords[doc]!);
      }
      result = { docs, scores };
    }
    matchCache.set(key, result);
    return result;
  }

  /** One facet value per taxonomy option, counted in option order. */
  const optionFacets = (
    taxonomy: readonly { id: string; label: string }[],
    optionCounts: ArrayLike<number>,
    chosen: readonly string[],
  ): FacetValue[] =>
    taxonomy.map((option, i) => ({
      value: option.id,
      label: option.label,
      count: optionCounts[i]!,
      selected: chosen.includes(option.id),
    }));

  const facetList = (
    group: FacetGroup,
    query: JobSearchQuery,
    counts: ReturnType<typeof evaluate>['counts'],
  ): FacetValue[] => {
    switch (group) {
      case 'classification':
        return optionFacets(classifications, counts.classification, query.classifications);
      case 'subClassification':
        return subClassificationList.flatMap((sub, i) => {
          const parent = sub.id.slice(0, sub.id.indexOf('.'));
          const selected = query.subClassifications.includes(sub.id);
          if (!selected && !query.classifications.includes(parent)) return [];
          return [
            { value: sub.id, label: sub.label, count: counts.subClassification[i]!, selected },
          ];
        });
      case 'workType':
        return optionFacets(workTypes, counts.workType, query.workTypes);
      case 'workArrangement':
        return optionFacets(workArrangements, counts.workArrangement, query.workArrangements);
      case 'salary':
        return salaryBands[query.salaryType].map((band, i) => ({
          value: String(band),
          label: salaryFacetLabel(band, query.salaryType),
          count: counts.salary[i]!,
          selected: query.salaryMin === band,
        }));
      case 'dateRange':
        return dateRanges.map((range, i) => ({
          value: range.id,
          label: range.label,
          count: counts.dateRange[i]!,
          selected: query.dateRange === range.days,
        }));
    }
  };

  const store: SqliteJobStore = {
    db,

    clearCache() {
      matchCache.clear();
      resultCache.clear();
    },

    upsertSync,
    expireSync,
    transaction,

    async search(query, searchOptions: SearchOptions = {}): Promise<JobSearchResult> {
      sync();
      const nowMs = (searchOptions.now ?? new Date()).getTime();
      const pageSize = Math.min(
        maxPageSize,
        Math.max(1, Math.floor(searchOptions.pageSize ?? defaultPageSize)),
      );
      const listedAfterMs = searchOptions.listedAfter?.getTime();
      if (listedAfterMs !== undefined && Number.isNaN(listedAfterMs)) {
        throw new RangeError('search: listedAfter is not a valid date');
      }
      const excludeIds = [...new Set(searchOptions.excludeIds ?? [])].sort();
      const companySlug = searchOptions.companySlug;
      const cacheKey = `${pageSize}:${listedAfterMs ?? ''}:${companySlug ?? ''}:${JSON.stringify(query)}${excludeIds.length === 0 ? '' : `:-${JSON.stringify(excludeIds)}`}`;
      const cached = resultCache.get(cacheKey);
      if (cached && cached.at <= nowMs && nowMs < cached.until)
        return structuredClone(cached.result);
      const ignored: IgnoredParam[] = [];
      let where: Place | 'remote' | undefined;
      if (query.where !== '') {
        where = resolvePlace(query.where, nowMs);
        if (where === undefined) {
          ignored.push({
            param: 'where',
            value: query.where,
            message: `Ignored location "${query.where}": no such place`,
          });
        }
      }
      const bounded = boundKeywords(
        parseKeywords(query.keywords),
        keywordLimits,
        query.keywords === '' ? undefined : keywordCostModel(),
      );
      const simplified = simplifiedMessage(bounded.notes);
      if (simplified !== undefined) {
        ignored.push({ param: 'keywords', value: query.keywords, message: simplified });
      }
      const keywords = toFtsExpressions(bounded.query);
      const ranked = query.sortMode === 'relevance';
      let candidates: Candidates | undefined;
      let excluded: Uint8Array | undefined;
      try {
        if (keywords.include !== undefined) {
          candidates = candidatesFor(keywords.include, ranked);
        }
        if (keywords.exclude !== undefined) {
          const out = docsMatching(keywords.exclude);
          excluded = new Uint8Array(index.end);
          for (const doc of out) if (doc < excluded.length) excluded[doc] = 1;
        }
      } catch (error) {
        // Every term is quoted, so FTS5 should accept any input; if it still refuses, the
        // page shows the search without its keywords rather than an error.
        if (!(error instanceof Database.SqliteError)) throw error;
        candidates = undefined;
        excluded = undefined;
        ignored.push({
          param: 'keywords',
          value: query.keywords,
          message: `Ignored keywords "${query.keywords}": they could not be searched`,
        });
      }
      // An organisation's jobs are few: without keywords they are the candidates (an index
      // range), not a pass over every job; with keywords the index's codes filter the matches.
      const companyCode = companySlug === undefined ? undefined : index.companyCode(companySlug);
      if (companySlug !== undefined && candidates === undefined && keywords.include === undefined) {
        candidates = {
          docs: parseIntegerList(companyDocsStatement.get(companySlug)?.docs ?? null),
          scores: undefined,
        };
      }
      if (excludeIds.length > 0) {
        excluded ??= new Uint8Array(index.end);
        for (const id of excludeIds) {
          const doc = selectDocById.get(id)?.doc;
          if (doc !== undefined && doc < excluded.length) excluded[doc] = 1;
        }
      }
      // The parser caps pages; a query built by hand is capped here too.
      const page = Math.min(maxPage, Math.max(1, Math.floor(query.page) || 1));
      const evaluation = evaluate(
        index,
        candidates,
        excluded,
        { ...query, page },
        where,
        nowMs,
        pageSize,
        listedAfterMs,
        companyCode,
      );
      const facets = {} as Record<FacetGroup, FacetValue[]>;
      for (const group of [
        'classification',
        'subClassification',
        'workType',
        'workArrangement',
        'salary',
        'dateRange',
      ] as const) {
        facets[group] = facetList(group, query, evaluation.counts);
      }
      const result: JobSearchResult = {
        jobs: cardsByDoc(evaluation.pageDocs),
        total: evaluation.total,
        page,
        pageSize,
        pageCount: Math.ceil(evaluation.total / pageSize),
        facets,
        where: where === undefined ? null : where === 'remote' ? remoteWhere : where.label,
        ignored,
        suggestion:
          evaluation.total === 0 && keywords.include !== undefined
            ? spellingSuggestion(query.keywords)
            : null,
      };
      resultCache.set(cacheKey, {
        result: structuredClone(result),
        at: nowMs,
        until: Math.min(evaluation.firstExpiry, nowMs + resultTtlMs),
      });
      return result;
    },

    async getJob(id, getOptions = {}) {
      const row = selectJob.get(id);
      if (!row) return undefined;
      const nowMs = (getOptions.now ?? new Date()).getTime();
      const data = JSON.parse(row.data) as Omit<JobInput, 'descriptionHtml'>;
      return {
        ...data,
        descriptionHtml: row.description_html,
        status: row.expired === 1 || row.valid_through <= nowMs ? 'expired' : 'active',
      } satisfies Job;
    },

    async similarJobs(job, limit = 5, similarOptions = {}) {
      sync();
      const nowMs = (similarOptions.now ?? new Date()).getTime();
      const place = placeById(job.location.placeId);
      const region = place ? regionOf(place) : undefined;
      const regionMask = region ? placesOfRegion(region.id) : new Set<number>();
      const classification = classifications.findIndex((c) => c.id === job.classification);
      const sub = subClassificationList.findIndex((s) => s.id === job.subClassification);
      const best: { doc: number; score: number }[] = [];
      const self = selectDocById.get(job.id)?.doc;
      for (const doc of docsOfClassification(classification)) {
        if (doc === self || !index.isActive(doc, nowMs)) continue;
        const score =
          (index.subClassification[doc] === sub ? 2 : 0) +
          (regionMask.has(index.place[doc]!) ? 1 : 0) +
          index.listedAt[doc]! / 1e14;
        if (best.length < limit || score > best.at(-1)!.score) {
          best.push({ doc, score });
          best.sort((a, b) => b.score - a.score);
          if (best.length > limit) best.pop();
        }
      }
      return cardsByDoc(best.map((entry) => entry.doc));
    },

    async suggestPlaces(prefix, limit = 8, suggestOptions = {}) {
      sync();
      const text = normalisePlaceText(prefix);
      if (text === '') return [];
      const now = (suggestOptions.now ?? new Date()).getTime();
      const counts = activeCounts(now).places;
      // A postcode suggests its places, busiest first.
      const postcodePlaces = /^\d{4}$/.test(text) ? placesNamed(text) : [];
      const ranked =
        postcodePlaces !== 'remote' && postcodePlaces.length > 0
          ? postcodePlaces
              .map((place) => ({ place, count: counts[placePosition.get(place.id)!]! }))
              .sort((a, b) => b.count - a.count || b.place.population - a.place.population)
          : placesStartingWith(text, now);
      const matches: PlaceSuggestion[] = ranked.slice(0, limit).map(({ place, count: live }) => ({
        id: place.id,
        kind: place.kind,
        label: place.label,
        within: place.within,
        count: live,
      }));
      if ('remote'.startsWith(text)) {
        const remote = activeCounts(now).remote;
        matches.unshift({
          id: 'remote',
          kind: 'remote',
          label: remoteWhere,
          within: 'Work from anywhere',
          count: remote,
        });
      }
      return matches.slice(0, limit);
    },

    async suggestKeywords(prefix, limit = 8) {
      sync();
      const text = titleKey(prefix);
      if ([...text].length < minKeywordSuggestionPrefix) return [];
      if (!rankedTitles || rankedTitles.version !== index.version) {
        const ids = index.titles.map((_, i) => i).filter((i) => index.titleCounts[i]! > 0);
        ids.sort((a, b) => index.titleCounts[b]! - index.titleCounts[a]!);
        rankedTitles = { version: index.version, ids };
      }
      const starts: KeywordSuggestion[] = [];
      const inside: KeywordSuggestion[] = [];
      for (const id of rankedTitles.ids) {
        const key = titleKey(index.titles[id]!);
        if (key.startsWith(text)) {
          starts.push({ text: index.titles[id]!, count: index.titleCounts[id]! });
          if (starts.length >= limit) break;
        } else if (inside.length < limit && key.includes(` ${text}`)) {
          inside.push({ text: index.titles[id]!, count: index.titleCounts[id]! });
        }
      }
      return [...starts, ...inside].slice(0, limit);
    },

    async upsert(jobs) {
      return upsertSync(jobs);
    },

    async expire(target) {
      return expireSync(target);
    },

    async countByClassification(countOptions = {}) {
      sync();
      const counts = activeCounts((countOptions.now ?? new Date()).getTime()).classification;
      return classifications
        .map((c, i): ClassificationCount => ({ value: c.id, label: c.label, count: counts[i]! }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    },

    async countActive(countOptions = {}) {
      return countActiveJobs.get((countOptions.now ?? new Date()).getTime())?.total ?? 0;
    },

    async listActive(offset, limit, listOptions = {}) {
      if (!Number.isSafeInteger(offset) || offset < 0) {
        throw new RangeError(`listActive: offset must be a whole number >= 0, got ${offset}`);
      }
      if (!Number.isSafeInteger(limit) || limit < 1) {
        throw new RangeError(`listActive: limit must be a whole number >= 1, got ${limit}`);
      }
      const nowMs = (listOptions.now ?? new Date()).getTime();
      return selectActivePage.all(nowMs, limit, offset).map((row) => ({
        id: row.id,
        listedAt: new Date(row.listed_at).toISOString(),
      }));
    },

    async ping() {
      db.prepare('SELECT 1').get();
    },

    async close() {
      wordSample?.close();
      wordSample = undefined;
      scratch?.db.close();
      scratch = undefined;
      if (db.open) db.close();
    },
  };
  return store;
}

/** More new jobs than this at once (an import) start the keyword caches again instead. */
const maxPatchedInserts = 64;

/** A job's full-text columns: title, company, classification, summary, selling points, text. */
function ftsColumns(job: JobInput): [string, string, string, string, string, string] {
  const classification = findClassification(job.classification);
  const sub = findSubClassification(job.subClassification);
  return [
    job.title,
    job.company.name,
    `${classification?.label ?? ''} ${sub?.label ?? ''}`,
    job.summary,
    job.keySellingPoints.join(' '),
    htmlToText(job.descriptionHtml),
  ];
}

const remoteIndex = workArrangements.findIndex((a) => a.id === 'remote');
/** A where text shorter than this resolves only when it names a place exactly. */
const minPartialPlace = 2;
const normalisedNames = places.map((place) => [
  ...new Set([place.name, place.label].map(normalisePlaceText)),
]);
