import Database from 'better-sqlite3';
import type { JobInput } from '../../model/job.ts';
import { findClassification, findSubClassification } from '../../model/taxonomy.ts';
import { htmlToText } from '../../model/text.ts';
import type { KeywordCostModel } from '../keywords.ts';
import type { FacetColumns } from './facetColumns.ts';
import type { Statements } from './statements.ts';

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
  /** Index entries bm25 ranking may walk (`KeywordCostModel.exactRankWalk`). */
  exactRankWalk: number;
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
  // FTS5 walks 15-30 million entries a second here: bm25 over 250 000 entries takes 10-20 ms. A
  // few matches of broad words (`project manager customer service`) cost 80-100 ms to score.
  exactRankWalk: 250_000,
};

interface WordSample {
  documents: number;
  size: number;
  count: Database.Statement<[string], number>;
  close: () => void;
  postings: Map<string, number>;
}

/** The text of every sampled job in one column, in an in-memory FTS5 index (same tokenizer). */
function buildWordSample(
  selectText: Statements['selectText'],
  documents: number,
  sampleSize: number,
): WordSample {
  const sampleDb = new Database(':memory:');
  sampleDb.exec(
    "CREATE VIRTUAL TABLE sample USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2')",
  );
  const insert = sampleDb.prepare<[string]>('INSERT INTO sample (text) VALUES (?)');
  const step = Math.max(1, documents / sampleSize);
  let size = 0;
  sampleDb.transaction(() => {
    for (let at = 1; at <= documents; at += step) {
      const row = selectText.get(Math.floor(at));
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
  return {
    documents,
    size,
    count: sampleDb
      .prepare<[string], number>('SELECT count(*) FROM sample WHERE sample MATCH ?')
      .pluck(),
    close: () => sampleDb.close(),
    postings: new Map(),
  };
}

/**
 * How much a keyword search costs, for `boundKeywords`: a small in-memory full-text index of jobs
 * sampled evenly over the store estimates in microseconds how many jobs hold a word (FTS5 itself
 * can only count a word by walking all its entries, which is the cost being bounded).
 * Statistics, like ANALYZE's: built on the first keyword search and again when the store has
 * grown or shrunk by a quarter. Undefined below `minDocuments` jobs: every search is cheap.
 */
export function keywordCostEstimator(
  index: FacetColumns,
  selectText: Statements['selectText'],
  settings: KeywordCostSettings,
) {
  let wordSample: WordSample | undefined;

  /**
   * The sample for the store as it is (built again once it has grown or shrunk by a quarter);
   * undefined below `minDocuments` jobs, where every search is cheap.
   */
  function currentSample(): WordSample | undefined {
    const documents = index.end - 1;
    if (documents < settings.minDocuments) return undefined;
    if (
      wordSample === undefined ||
      documents > wordSample.documents * 1.25 ||
      documents < wordSample.documents * 0.75
    ) {
      wordSample?.close();
      wordSample = buildWordSample(selectText, documents, settings.sampleSize);
    }
    return wordSample;
  }

  /** Builds the sample now if the next search would: how many jobs it holds (0: none needed). */
  function prepare(): number {
    return currentSample()?.size ?? 0;
  }

  function costModel(): KeywordCostModel | undefined {
    const sample = currentSample();
    if (sample === undefined) return undefined;
    const documents = index.end - 1;
    const scale = documents / Math.max(1, sample.size);
    return {
      ...settings,
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

  function close() {
    wordSample?.close();
    wordSample = undefined;
  }

  return { costModel, prepare, close };
}
