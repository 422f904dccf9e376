import type Database from 'better-sqlite3';
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
 * Reads the cards of some docs in the order given (a doc no longer stored is left out), with
 * one statement per number of docs, prepared on first use.
 */
export function cardReader(db: Database.Database) {
  const statements = new Map<number, Database.Statement<number[], { doc: number; data: string }>>();
  return function cardsByDoc(docs: readonly number[]): JobCard[] {
    if (docs.length === 0) return [];
    let statement = statements.get(docs.length);
    if (!statement) {
      statement = db.prepare(
        `SELECT doc, data FROM jobs WHERE doc IN (${docs.map(() => '?').join(',')})`,
      );
      statements.set(docs.length, statement);
    }
    const byDoc = new Map(statement.all(...docs).map((row) => [row.doc, row.data]));
    return docs.flatMap((doc) => {
      const data = byDoc.get(doc);
      return data === undefined ? [] : [cardOf(JSON.parse(data) as JobInput)];
    });
  };
}
