import type Database from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { JobCard, JobInput } from '../../model/job.ts';
import {
  findClassification,
  findSubClassification,
  labelOf,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';

/** What a result card shows of a job (`salaryLabel` null when the salary is hidden). */
export function cardOf(job: JobInput): JobCard {
  const sub = findSubClassification(job.subClassification);
  return {
    id: job.id,
    title: job.title,
    companyName: job.company.name,
    companySlug: job.company.slug ?? null,
    verifiedEmployer: job.verifiedEmployer === true,
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

/**
 * A statement over a list of docs (`IN (?, ?, ...)`), one per number of docs, each prepared on
 * first use: `sql` gets the placeholders.
 */
export function statementPerLength<Row>(
  db: Database.Database,
  sql: (placeholders: string) => string,
) {
  const statements = new Map<number, Database.Statement<number[], Row>>();
  return (docs: readonly number[]): Row[] => {
    if (docs.length === 0) return [];
    let statement = statements.get(docs.length);
    if (statement === undefined) {
      statement = db.prepare<number[], Row>(sql(docs.map(() => '?').join(',')));
      statements.set(docs.length, statement);
    }
    return statement.all(...docs);
  };
}

/**
 * Cards a reader keeps (about 1 KB each, so at most about 17 MB): a results page made again after
 * a write reads only the cards it lacks.
 */
const keptCards = 16_384;

/**
 * Reads the cards of some docs in the order given (a doc no longer stored is left out), keeping
 * the last `keptCards` read: a job's card changes only when its row is written again, so the store
 * calls `clear` whenever rows other than new jobs change.
 */
export function cardReader(db: Database.Database) {
  const rowsOf = statementPerLength<{ doc: number; data: string }>(
    db,
    (placeholders) => `SELECT doc, data FROM jobs WHERE doc IN (${placeholders})`,
  );
  const kept = new LRUCache<number, JobCard>({ max: keptCards });
  function cardsByDoc(docs: readonly number[]): JobCard[] {
    const missing = docs.filter((doc) => !kept.has(doc));
    for (const row of rowsOf(missing)) kept.set(row.doc, cardOf(JSON.parse(row.data) as JobInput));
    return docs.flatMap((doc) => {
      const card = kept.get(doc);
      // A copy: the caller may add to it.
      return card === undefined ? [] : [{ ...card }];
    });
  }
  return Object.assign(cardsByDoc, { clear: () => kept.clear() });
}
