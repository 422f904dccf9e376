import { placeIndex } from '../../model/places.ts';
import {
  classifications,
  hoursPerYear,
  salaryBands,
  workArrangements,
  workTypes,
} from '../../model/taxonomy.ts';

/** The columns of one job the index keeps (as the jobs table stores them). */
export interface FacetRow {
  doc: number;
  expired: number;
  title: string;
  place: string;
  classification: string;
  subClassification: string;
  workType: string;
  workArrangement: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: string | null;
  listedAt: number;
  validThrough: number;
  /** The posting organisation's slug (ads only). */
  companySlug: string | null;
  /** The posting organisation is a verified employer. */
  verifiedEmployer: boolean;
  /** The organisation's key (`companyKeyOf`): its slug, or its folded name for imported jobs. */
  companyKey: string;
  /** The job's fingerprint (`jobFingerprint`): the same job elsewhere or again shares it. */
  fingerprint: string;
  /** The ad says it is for an existing vacancy (absent: it does not). */
  existingVacancy?: boolean;
}

/** A typed column of the index. */
export type FacetColumn = Uint8Array | Uint16Array | Int32Array | Float32Array | Float64Array;

/**
 * The whole in-memory index as plain data (`FacetColumns.toImage`), so a store can keep it with
 * the database and the next load starts from it instead of reading every row.
 */
export interface FacetImage {
  end: number;
  /** Every typed column by name (`salaryBand.annual` for the nested ones), `end` values each. */
  columns: Map<string, FacetColumn>;
  titles: string[];
  titleCounts: number[];
  /** Organisation keys in code order (code 1 first). */
  companies: string[];
  /** Fingerprint codes (only fingerprints two jobs share have one). */
  groups: [fingerprint: string, code: number][];
  groupSize: number[];
}

export const classificationCodes = new Map(classifications.map((c, i) => [c.id, i]));
export const subClassificationList = classifications.flatMap((c) => c.subClassifications);
export const subClassificationCodes = new Map(subClassificationList.map((s, i) => [s.id, i]));
export const workTypeCodes = new Map<string, number>(workTypes.map((t, i) => [t.id, i]));
export const workArrangementCodes = new Map<string, number>(
  workArrangements.map((a, i) => [a.id, i]),
);
export const remoteCode = workArrangementCodes.get('remote')!;

/**
 * Where each value sits in `FacetColumns.facetBits`: one 32-bit word per job holding every value a
 * search filters and counts by (besides place, pay and dates), so the pass over the matches reads
 * one column for them instead of nine.
 */
export const facetBit = {
  /** 1: stored and unexpired (`present`). */
  present: 1,
  /**
   * The values every filter but classification tests, side by side (sub-classification, work
   * type, arrangement, verified, existing vacancy): `(bits >>> comboShift) & comboMask` is their
   * combination, so a search tests them all with one look-up in a table made for its filters.
   */
  comboShift: 1,
  comboMask: 0x7fff,
  /** Each code's place: `(bits >>> shift) & mask`. */
  subClassificationShift: 1,
  subClassificationMask: 511,
  workTypeShift: 10,
  workTypeMask: 3,
  workArrangementShift: 12,
  workArrangementMask: 3,
  verified: 1 << 14,
  existingVacancy: 1 << 15,
  classificationShift: 16,
  classificationMask: 63,
  /** The highest salary band reached (annual, then hourly): 4 bits each, 15 for none. */
  bandShift: { annual: 22, hourly: 26 },
  noBand: 15,
} as const;
if (
  classifications.length > facetBit.classificationMask ||
  subClassificationList.length > facetBit.subClassificationMask ||
  workTypes.length > facetBit.workTypeMask + 1 ||
  workArrangements.length > facetBit.workArrangementMask + 1 ||
  Math.max(salaryBands.annual.length, salaryBands.hourly.length) > facetBit.noBand
) {
  throw new Error('The taxonomy has outgrown the bits `facetBits` gives each value');
}

/** Lower-cased title with collapsed spaces: how suggestions group titles. */
export function titleKey(title: string): string {
  return title.toLowerCase().replaceAll(/\s+/g, ' ').trim();
}

/**
 * Every job's facet values in typed arrays indexed by its `doc` (the FTS rowid), so filters and
 * facet counts run as one tight pass over the keyword matches instead of SQL joins and GROUP BY.
 * About 40 bytes a job: 40 MB for a million.
 */
export class FacetColumns {
  capacity = 0;
  /** One more than the highest doc seen. */
  end = 0;
  present = new Uint8Array(0);
  classification = new Uint8Array(0);
  subClassification = new Uint16Array(0);
  workType = new Uint8Array(0);
  workArrangement = new Uint8Array(0);
  /** 1 when the posting organisation is a verified employer. */
  verified = new Uint8Array(0);
  /** 1 when the ad is for an existing vacancy. */
  existingVacancy = new Uint8Array(0);
  place = new Uint16Array(0);
  /** Annual equivalents (hourly x 1976); NaN when the job has no salary. */
  salaryMin = new Float32Array(0);
  salaryMax = new Float32Array(0);
  /** Index of the highest salary band the job's maximum reaches, per salary type; 255: none. */
  salaryBand: Record<'annual' | 'hourly', Uint8Array> = {
    annual: new Uint8Array(0),
    hourly: new Uint8Array(0),
  };
  listedAt = new Float64Array(0);
  validThrough = new Float64Array(0);
  titleId = new Int32Array(0);
  /** Words in the title: a short title that contains the keywords is the closer match. */
  titleWords = new Uint8Array(0);
  /** The posting organisation per doc, as a code from `companyCode` (0: none). */
  company = new Int32Array(0);
  private companyCodes = new Map<string, number>();
  /**
   * The job's fingerprint per doc, as a code (0: none); jobs sharing one are one card. Only
   * fingerprints two stored jobs share get a code (with `docsWithFingerprint`): a million
   * fingerprints kept as strings would take about 80 MB per copy of the index.
   */
  group = new Int32Array(0);
  /** Stored, unexpired jobs per fingerprint code: only codes above 1 need collapsing. */
  groupSize: number[] = [0];
  private groupCodes = new Map<string, number>();
  /** While a load runs: the fingerprints more than one row of the table has. */
  private sharedInTable: ReadonlySet<string> | undefined;
  titles: string[] = [];
  titleCounts: number[] = [];
  private titleIds = new Map<string, number>();
  /**
   * The job's filter values in one word (`facetBit`), derived from the columns above; 0 when the
   * job is not present. Not part of the image: rebuilt from the columns on restore.
   */
  facetBits = new Uint32Array(0);
  /** Bumped on every change, so derived data (place counts, title ranking) knows it is stale. */
  version = 0;

  constructor(
    /**
     * The docs of the table's rows with this fingerprint, asked when a job's fingerprint has no
     * code yet. Without it every fingerprint gets a code.
     */
    private readonly docsWithFingerprint?: (fingerprint: string) => readonly number[],
  ) {}

  /**
   * Runs `load` (which sets every row of the table) knowing which fingerprints more than one
   * row has: only those can be shared by two jobs, so no row is asked about one by one.
   */
  loading<T>(shared: ReadonlySet<string>, load: () => T): T {
    this.sharedInTable = shared;
    try {
      return load();
    } finally {
      this.sharedInTable = undefined;
    }
  }

  private grow(min: number) {
    if (min <= this.capacity) return;
    const capacity = Math.max(min, Math.ceil(this.capacity * 1.5), 1024);
    const grown = <T extends { length: number; set(a: ArrayLike<number>): void }>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(capacity);
      next.set(old as unknown as ArrayLike<number>);
      return next;
    };
    this.present = grown(this.present, (n) => new Uint8Array(n));
    this.classification = grown(this.classification, (n) => new Uint8Array(n));
    this.subClassification = grown(this.subClassification, (n) => new Uint16Array(n));
    this.workType = grown(this.workType, (n) => new Uint8Array(n));
    this.workArrangement = grown(this.workArrangement, (n) => new Uint8Array(n));
    this.verified = grown(this.verified, (n) => new Uint8Array(n));
    this.existingVacancy = grown(this.existingVacancy, (n) => new Uint8Array(n));
    this.place = grown(this.place, (n) => new Uint16Array(n));
    this.salaryMin = grown(this.salaryMin, (n) => new Float32Array(n));
    this.salaryMax = grown(this.salaryMax, (n) => new Float32Array(n));
    this.salaryBand = {
      annual: grown(this.salaryBand.annual, (n) => new Uint8Array(n)),
      hourly: grown(this.salaryBand.hourly, (n) => new Uint8Array(n)),
    };
    this.listedAt = grown(this.listedAt, (n) => new Float64Array(n));
    this.validThrough = grown(this.validThrough, (n) => new Float64Array(n));
    this.titleWords = grown(this.titleWords, (n) => new Uint8Array(n));
    this.company = grown(this.company, (n) => new Int32Array(n));
    this.group = grown(this.group, (n) => new Int32Array(n));
    this.facetBits = grown(this.facetBits, (n) => new Uint32Array(n));
    this.titleId = grown(this.titleId, (n) => new Int32Array(n).fill(-1));
    this.titleId.fill(-1, this.capacity);
    this.capacity = capacity;
  }

  reserve(docs: number) {
    this.grow(docs + 1);
  }

  set(row: FacetRow) {
    const { doc } = row;
    this.grow(doc + 1);
    if (doc >= this.end) this.end = doc + 1;
    this.untitle(doc);
    this.ungroup(doc);
    const place = placeIndex(row.place);
    const classification = classificationCodes.get(row.classification);
    const sub = subClassificationCodes.get(row.subClassification);
    const workType = workTypeCodes.get(row.workType);
    const arrangement = workArrangementCodes.get(row.workArrangement);
    // A row the taxonomy no longer knows (e.g. after a taxonomy change) stays out of search.
    if (
      row.expired !== 0 ||
      place === undefined ||
      classification === undefined ||
      sub === undefined ||
      workType === undefined ||
      arrangement === undefined
    ) {
      this.present[doc] = 0;
      this.facetBits[doc] = 0;
      this.version += 1;
      return;
    }
    this.present[doc] = 1;
    this.classification[doc] = classification;
    this.subClassification[doc] = sub;
    this.workType[doc] = workType;
    this.workArrangement[doc] = arrangement;
    this.verified[doc] = row.verifiedEmployer ? 1 : 0;
    this.existingVacancy[doc] = row.existingVacancy ? 1 : 0;
    this.place[doc] = place;
    const factor = row.salaryPeriod === 'hourly' ? hoursPerYear : 1;
    this.salaryMin[doc] = row.salaryMin === null ? Number.NaN : row.salaryMin * factor;
    this.salaryMax[doc] = row.salaryMax === null ? Number.NaN : row.salaryMax * factor;
    for (const type of ['annual', 'hourly'] as const) {
      const bands = salaryBands[type];
      const unit = type === 'hourly' ? hoursPerYear : 1;
      const max = this.salaryMax[doc]!;
      let band = bands.length - 1;
      while (band >= 0 && !(max >= bands[band]! * unit)) band -= 1;
      this.salaryBand[type][doc] = band < 0 ? 255 : band;
    }
    this.listedAt[doc] = row.listedAt;
    this.validThrough[doc] = row.validThrough;
    this.packFacets(doc);
    // The key is the slug for ads, so `companyCode(slug)` finds a company page's jobs.
    this.company[doc] = row.companyKey === '' ? 0 : this.internCompany(row.companyKey);
    if (row.fingerprint !== '') {
      const group = this.groupCodes.get(row.fingerprint) ?? this.newGroup(row.fingerprint, doc);
      if (group !== 0) {
        this.group[doc] = group;
        this.groupSize[group]! += 1;
      }
    }
    const key = titleKey(row.title);
    let titleId = this.titleIds.get(key);
    if (titleId === undefined) {
      titleId = this.titles.length;
      this.titles.push(row.title.trim());
      this.titleCounts.push(0);
      this.titleIds.set(key, titleId);
    }
    this.titleCounts[titleId]! += 1;
    this.titleId[doc] = titleId;
    this.titleWords[doc] = Math.min(255, key.split(' ').length);
    this.version += 1;
  }

  /**
   * The code of an organisation's slug (or key, `companyKeyOf`) in `company`, or -1 when no job
   * ever carried it.
   */
  companyCode(slug: string): number {
    return this.companyCodes.get(slug) ?? -1;
  }

  /** The code of a title key (`titleKey`) in `titleId`, or -1 when no job ever had the title. */
  titleCode(key: string): number {
    return this.titleIds.get(key) ?? -1;
  }

  /** Whether a doc's job shares its fingerprint with another stored, unexpired job. */
  isGrouped(doc: number): boolean {
    const group = this.group[doc]!;
    return group !== 0 && this.groupSize[group]! > 1;
  }

  /** How many organisation codes there are (codes run from 1 to this). */
  get companyCount(): number {
    return this.companyCodes.size;
  }

  /**
   * A code for a fingerprint no job in the index has a code for, once another job in the index
   * has it too (those jobs join the code here); 0 while `doc` is the only one.
   */
  private newGroup(fingerprint: string, doc: number): number {
    if (this.docsWithFingerprint !== undefined) {
      if (this.sharedInTable !== undefined) {
        if (!this.sharedInTable.has(fingerprint)) return 0;
      } else {
        const others = this.docsWithFingerprint(fingerprint).filter(
          (other) => other !== doc && other < this.end && this.present[other] === 1,
        );
        if (others.length === 0) return 0;
        const group = this.addGroup(fingerprint);
        for (const other of others) {
          // Its index row may be older than the table's (a change read in the same batch,
          // which sets it again next): it counts where it is until then.
          this.ungroup(other);
          this.group[other] = group;
          this.groupSize[group]! += 1;
        }
        return group;
      }
    }
    return this.addGroup(fingerprint);
  }

  private addGroup(fingerprint: string): number {
    const group = this.groupSize.length;
    this.groupSize.push(0);
    this.groupCodes.set(fingerprint, group);
    return group;
  }

  private ungroup(doc: number) {
    const old = this.group[doc]!;
    if (old > 0) {
      this.groupSize[old]! -= 1;
      this.group[doc] = 0;
    }
  }

  private internCompany(slug: string): number {
    let code = this.companyCodes.get(slug);
    if (code === undefined) {
      code = this.companyCodes.size + 1;
      this.companyCodes.set(slug, code);
    }
    return code;
  }

  private untitle(doc: number) {
    const old = this.titleId[doc]!;
    if (old >= 0) {
      this.titleCounts[old]! -= 1;
      this.titleId[doc] = -1;
    }
  }

  /** Packs a present job's filter values from its columns into `facetBits`. */
  private packFacets(doc: number) {
    const { annual, hourly } = this.salaryBand;
    const band = (value: number) => (value === 255 ? facetBit.noBand : value);
    this.facetBits[doc] =
      facetBit.present |
      (this.classification[doc]! << facetBit.classificationShift) |
      (this.subClassification[doc]! << facetBit.subClassificationShift) |
      (this.workType[doc]! << facetBit.workTypeShift) |
      (this.workArrangement[doc]! << facetBit.workArrangementShift) |
      (band(annual[doc]!) << facetBit.bandShift.annual) |
      (band(hourly[doc]!) << facetBit.bandShift.hourly) |
      (this.verified[doc] === 1 ? facetBit.verified : 0) |
      (this.existingVacancy[doc] === 1 ? facetBit.existingVacancy : 0);
  }

  /**
   * The typed columns by name, as they are now (each `capacity` long): those an image keeps (the
   * derived `facetBits` is rebuilt from them).
   */
  private typedColumns(): Map<string, FacetColumn> {
    const columns = new Map<string, FacetColumn>();
    for (const [name, value] of Object.entries(this)) {
      if (ArrayBuffer.isView(value) && name !== 'facetBits') {
        columns.set(name, value as FacetColumn);
      }
    }
    for (const [type, column] of Object.entries(this.salaryBand)) {
      columns.set(`salaryBand.${type}`, column);
    }
    return columns;
  }

  /** The index as plain data; its columns are views of this index's (copy before it changes). */
  toImage(): FacetImage {
    const columns = new Map<string, FacetColumn>();
    for (const [name, column] of this.typedColumns()) {
      columns.set(name, column.subarray(0, this.end));
    }
    return {
      end: this.end,
      columns,
      titles: this.titles,
      titleCounts: this.titleCounts,
      companies: [...this.companyCodes.keys()],
      groups: [...this.groupCodes],
      groupSize: this.groupSize,
    };
  }

  /**
   * Becomes the index an image describes (this one must be empty). False, and unchanged, when
   * the image does not fit this code's columns (another version wrote it).
   */
  restore(image: FacetImage): boolean {
    const own = this.typedColumns();
    if (this.end !== 0 || image.columns.size !== own.size) return false;
    for (const [name, column] of own) {
      const stored = image.columns.get(name);
      if (stored?.constructor !== column.constructor || stored.length !== image.end) return false;
    }
    if (image.titles.length !== image.titleCounts.length) return false;
    this.grow(image.end + 1);
    for (const [name, column] of this.typedColumns()) column.set(image.columns.get(name)!);
    this.end = image.end;
    for (let doc = 0; doc < this.end; doc += 1) {
      if (this.present[doc] === 1) this.packFacets(doc);
    }
    this.titles = [...image.titles];
    this.titleCounts = [...image.titleCounts];
    this.titleIds = new Map(this.titles.map((title, id) => [titleKey(title), id]));
    this.companyCodes = new Map(image.companies.map((key, i) => [key, i + 1]));
    this.groupCodes = new Map(image.groups);
    this.groupSize = [...image.groupSize];
    this.version += 1;
    return true;
  }

  isActive(doc: number, nowMs: number): boolean {
    return doc < this.end && this.present[doc] === 1 && this.validThrough[doc]! > nowMs;
  }
}
