import type Database from 'better-sqlite3';
import { companyKeyOf } from '../../model/company.ts';
import { jobFingerprint } from '../../model/fingerprint.ts';
import { jobSchema, type JobInput } from '../../model/job.ts';
import { withSafeText } from '../../model/jobText.ts';
import { htmlToText } from '../../model/text.ts';
import { ftsColumns } from './ftsColumns.ts';
import type { Statements } from './statements.ts';

/**
 * The jobs row's columns for a valid, cleaned job, written at `revision` (`descriptionText`: the
 * description's `htmlToText`, which the full-text row uses too).
 */
function rowOf(job: JobInput, revision: number, descriptionText: string) {
  const { descriptionHtml, ...rest } = job;
  return {
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
    companyKey: companyKeyOf(job.company),
    fingerprint: jobFingerprint(job, descriptionText),
    verifiedEmployer: job.verifiedEmployer === true ? 1 : 0,
    existingVacancy: job.existingVacancy === true ? 1 : 0,
  };
}

/**
 * The store's writes: each one transaction that bumps the revision the in-memory index follows,
 * then `afterWrite` (which brings the index up to date unless a caller's transaction is open).
 */
export function jobWriter(db: Database.Database, statements: Statements, afterWrite: () => void) {
  const s = statements;

  /** Inserts or replaces jobs by id (all or nothing), their text made safe on every write. */
  function upsertSync(jobs: readonly JobInput[]) {
    let inserted = 0;
    let updated = 0;
    db.transaction(() => {
      const revision = s.bumpRevision.get()!.value;
      for (const input of jobs) {
        // Rich and plain text made safe here, on every write, not only by the importer.
        const job = jobSchema.parse(withSafeText(input));
        const descriptionText = htmlToText(job.descriptionHtml);
        const params = rowOf(job, revision, descriptionText);
        const existing = s.selectDocById.get(job.id);
        let doc: number;
        if (existing) {
          doc = existing.doc;
          s.updateJob.run({ ...params, doc });
          s.deleteFts.run(doc);
          s.deleteTitleFts.run(doc);
          updated += 1;
        } else {
          doc = Number(s.insertJob.run(params).lastInsertRowid);
          inserted += 1;
        }
        s.insertTitleFts.run(doc, job.title);
        s.insertFts.run(doc, ...ftsColumns(job, descriptionText));
      }
    })();
    afterWrite();
    return { inserted, updated };
  }

  /** Expires jobs by id, or every job whose `validThrough` is at or before a date. */
  function expireSync(target: readonly string[] | Date) {
    let changes = 0;
    db.transaction(() => {
      const revision = s.bumpRevision.get()!.value;
      if (target instanceof Date) changes = s.expireBefore.run(revision, target.getTime()).changes;
      else {
        const endedAt = Date.now();
        for (const id of target) changes += s.expireIds.run(revision, endedAt, id).changes;
      }
    })();
    afterWrite();
    return changes;
  }

  return { upsertSync, expireSync };
}
