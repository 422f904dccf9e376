import type { Job } from '../../model/job.ts';
import { placeById, places, regionOf } from '../../model/places.ts';
import { classifications } from '../../model/taxonomy.ts';
import { subClassificationList, type FacetColumns } from './facetColumns.ts';

/** Positions (in `places`) of every place in a region, by region id; places never change. */
const regionPlaces = new Map<string, Set<number>>();
function placesOfRegion(regionId: string): Set<number> {
  let positions = regionPlaces.get(regionId);
  if (positions === undefined) {
    positions = new Set(places.flatMap((p, i) => (regionOf(p)?.id === regionId ? [i] : [])));
    regionPlaces.set(regionId, positions);
  }
  return positions;
}

/**
 * Active jobs like a job: same classification, then the same sub-classification (2) and the
 * same region (1) scoring, newest first among equals. `generation` moves whenever the index
 * changes, so the docs per classification (a pass over the index) are kept until then.
 */
export function similarJobFinder(index: FacetColumns, generation: () => number) {
  const classificationDocs = new Map<number, { generation: number; docs: Int32Array }>();

  function docsOfClassification(classification: number): Int32Array {
    const cached = classificationDocs.get(classification);
    if (cached !== undefined && cached.generation === generation()) return cached.docs;
    const found: number[] = [];
    for (let doc = 0; doc < index.end; doc += 1) {
      if (index.classification[doc] === classification && index.present[doc] === 1) found.push(doc);
    }
    const docs = Int32Array.from(found);
    classificationDocs.set(classification, { generation: generation(), docs });
    return docs;
  }

  /**
   * The docs of up to `limit` jobs most like `job`, best first, leaving out those `skip` names
   * and all but the best of jobs that share a fingerprint (one job in several places).
   */
  return function similarDocs(
    job: Pick<Job, 'classification' | 'subClassification' | 'location'>,
    limit: number,
    nowMs: number,
    skip: (doc: number) => boolean,
  ): number[] {
    const place = placeById(job.location.placeId);
    const region = place ? regionOf(place) : undefined;
    const regionMask = region ? placesOfRegion(region.id) : new Set<number>();
    const classification = classifications.findIndex((c) => c.id === job.classification);
    const sub = subClassificationList.findIndex((s) => s.id === job.subClassification);
    const best: { doc: number; score: number; group: number }[] = [];
    for (const doc of docsOfClassification(classification)) {
      if (!index.isActive(doc, nowMs) || skip(doc)) continue;
      const score =
        (index.subClassification[doc] === sub ? 2 : 0) +
        (regionMask.has(index.place[doc]!) ? 1 : 0) +
        index.listedAt[doc]! / 1e14;
      if (best.length < limit || score > best.at(-1)!.score) {
        const group = index.isGrouped(doc) ? index.group[doc]! : 0;
        const same = group === 0 ? -1 : best.findIndex((entry) => entry.group === group);
        if (same >= 0) {
          if (best[same]!.score >= score) continue;
          best.splice(same, 1);
        }
        best.push({ doc, score, group });
        best.sort((a, b) => b.score - a.score);
        if (best.length > limit) best.pop();
      }
    }
    return best.map((entry) => entry.doc);
  };
}
