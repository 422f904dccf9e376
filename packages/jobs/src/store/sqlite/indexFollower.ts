import { FacetColumns, type FacetImage } from './facetColumns.ts';
import { revisionOf, toIndexRow, type Statements } from './statements.ts';

/** More new jobs than this at once (an import) start the keyword caches again instead. */
export const maxPatchedInserts = 64;

/** What one batch of rows taken into the index changed. */
export interface IndexChange {
  /**
   * Docs of new, unexpired jobs (past the index's end before the batch); undefined when there
   * were more than `maxPatchedInserts` (an import, a load).
   */
  inserted: number[] | undefined;
  /** Rows that now say expired: their text did not change (`expire` touches nothing else). */
  expired: number;
  /** Other rows of jobs already indexed: written again, their text may have changed. */
  edited: number;
}

/**
 * The in-memory index of the jobs table, loaded in one pass and kept current by revision: each
 * write bumps the revision, and `sync` (before every read) reads only the rows changed since,
 * once `PRAGMA data_version` says another connection committed. `onChange` hears of every batch
 * of changes; `versionBefore` is the index version before it.
 */
export function followJobs(
  statements: Statements,
  onChange: (change: IndexChange, versionBefore: number) => void,
) {
  const index = new FacetColumns((fingerprint) => statements.fingerprintDocs.all(fingerprint));
  let lastRevision = 0;
  let dataVersion = statements.dataVersion.get()!;
  /** Moves whenever the index changes: what is derived from it is rebuilt then. */
  let generation = 0;

  /** Takes every row written since the last call into the index; returns how many it read. */
  function applyChanges(): number {
    let rows = 0;
    const change: IndexChange = { inserted: [], expired: 0, edited: 0 };
    const versionBefore = index.version;
    for (const raw of statements.selectChanged.iterate(lastRevision)) {
      const row = toIndexRow(raw);
      // Every write of a job's text sets `expired = 0`; only `expire` sets it.
      if (row.expired !== 0) change.expired += 1;
      else if (row.doc < index.end) change.edited += 1;
      else if (change.inserted !== undefined && change.inserted.length < maxPatchedInserts) {
        change.inserted.push(row.doc);
      } else change.inserted = undefined;
      index.set(row);
      lastRevision = Math.max(lastRevision, revisionOf(raw));
      rows += 1;
    }
    if (rows > 0) {
      generation += 1;
      onChange(change, versionBefore);
    }
    return rows;
  }

  /** Picks up writes by other connections (the importer CLI) before answering. */
  function sync() {
    const version = statements.dataVersion.get()!;
    if (version !== dataVersion) {
      dataVersion = version;
      applyChanges();
    }
  }

  /** Reads every row into the (empty) index; returns how many. */
  function load(): number {
    index.reserve(statements.maxDoc.get() ?? 0);
    const rows = index.loading(new Set(statements.sharedFingerprints.all()), applyChanges);
    lastRevision = Math.max(lastRevision, statements.selectRevision.get()?.value ?? 0);
    return rows;
  }

  /**
   * Starts the (empty) index from an image of it at `revision` (`indexImage.ts`), then reads the
   * rows changed since: how many, or undefined when the image does not fit (nothing changed).
   */
  function loadImage(image: FacetImage, revision: number): number | undefined {
    if (!index.restore(image)) return undefined;
    lastRevision = revision;
    const rows = applyChanges();
    lastRevision = Math.max(lastRevision, statements.selectRevision.get()?.value ?? 0);
    return rows;
  }

  return {
    index,
    load,
    loadImage,
    applyChanges,
    sync,
    generation: () => generation,
    /** The newest revision the index has taken in: two indexes at the same one hold the same. */
    revision: () => lastRevision,
  };
}
