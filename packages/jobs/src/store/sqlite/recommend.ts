import { companyKeyOf } from '../../model/company.ts';
import type { JobCard, JobInput } from '../../model/job.ts';
import { placeById, places, regionOf, type Place } from '../../model/places.ts';
import type { JobSearchQuery } from '../../query/query.ts';
import type {
  Recommendation,
  RecommendationReason,
  RecommendationSignals,
  RecommendOptions,
  SeekerPreferences,
  SignalSearch,
} from '../recommendations.ts';
import { recentCache } from './cache.ts';
import type { duplicateReader } from './duplicates.ts';
import { placeMask, recencyBoost, TopK } from './evaluate.ts';
import { classificationIdOf } from '../../model/taxonomy.ts';
import {
  classificationCodes,
  subClassificationCodes,
  subClassificationList,
  titleKey,
  workArrangementCodes,
  workTypeCodes,
  type FacetColumns,
} from './facetColumns.ts';
import type { Statements } from './statements.ts';

/** How many of each signal are used (newest first); every one is still left out of results. */
export const recommendationSignalLimits = {
  savedJobs: 30,
  appliedJobs: 30,
  savedSearches: 5,
  recentSearches: 3,
  notInterested: 100,
} as const;

/** Jobs taken from each search: its newest matches. */
const perSearch = 40;
const defaultLimit = 20;
/** Cards of one employer at most, so one busy employer does not fill the list. */
const maxPerCompany = 3;
/** Each card from a source scales that source's next candidates by this (see `diverse`). */
const sourceDecay = 0.65;
const maxLimit = 100;
/** A search's newest matches are kept this long at most (new jobs arrive; the clock moves). */
const searchTtlMs = 60_000;

/**
 * The weight of each signal. A saved search is the seeker's own words for what they want, so it
 * weighs most; the same title as a saved job next, then its sub-classification. Preferences
 * weigh less than what the seeker did, and also scale it (a job in another work type counts
 * less). Tuned by hand on generated data: there is no per-user model to train.
 */
const weights = {
  savedSearch: 6,
  recentSearch: 4,
  sameTitle: 4,
  sameSub: 2.5,
  /** The same classification only: a weak hint, for where few jobs share the sub-classification. */
  sameClassification: 1,
  /** Added to a title or sub-classification match in the anchor job's region. */
  sameRegion: 0.75,
  /** Multiplies a saved job's signal for an applied job's: applying said a little less about likes. */
  applied: 0.9,
  preferredSub: 2.5,
  preferredClassification: 2,
  preferredPlace: 1,
  preferredWorkType: 0.5,
  preferredArrangement: 0.5,
  /** A preference the job misses scales the rest by this. */
  missedPreference: 0.7,
  /** Pay below 85 % of the expectation. */
  underpaid: 0.6,
  /** Per "Not interested" job from the same organisation (at most three count). */
  hiddenCompany: 0.5,
  hiddenTitle: 0.35,
  /** Per "Not interested" job of the same sub-classification (at most three count). */
  hiddenSub: 0.85,
} as const;

/** An anchor: a saved or applied job whose features recommend jobs like it. */
interface Anchor {
  kind: 'saved-job' | 'applied';
  title: string;
  companyName: string;
}

/** Codes of a reason, per doc in the pass: what `reasonOf` turns into words. */
const enum Why {
  Title = 1,
  Sub = 2,
  PreferredClassification = 3,
  PreferredPlace = 4,
  PreferredWorkType = 5,
  PreferredArrangement = 6,
  PreferredSub = 7,
}

export interface RecommenderParts {
  index: FacetColumns;
  statements: Statements;
  duplicates: ReturnType<typeof duplicateReader>;
  cardsByDoc: (docs: readonly number[]) => JobCard[];
  /** The newest matches of a search (no exclusions), from the search engine's own pass. */
  newestDocs: (query: JobSearchQuery, nowMs: number, limit: number) => number[];
  /** Moves whenever the index changes. */
  generation: () => number;
}

/** The region of each place, as a mask over `places`. */
function regionMaskOf(place: Place): Uint8Array | undefined {
  const region = place.kind === 'region' ? place : regionOf(place);
  return region === undefined ? undefined : placeMask(region);
}

const newestFirst = <T>(list: readonly T[] | undefined, limit: number) =>
  (list ?? []).slice(0, limit);

/**
 * Recommendations over the in-memory index: one pass over every live job scoring it against
 * the seeker's saved and applied jobs (same title, same sub-classification, same region) and
 * preferences, plus the newest matches of their saved and recent searches (shared between
 * seekers through a small cache of docs, never of anyone's signals), less what they hid and
 * blocked. Each result keeps the reason that gave it most of its score.
 */
export function jobRecommender(parts: RecommenderParts) {
  const { index, statements, duplicates } = parts;
  const searches = recentCache<{ docs: number[]; generation: number; until: number }>(256);
  let byClassification: { generation: number; docs: Int32Array[] } | undefined;

  /**
   * The stored docs of each classification, rebuilt after the index changes (one pass), so a
   * seeker's pass reads only the classifications their signals touch.
   */
  function docsByClassification(): Int32Array[] {
    if (byClassification?.generation === parts.generation()) return byClassification.docs;
    const counts = new Int32Array(classificationCodes.size);
    for (let doc = 0; doc < index.end; doc += 1) {
      if (index.present[doc] === 1) counts[index.classification[doc]!]! += 1;
    }
    const docs = Array.from(counts, (count) => new Int32Array(count));
    const filled = new Int32Array(classificationCodes.size);
    for (let doc = 0; doc < index.end; doc += 1) {
      if (index.present[doc] !== 1) continue;
      const classification = index.classification[doc]!;
      docs[classification]![filled[classification]!] = doc;
      filled[classification]! += 1;
    }
    byClassification = { generation: parts.generation(), docs };
    return docs;
  }

  function searchDocs(query: JobSearchQuery, nowMs: number): number[] {
    const key = JSON.stringify(query);
    const cached = searches.get(key);
    if (cached && cached.generation === parts.generation() && nowMs < cached.until) {
      return cached.docs;
    }
    const docs = parts.newestDocs(query, nowMs, perSearch);
    searches.set(key, { docs, generation: parts.generation(), until: nowMs + searchTtlMs });
    return docs;
  }

  /** The stored job behind an id (expired jobs too: a saved job that ended still says a lot). */
  function jobOf(id: string): JobInput | undefined {
    const row = statements.selectJob.get(id);
    return row === undefined ? undefined : (JSON.parse(row.data) as JobInput);
  }

  /** Marks the docs of these jobs and of the jobs sharing their fingerprint. */
  function markJobs(mask: Uint8Array, ids: readonly string[]) {
    for (const id of ids) {
      const doc = statements.selectDocById.get(id)?.doc;
      if (doc === undefined) continue;
      const docs = index.isGrouped(doc) ? duplicates.docsLike(doc) : [doc];
      for (const like of docs) if (like < mask.length) mask[like] = 1;
    }
  }

  function recommend(
    signals: RecommendationSignals,
    options: RecommendOptions = {},
  ): Recommendation[] {
    const nowMs = (options.now ?? new Date()).getTime();
    const limit = Math.min(maxLimit, Math.max(1, Math.floor(options.limit ?? defaultLimit)));
    const limits = recommendationSignalLimits;
    const end = index.end;

    // Left out: saved, applied and hidden jobs (with their duplicates) and blocked employers.
    const excluded = new Uint8Array(end);
    markJobs(excluded, signals.savedJobIds ?? []);
    markJobs(excluded, signals.appliedJobIds ?? []);
    markJobs(excluded, signals.notInterestedJobIds ?? []);
    const blocked = new Uint8Array(index.companyCount + 1);
    for (const key of signals.blockedCompanies ?? []) {
      const code = index.companyCode(key);
      if (code >= 0) blocked[code] = 1;
    }

    const jobsOf = (ids: readonly string[] | undefined, most: number) =>
      newestFirst(ids, most).flatMap((id) => {
        const job = jobOf(id);
        return job === undefined ? [] : [job];
      });
    const anchors = readAnchors(
      index,
      jobsOf(signals.savedJobIds, limits.savedJobs),
      jobsOf(signals.appliedJobIds, limits.appliedJobs),
    );
    const hidden = readHidden(index, jobsOf(signals.notInterestedJobIds, limits.notInterested));
    const preferences = readPreferences(signals.preferences ?? {});
    const scorer = docScorer(index, anchors, hidden, preferences, nowMs);

    const usable = (doc: number) =>
      index.isActive(doc, nowMs) && excluded[doc] !== 1 && blocked[index.company[doc]!] !== 1;

    // The searches' newest matches, each doc with the first (newest) search that found it.
    const searchOf = new Map<number, { weight: number; search: SignalSearch; saved: boolean }>();
    const addSearches = (list: readonly SignalSearch[], weight: number, saved: boolean) => {
      for (const search of list) {
        for (const doc of searchDocs(search.query, nowMs)) {
          if (!searchOf.has(doc) && usable(doc)) searchOf.set(doc, { weight, search, saved });
        }
      }
    };
    addSearches(
      newestFirst(signals.savedSearches, limits.savedSearches),
      weights.savedSearch,
      true,
    );
    addSearches(
      newestFirst(signals.recentSearches, limits.recentSearches),
      weights.recentSearch,
      false,
    );

    // The pass keeps several times the limit, for one card per job, a spread of employers and
    // of reasons; every job a search found is a candidate too.
    const top = new TopK(limit * 8);
    if (anchors.list.length > 0 || preferences.given) {
      const found = new Uint8Array(end);
      for (const doc of searchOf.keys()) found[doc] = 1;
      const lists = docsByClassification();
      for (let classification = 0; classification < lists.length; classification += 1) {
        if (!scorer.touches(classification)) continue;
        for (const doc of lists[classification]!) {
          if (found[doc] === 1 || !usable(doc)) continue;
          const floor = top.threshold();
          const score = scorer.score(doc, 0, floor);
          if (score > 0 && score >= floor) top.push(score, doc);
        }
      }
    }
    // Why each candidate scored as it did: asked again of the few kept, not kept for every doc.
    const causes = new Map<number, Cause>();
    const candidates: number[] = [];
    for (const doc of top.sorted()) {
      const score = scorer.score(doc, 0, 0);
      candidates.push(doc);
      causes.set(doc, { why: scorer.why, anchor: scorer.anchor, search: undefined, score });
    }
    for (const [doc, search] of searchOf) {
      const score = scorer.score(doc, search.weight, 0);
      if (score <= 0) continue;
      candidates.push(doc);
      causes.set(doc, { why: scorer.why, anchor: scorer.anchor, search, score });
    }
    const chosen = diverse(index, candidates, causes, limit);
    const cards = duplicates.withDuplicates(parts.cardsByDoc(chosen), chosen, nowMs, excluded);
    return cards.map((job, i) => ({
      job,
      reason: reasonOf(causes.get(chosen[i]!)!, job, anchors.list, preferences.place),
    }));
  }

  return { recommend, clear: () => searches.clear() };
}

/** What saved and applied jobs say, per title and per sub-classification: the strongest
 * weight and the anchor it came from (the newest, on a tie), and the regions they are in. */
function readAnchors(
  index: FacetColumns,
  saved: readonly JobInput[],
  applied: readonly JobInput[],
) {
  const list: Anchor[] = [];
  const titleWeight = new Float32Array(index.titles.length);
  const titleAnchor = new Int16Array(index.titles.length).fill(-1);
  /** Classifications of the anchors (a job shares a title or sub-classification within one). */
  const touched = new Uint8Array(classificationCodes.size);
  const subWeight = new Float32Array(subClassificationList.length);
  const subAnchor = new Int16Array(subClassificationList.length).fill(-1);
  const classificationWeight = new Float32Array(classificationCodes.size);
  const classificationAnchor = new Int16Array(classificationCodes.size).fill(-1);
  let regions: Uint8Array | undefined;
  const add = (jobs: readonly JobInput[], kind: Anchor['kind'], factor: number) => {
    for (const job of jobs) {
      const anchor = list.length;
      list.push({ kind, title: job.title, companyName: job.company.name });
      const title = index.titleCode(titleKey(job.title));
      if (title >= 0 && titleWeight[title]! < weights.sameTitle * factor) {
        titleWeight[title] = weights.sameTitle * factor;
        titleAnchor[title] = anchor;
      }
      const sub = subClassificationCodes.get(job.subClassification);
      if (sub !== undefined && subWeight[sub]! < weights.sameSub * factor) {
        subWeight[sub] = weights.sameSub * factor;
        subAnchor[sub] = anchor;
      }
      const classification = classificationCodes.get(job.classification);
      if (classification !== undefined) touched[classification] = 1;
      if (
        classification !== undefined &&
        classificationWeight[classification]! < weights.sameClassification * factor
      ) {
        classificationWeight[classification] = weights.sameClassification * factor;
        classificationAnchor[classification] = anchor;
      }
      const place = placeById(job.location.placeId);
      const region = place === undefined ? undefined : regionMaskOf(place);
      if (region !== undefined) {
        regions ??= new Uint8Array(places.length);
        for (let i = 0; i < region.length; i += 1) regions[i]! |= region[i]!;
      }
    }
  };
  add(saved, 'saved-job', 1);
  add(applied, 'applied', weights.applied);
  return {
    list,
    titleWeight,
    titleAnchor,
    touched,
    subWeight,
    subAnchor,
    classificationWeight,
    classificationAnchor,
    regions,
  };
}
type AnchorSignals = ReturnType<typeof readAnchors>;

/**
 * "Not interested" teaches: jobs like a hidden one (its employer, its title, its
 * sub-classification) rank lower.
 */
function readHidden(index: FacetColumns, jobs: readonly JobInput[]) {
  const company = new Map<number, number>();
  const title = new Set<number>();
  const sub = new Uint8Array(subClassificationList.length);
  for (const job of jobs) {
    const code = index.companyCode(companyKeyOf(job.company));
    if (code >= 0) company.set(code, (company.get(code) ?? 0) + 1);
    const titleCode = index.titleCode(titleKey(job.title));
    if (titleCode >= 0) title.add(titleCode);
    const subCode = subClassificationCodes.get(job.subClassification);
    if (subCode !== undefined) sub[subCode] = Math.min(3, sub[subCode]! + 1);
  }
  return { company, title, sub };
}
type HiddenSignals = ReturnType<typeof readHidden>;

/** A mask over a taxonomy's codes of the ids given (undefined: none, so no preference). */
function codesOf(ids: readonly string[] | undefined, codes: Map<string, number>) {
  const found = (ids ?? []).flatMap((id) => {
    const code = codes.get(id);
    return code === undefined ? [] : [code];
  });
  if (found.length === 0) return undefined;
  const mask = new Uint8Array(codes.size);
  for (const code of found) mask[code] = 1;
  return mask;
}

/** The seeker's preferences as masks over the index's codes. */
function readPreferences(preferences: SeekerPreferences) {
  const ids = preferences.classifications ?? [];
  const classification = codesOf(ids, classificationCodes);
  const sub = codesOf(ids, subClassificationCodes);
  const place = preferences.placeId === undefined ? undefined : placeById(preferences.placeId);
  const area = place === undefined ? undefined : placeMask(place);
  const expectation =
    preferences.salaryExpectation !== undefined && preferences.salaryExpectation > 0
      ? preferences.salaryExpectation
      : undefined;
  return {
    classification,
    sub,
    classificationGiven: classification !== undefined || sub !== undefined,
    workType: codesOf(preferences.workTypes, workTypeCodes),
    arrangement: codesOf(preferences.arrangements, workArrangementCodes),
    place,
    area,
    expectation,
    /** Enough to recommend from alone: a classification or a place. */
    given: classification !== undefined || sub !== undefined || area !== undefined,
  };
}
type PreferenceMasks = ReturnType<typeof readPreferences>;

const remoteArrangement = workArrangementCodes.get('remote')!;

/**
 * Scores docs: what a doc shares with the anchors and preferences (0: nothing), plus a search's
 * weight when a search found it, times what scales every signal (preferences it misses, what
 * the seeker hid, freshness). After each `score`, `why` and `anchor` hold its strongest reason.
 */
function docScorer(
  index: FacetColumns,
  anchors: AnchorSignals,
  hidden: HiddenSignals,
  preferences: PreferenceMasks,
  nowMs: number,
) {
  const { titleWeight, titleAnchor, subWeight, subAnchor, classificationWeight } = anchors;
  const { classificationAnchor, regions } = anchors;
  /**
   * Whether a classification's jobs can score at all: the anchors' classifications, the
   * preferred ones, or every one when only a place is preferred.
   */
  const touches = (classification: number) =>
    anchors.touched[classification] === 1 ||
    preferences.classification?.[classification] === 1 ||
    (preferences.sub !== undefined && preferredSubIn[classification] === 1) ||
    (!preferences.classificationGiven && preferences.area !== undefined);
  const preferredSubIn = new Uint8Array(classificationCodes.size);
  if (preferences.sub !== undefined) {
    preferences.sub.forEach((preferred, sub) => {
      if (preferred === 1) {
        preferredSubIn[
          classificationCodes.get(classificationIdOf(subClassificationList[sub]!.id))!
        ] = 1;
      }
    });
  }
  const state = { why: 0, anchor: -1, score, touches };
  /** The most the work type and arrangement can still add, and freshness can multiply. */
  const bonusLeft =
    (preferences.workType === undefined ? 0 : weights.preferredWorkType) +
    (preferences.arrangement === undefined ? 0 : weights.preferredArrangement);
  const maxRecency = recencyBoost(0);
  /** The reason with the largest part of the score so far. */
  let best = 0;
  const consider = (weight: number, why: number, anchor = -1) => {
    if (weight > best) {
      best = weight;
      state.why = why;
      state.anchor = anchor;
    }
  };
  /** 0 as soon as the score cannot reach `floor` (the pass's current threshold). */
  function score(doc: number, extra: number, floor: number): number {
    best = extra;
    state.why = 0;
    state.anchor = -1;
    const sub = index.subClassification[doc]!;
    const place = index.place[doc]!;
    let behaviour = 0;
    const title = index.titleId[doc]!;
    if (title >= 0 && title < titleWeight.length && titleWeight[title]! > 0) {
      behaviour = titleWeight[title]!;
      consider(behaviour, Why.Title, titleAnchor[title]!);
    }
    if (subWeight[sub]! > behaviour) {
      behaviour = subWeight[sub]!;
      consider(behaviour, Why.Sub, subAnchor[sub]!);
    }
    const classification = index.classification[doc]!;
    if (classificationWeight[classification]! > behaviour) {
      behaviour = classificationWeight[classification]!;
      consider(behaviour, Why.Sub, classificationAnchor[classification]!);
    }
    if (behaviour > 0 && regions !== undefined && regions[place] === 1) {
      behaviour += weights.sameRegion;
    }
    let preferred = 0;
    let scale = 1;
    let classificationMatch = 0;
    if (preferences.classificationGiven) {
      if (preferences.sub?.[sub] === 1) {
        classificationMatch = weights.preferredSub;
        consider(classificationMatch, Why.PreferredSub);
      } else if (preferences.classification?.[classification] === 1) {
        classificationMatch = weights.preferredClassification;
        consider(classificationMatch, Why.PreferredClassification);
      } else scale *= weights.missedPreference;
      preferred += classificationMatch;
    }
    if (preferences.area !== undefined) {
      if (preferences.area[place] === 1) {
        preferred += weights.preferredPlace;
        consider(weights.preferredPlace, Why.PreferredPlace);
      } else if (index.workArrangement[doc] !== remoteArrangement) {
        scale *= weights.missedPreference;
      }
    }
    // Preferences alone recommend a job in a preferred classification (or, without one, in
    // the preferred place), not any job that shares a lesser preference.
    const byPreference = preferences.classificationGiven ? classificationMatch : preferred;
    if (behaviour === 0 && extra === 0 && byPreference === 0) return 0;
    if ((extra + behaviour + preferred + bonusLeft) * scale * maxRecency < floor) return 0;
    if (preferences.workType !== undefined) {
      if (preferences.workType[index.workType[doc]!] === 1) {
        preferred += weights.preferredWorkType;
        consider(weights.preferredWorkType, Why.PreferredWorkType);
      } else scale *= weights.missedPreference;
    }
    if (preferences.arrangement !== undefined) {
      if (preferences.arrangement[index.workArrangement[doc]!] === 1) {
        preferred += weights.preferredArrangement;
        consider(weights.preferredArrangement, Why.PreferredArrangement);
      } else scale *= weights.missedPreference;
    }
    if (preferences.expectation !== undefined) {
      // A hidden or missing salary is NaN: no evidence either way.
      if (index.salaryMax[doc]! < preferences.expectation * 0.85) scale *= weights.underpaid;
    }
    if (hidden.company.size > 0) {
      const times = hidden.company.get(index.company[doc]!);
      if (times !== undefined) scale *= weights.hiddenCompany ** Math.min(3, times);
    }
    if (hidden.title.size > 0 && hidden.title.has(index.titleId[doc]!)) {
      scale *= weights.hiddenTitle;
    }
    const hiddenOfSub = hidden.sub[sub]!;
    if (hiddenOfSub > 0) scale *= weights.hiddenSub ** hiddenOfSub;
    return (extra + behaviour + preferred) * scale * recencyBoost(nowMs - index.listedAt[doc]!);
  }
  return state;
}

/** What a reason stems from: one saved search, one saved job, applications, one preference. */
function sourceOf(cause: Cause): string {
  if (cause.why === Why.Title || cause.why === Why.Sub) return `anchor:${cause.anchor}`;
  if (cause.search !== undefined && (cause.why === 0 || cause.search.saved)) {
    return `search:${cause.search.saved ? 'saved' : 'recent'}:${cause.search.search.name}`;
  }
  return `preference:${cause.why}`;
}

/**
 * The best `limit` candidates, best first, spread out: one card per job (the best of jobs
 * sharing a fingerprint), at most a few per employer, and each pick from a source (a saved
 * search, a saved job) lowers that source's next by `sourceDecay`, so one busy saved search
 * does not fill the list.
 */
function diverse(
  index: FacetColumns,
  candidates: readonly number[],
  causes: ReadonlyMap<number, Cause>,
  limit: number,
): number[] {
  const pool = candidates.map((doc) => {
    const cause = causes.get(doc)!;
    return { doc, score: cause.score, source: sourceOf(cause) };
  });
  const picked = new Map<string, number>();
  const groups = new Set<number>();
  const perCompany = new Map<number, number>();
  const chosen: number[] = [];
  const taken = new Uint8Array(pool.length);
  while (chosen.length < limit) {
    let best = -1;
    let bestScore = 0;
    for (let i = 0; i < pool.length; i += 1) {
      if (taken[i] === 1) continue;
      const { doc, score, source } = pool[i]!;
      const company = index.company[doc]!;
      if (
        (company !== 0 && (perCompany.get(company) ?? 0) >= maxPerCompany) ||
        (index.isGrouped(doc) && groups.has(index.group[doc]!))
      ) {
        taken[i] = 1;
        continue;
      }
      const effective = score * sourceDecay ** (picked.get(source) ?? 0);
      if (
        effective > bestScore ||
        (effective === bestScore && best >= 0 && doc > pool[best]!.doc)
      ) {
        best = i;
        bestScore = effective;
      }
    }
    if (best < 0) break;
    taken[best] = 1;
    const { doc, source } = pool[best]!;
    chosen.push(doc);
    picked.set(source, (picked.get(source) ?? 0) + 1);
    const company = index.company[doc]!;
    perCompany.set(company, (perCompany.get(company) ?? 0) + 1);
    if (index.isGrouped(doc)) groups.add(index.group[doc]!);
  }
  return chosen;
}

/** What gave a doc most of its score: a reason code, its anchor, the search that found it. */
interface Cause {
  why: number;
  anchor: number;
  search: { search: SignalSearch; saved: boolean } | undefined;
  score: number;
}

/** A cause in words, with the card's own labels (the classification, work type...). */
function reasonOf(
  cause: Cause,
  job: JobCard,
  anchors: readonly Anchor[],
  place: Place | undefined,
): RecommendationReason {
  if (cause.why === Why.Title || cause.why === Why.Sub) {
    const anchor = anchors[cause.anchor]!;
    return anchor.kind === 'applied'
      ? { kind: 'applied', text: 'Similar to jobs you applied for' }
      : { kind: 'saved-job', text: `Because you saved ${anchor.title} at ${anchor.companyName}` };
  }
  if (cause.search !== undefined && (cause.why === 0 || cause.search.saved)) {
    const { search, saved } = cause.search;
    return saved
      ? { kind: 'saved-search', text: `Matches your saved search ${search.name}` }
      : { kind: 'recent-search', text: `Matches your recent search ${search.name}` };
  }
  switch (cause.why) {
    case Why.PreferredPlace:
      return {
        kind: 'preferred-location',
        text: `In your preferred location ${place?.label ?? job.locationLabel}`,
      };
    case Why.PreferredWorkType:
      return {
        kind: 'preferred-work-type',
        text: `Matches your preferred work type ${job.workTypeLabel}`,
      };
    case Why.PreferredArrangement:
      return {
        kind: 'preferred-arrangement',
        text: `Matches your preferred arrangement ${job.workArrangementLabel}`,
      };
    case Why.PreferredSub:
      return {
        kind: 'preferred-classification',
        text: `Matches your preferred classification ${job.subClassificationLabel}`,
      };
    default:
      return {
        kind: 'preferred-classification',
        text: `Matches your preferred classification ${job.classificationLabel}`,
      };
  }
}
