import type Database from 'better-sqlite3';
import type { JobCard } from '../../model/job.ts';
import { statementPerLength } from './cards.ts';
import type { FacetColumns } from './facetColumns.ts';

const dayMs = 86_400_000;

interface SharedRow {
  doc: number;
  fingerprint: string;
}
/** A job listed within this long of the same job's end is a repost. */
export const repostWindowMs = 30 * dayMs;

/**
 * Reposts and duplicates, from each job's fingerprint (`jobFingerprint`): the other places of
 * the job a card stands for, whether it is a repost, and the docs that share a job's fingerprint.
 * Lookups by the fingerprint index, for a page's cards only: one for the page, which finds the
 * few cards whose fingerprint another job shares, then two for each of those.
 */
export function duplicateReader(db: Database.Database, index: FacetColumns) {
  const fingerprintOf = db
    .prepare<[number], string>('SELECT fingerprint FROM jobs WHERE doc = ?')
    .pluck();
  const members = db.prepare<[string, number], { doc: number; id: string; label: string }>(
    `SELECT doc, id, json_extract(data, '$.location.label') AS label FROM jobs
     WHERE fingerprint = ? AND expired = 0 AND valid_through > ? ORDER BY doc`,
  );
  const sameFingerprint = db
    .prepare<[string], number>('SELECT doc FROM jobs WHERE fingerprint = ?')
    .pluck();
  // The latest end (a close, or `validThrough` passing) of another job with the fingerprint
  // that had ended by the time this one was listed.
  const lastEnd = db
    .prepare<[string, number, number, number], number | null>(
      `SELECT max(CASE WHEN expired = 1 THEN coalesce(ended_at, valid_through) ELSE valid_through END)
       FROM jobs WHERE fingerprint = ? AND doc != ?
         AND ((expired = 1 AND coalesce(ended_at, valid_through) <= ?) OR valid_through <= ?)`,
    )
    .pluck();

  /** The rows of those of the docs whose fingerprint another job (live or not) has too. */
  const sharedRows = statementPerLength<SharedRow>(
    db,
    (placeholders) =>
      `SELECT doc, fingerprint FROM jobs AS job
       WHERE doc IN (${placeholders}) AND fingerprint != ''
         AND EXISTS (SELECT 1 FROM jobs AS other
                     WHERE other.fingerprint = job.fingerprint AND other.doc != job.doc)`,
  );

  /** Every doc with the same fingerprint as `doc` (itself included). */
  function docsLike(doc: number): number[] {
    const fingerprint = fingerprintOf.get(doc);
    return fingerprint === undefined || fingerprint === ''
      ? [doc]
      : sameFingerprint.all(fingerprint);
  }

  /**
   * The cards of `docs` (in order) with `reposted` and `alsoIn`: the other live places of a
   * grouped job, leaving out jobs the search excluded.
   */
  function withDuplicates(
    cards: JobCard[],
    docs: readonly number[],
    nowMs: number,
    excluded: Uint8Array | undefined,
  ): JobCard[] {
    // A job alone with its fingerprint is neither a repost nor in other places.
    const shared = new Map(sharedRows(docs).map((row) => [row.doc, row.fingerprint]));
    return cards.map((card, i) => {
      const doc = docs[i]!;
      const fingerprint = shared.get(doc);
      if (fingerprint === undefined) return card;
      let result = card;
      const listedAt = index.listedAt[doc]!;
      const ended = lastEnd.get(fingerprint, doc, listedAt, listedAt);
      if (ended !== null && ended !== undefined && listedAt - ended <= repostWindowMs) {
        result = { ...result, reposted: true };
      }
      if (index.isGrouped(doc)) {
        const others = members
          .all(fingerprint, nowMs)
          .filter((member) => member.doc !== doc && excluded?.[member.doc] !== 1)
          .map((member) => ({ id: member.id, locationLabel: member.label }));
        if (others.length > 0) result = { ...result, alsoIn: others };
      }
      return result;
    });
  }

  return { docsLike, withDuplicates };
}
