import { FacetColumns, type FacetImage } from './facetColumns.ts';
import { revisionOf, toIndexRow, type Statements } from './statements.ts';

/** More new jobs than this at once (an import) start the keyword caches again instead. */
export const maxPatchedInserts = 64;

/**
 * The in-memory index of the jobs table, loaded in one pass and kept current by revision: each
 * write bumps the revision, and `sync` (before every read) reads only the rows changed since,
 * once `PRAGMA data_version` says another connection committed. `onChange` hears of every
 * change: `inserted` lists the new docs when that is all that changed (and they are few), else
 * it is undefined; `versionBefore` is the index version before the change.
 */
export function followJobs(
  statements: Statements,
  onChange: (inserted: number[] | undefined, versionBefore: number) => void,
) {
  const index = new FacetColumns((fingerprint) => statements.fingerprintDocs.all(fingerprint));
  let lastRevision = 0;
  let dataVersion = statements.dataVersion.get()!;
  /** Moves whenever the index changes: what is derived from it is rebuilt then. */
  let generation = 0;

  /** Takes every row written since the last call into the index; returns how many it read. */
  function applyChanges(): number {
    let changed = false;
    let rows = 0;
    // Jobs new to the index (their docs lie past its end), while nothing else changed.
    let inserted: number[] | undefined = [];
    const versionBefore = index.version;
    for (const raw of statements.selectChanged.iterate(lastRevision)) {
      const row = toIndexRow(raw);
      if (
        inserted !== undefined &&
        row.doc >= index.end &&
        row.expired === 0 &&
        inserted.length < maxPatchedInserts
      ) {
        inserted.push(row.doc);
      } else inserted = undefined;
      index.set(row);
      lastRevision = Math.max(lastRevision, revisionOf(raw));
      changed = true;
      rows += 1;
    }
    if (changed) {
      generation += 1;
      onChange(inserted, versionBefore);
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
