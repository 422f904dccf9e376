import { createHash } from 'node:crypto';

import Database from 'better-sqlite3';

import { places } from '../../model/places.ts';
import {
  classifications,
  hoursPerYear,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';
import type { FacetColumn, FacetImage } from './facetColumns.ts';
import type { followJobs } from './indexFollower.ts';
import type { Statements } from './statements.ts';

const { SqliteError } = Database;

// The in-memory index kept in the database it indexes (table `index_image`, one row per column
// and a header), so a node that restarts reads a few blobs and the rows changed since, instead of
// every row (seconds at a million jobs). Kept in the same file, the image cannot meet another
// database: a copy of the file carries its own.

/** Bumped when the image's layout changes: an image of another format is not read. */
const imageFormat = 1;

const columnKinds = {
  Uint8Array,
  Uint16Array,
  Int32Array,
  Float32Array,
  Float64Array,
} as const;
type ColumnKind = keyof typeof columnKinds;

interface ImageHeader {
  format: number;
  /** The schema version (`PRAGMA user_version`) it was written at. */
  schema: number;
  /** The taxonomy and places the codes stand for (`taxonomyDigest`). */
  taxonomy: string;
  /** The store's revision the image holds: rows changed later are read on top of it. */
  revision: number;
  end: number;
  columns: { name: string; kind: ColumnKind }[];
  titles: string[];
  titleCounts: number[];
  companies: string[];
  groups: [string, number][];
  groupSize: number[];
}

let digest: string | undefined;
/** What the index's codes mean: classifications, work types and arrangements, places, bands. */
function taxonomyDigest(): string {
  digest ??= createHash('sha256')
    .update(
      JSON.stringify([
        classifications.map((c) => [c.id, c.subClassifications.map((s) => s.id)]),
        workTypes.map((t) => t.id),
        workArrangements.map((a) => a.id),
        places.map((p) => p.id),
        salaryBands,
        hoursPerYear,
      ]),
    )
    .digest('hex');
  return digest;
}

/** The image's statements, prepared once per store. */
function imageStatements(db: Database.Database) {
  return {
    /** The revision the header says (null: no image, or no readable header). */
    revision: db
      .prepare<[], number | null>(
        "SELECT CASE WHEN json_valid(data) THEN json_extract(data, '$.revision') END FROM index_image WHERE part = 'header'",
      )
      .pluck(),
    header: db.prepare<[], Buffer>("SELECT data FROM index_image WHERE part = 'header'").pluck(),
    columns: db.prepare<[], { part: string; data: Buffer }>(
      "SELECT part, data FROM index_image WHERE part != 'header'",
    ),
    clear: db.prepare('DELETE FROM index_image'),
    insert: db.prepare<[string, Buffer]>('INSERT INTO index_image (part, data) VALUES (?, ?)'),
  };
}
type ImageStatements = ReturnType<typeof imageStatements>;

/** The revision the database's image says it holds (undefined: no image, or no readable header). */
function imageRevision(s: ImageStatements): number | undefined {
  const revision = s.revision.get();
  return typeof revision === 'number' ? revision : undefined;
}

/**
 * The index image the database holds with the revision it is at, or undefined when there is
 * none, it was written by other code (format, schema, taxonomy), it is damaged, or `wanted`
 * turns its header down (its columns are then not read). Run inside the transaction that then
 * reads the rows changed since, so both see one snapshot.
 */
function readImage(
  db: Database.Database,
  s: ImageStatements,
  wanted: (revision: number, end: number) => boolean,
): { image: FacetImage; revision: number } | undefined {
  const headerData = s.header.get();
  if (headerData === undefined) return undefined;
  let header: ImageHeader;
  try {
    header = JSON.parse(headerData.toString('utf8')) as ImageHeader;
  } catch {
    return undefined;
  }
  if (
    header.format !== imageFormat ||
    header.schema !== db.pragma('user_version', { simple: true }) ||
    header.taxonomy !== taxonomyDigest() ||
    !Number.isSafeInteger(header.end) ||
    header.end < 0 ||
    !wanted(header.revision, header.end)
  ) {
    return undefined;
  }
  const parts = new Map(s.columns.all().map((row) => [row.part, row.data]));
  const columns = new Map<string, FacetColumn>();
  for (const { name, kind } of header.columns) {
    const Kind = columnKinds[kind];
    const bytes = parts.get(`column:${name}`);
    if (Kind === undefined || bytes?.byteLength !== header.end * Kind.BYTES_PER_ELEMENT) {
      return undefined;
    }
    // A copy: the blob's bytes need not be aligned for the column's type.
    const column = new Kind(header.end);
    new Uint8Array(column.buffer).set(bytes);
    columns.set(name, column);
  }
  const { end, titles, titleCounts, companies, groups, groupSize } = header;
  return {
    image: { end, columns, titles, titleCounts, companies, groups, groupSize },
    revision: header.revision,
  };
}

/** Replaces the database's index image with this one, of the index at `revision`. */
function writeImage(
  db: Database.Database,
  s: ImageStatements,
  image: FacetImage,
  revision: number,
) {
  const header: ImageHeader = {
    format: imageFormat,
    schema: db.pragma('user_version', { simple: true }) as number,
    taxonomy: taxonomyDigest(),
    revision,
    end: image.end,
    columns: [...image.columns].map(([name, column]) => ({
      name,
      kind: column.constructor.name as ColumnKind,
    })),
    titles: image.titles,
    titleCounts: image.titleCounts,
    companies: image.companies,
    groups: image.groups,
    groupSize: image.groupSize,
  };
  s.clear.run();
  s.insert.run('header', Buffer.from(JSON.stringify(header)));
  for (const [name, column] of image.columns) {
    s.insert.run(
      `column:${name}`,
      Buffer.from(column.buffer, column.byteOffset, column.byteLength),
    );
  }
}

/**
 * Stores this large keep an index image: at a million jobs it loads in under a second against
 * 13 s from every row (`pnpm bench:load`); under 100 000 jobs a load from rows takes about one.
 */
const defaultIndexImageMinDocs = 100_000;
/** An image more than this share of rows behind is not read (every row is, and a new image kept). */
const maxImageLag = 0.25;
/** A store that read more than this share of rows on top of its image keeps a new one. */
const imageRefreshLag = 0.05;

/** How a store's in-memory index was built (`loadIndex`). */
export interface IndexLoad {
  /** `image`: from the index image kept in the database; `rows`: from every row. */
  source: 'image' | 'rows';
  /** Rows read: every row, or those changed since the image. */
  rows: number;
  /** Whether this store wrote a new image afterwards. */
  imageWritten: boolean;
  ms: number;
  /**
   * Jobs sampled for the keyword cost model right after the load, so no search waits for it
   * (0: not asked for, or the store is too small to need one, `keywordCost.minDocuments`). Set by
   * `loadIndex`.
   */
  keywordSample?: number;
}

/**
 * The first load of a store's index: from the database's image when it has a fitting one and the
 * rows changed since, else from every row; then a new image when the store is large enough
 * (`imageMinDocs`; `Infinity`: no image read or kept) and the one kept was missing or behind.
 */
export function indexLoader(
  db: Database.Database,
  statements: Statements,
  follower: ReturnType<typeof followJobs>,
  imageMinDocs = defaultIndexImageMinDocs,
) {
  const { index } = follower;
  const s = imageStatements(db);

  /**
   * Writes the index's image, unless another store on the file has written one as new since this
   * one loaded (the image it had `seen` then, if any, was older or could not be read). False when
   * it did not write (or could not: a read-only file, a busy one).
   */
  function keepImage(seen: number | undefined): boolean {
    try {
      return db
        .transaction(() => {
          const kept = imageRevision(s);
          if (kept !== seen && kept !== undefined && kept >= follower.revision()) return false;
          writeImage(db, s, index.toImage(), follower.revision());
          return true;
        })
        .immediate();
    } catch (error) {
      if (error instanceof SqliteError) return false;
      throw error;
    }
  }

  return function load(): IndexLoad {
    const started = performance.now();
    // One snapshot: the image and the rows changed since it (or the fingerprints the load asks
    // about first and the rows it reads).
    const loaded = db.transaction(() => {
      const seen = imageRevision(s);
      // An image far behind is turned down on its header, before its columns are read.
      const stored =
        imageMinDocs === Number.POSITIVE_INFINITY
          ? undefined
          : readImage(
              db,
              s,
              (revision, end) => statements.countChangedSince.get(revision)! <= end * maxImageLag,
            );
      if (stored !== undefined) {
        const changed = follower.loadImage(stored.image, stored.revision);
        if (changed !== undefined) return { source: 'image' as const, rows: changed, seen };
      }
      return { source: 'rows' as const, rows: follower.load(), seen };
    })();
    const { source, rows } = loaded;
    const stale = source === 'rows' || rows > index.end * imageRefreshLag;
    const imageWritten = stale && index.end >= imageMinDocs && keepImage(loaded.seen);
    return { source, rows, imageWritten, ms: performance.now() - started };
  };
}
