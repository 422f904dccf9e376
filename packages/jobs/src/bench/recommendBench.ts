// pnpm bench:recommend [--size 300000] [--seekers 200] [--rebuild]
// "Jobs for you" at scale: each generated seeker's recommendations computed on the store of
// generated jobs the search benchmark uses (.bench-cache/), with signals like a real seeker's.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { companyKeyOf } from '../model/company.ts';
import { classifications, workArrangements, workTypes } from '../model/taxonomy.ts';
import { parseJobSearchQuery } from '../query/query.ts';
import type { RecommendationSignals } from '../store/recommendations.ts';
import { openSqliteJobStore } from '../store/sqlite/sqliteStore.ts';
import { benchNow, benchStorePath, buildGeneratedStore, seededRandom } from './generatedStore.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '300000' },
    seekers: { type: 'string', default: '200' },
    rebuild: { type: 'boolean', default: false },
  },
});
const size = Number(values.size);
const seekerCount = Number(values.seekers);

const searchWords = [
  'nurse',
  'developer',
  'accountant',
  'teacher',
  'chef',
  'electrician',
  'project manager',
  'sales',
  'customer service',
  'warehouse',
  'registered nurse',
  'payroll',
  'barista',
  'civil engineer',
  'receptionist',
];
const searchPlaces = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Auckland', ''];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const path = benchStorePath(size);
if (values.rebuild || !existsSync(path)) {
  console.log(`building ${size} generated jobs into ${path} ...`);
  const seconds = buildGeneratedStore(path, size, (done, s) =>
    console.log(`  ${done} jobs, ${s.toFixed(0)} s`),
  );
  console.log(`built in ${seconds.toFixed(0)} s`);
}
const opened = performance.now();
const store = openSqliteJobStore({ path });
store.loadIndex();
const live = await store.countActive({ now: benchNow });
console.log(
  `${size} jobs (${live} live) opened in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
);

/**
 * Ids of live jobs by classification (the first 300 a search of each finds, as a seeker would
 * meet them), and a sample spread over the whole store.
 */
const byClassification = await Promise.all(
  classifications.map(async (classification) => {
    const ids: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await store.search(
        { ...parseJobSearchQuery(`classification=${classification.id}`).query, page },
        { pageSize: 100, now: benchNow },
      );
      ids.push(...result.jobs.map((job) => job.id));
    }
    return ids;
  }),
);
const sample = await store.listActive(0, 100_000, { now: benchNow });

/** One seeker's signals: as many saves, applications, searches and hides as an active seeker's. */
async function seekerSignals(
  seed: number,
): Promise<{ signals: RecommendationSignals; broad: boolean }> {
  const rng = seededRandom(seed);
  const many = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  // Most seekers look in one or two classifications; one in five saves anything anywhere (the
  // costlier case: their saved jobs make most of the store a candidate).
  const focus = [many(0, classifications.length - 1), many(0, classifications.length - 1)];
  const broad = rng() < 0.2;
  const pick = () => {
    if (broad) return sample[Math.floor(rng() * sample.length)]!.id;
    const ids = byClassification[focus[many(0, 1)]!]!;
    return ids[Math.floor(rng() * ids.length)]!;
  };
  const search = () => {
    const keywords = searchWords[Math.floor(rng() * searchWords.length)]!;
    const where = searchPlaces[Math.floor(rng() * searchPlaces.length)]!;
    const text = `keywords=${keywords}${where === '' ? '' : `&where=${where}`}`;
    return { name: `${keywords} ${where}`.trim(), query: parseJobSearchQuery(text).query };
  };
  const hidden = Array.from({ length: many(0, 10) }, () => pick());
  const blocked = await Promise.all(
    Array.from({ length: many(0, 3) }, async () => {
      const job = await store.getJob(pick());
      return companyKeyOf(job!.company);
    }),
  );
  const classification = classifications[focus[0]!]!;
  const signals: RecommendationSignals = {
    savedJobIds: Array.from({ length: many(3, 30) }, () => pick()),
    appliedJobIds: Array.from({ length: many(0, 15) }, () => pick()),
    savedSearches: Array.from({ length: many(1, 5) }, search),
    recentSearches: Array.from({ length: many(0, 5) }, search),
    notInterestedJobIds: hidden,
    blockedCompanies: blocked,
    // Half the seekers filled in their preferences.
    ...(rng() < 0.5
      ? {
          preferences: {
            classifications: [classification.id],
            workTypes: [workTypes[Math.floor(rng() * workTypes.length)]!.id],
            arrangements: [workArrangements[Math.floor(rng() * workArrangements.length)]!.id],
            placeId: ['sydney-nsw-au', 'melbourne-vic-au', 'brisbane-qld-au'][many(0, 2)]!,
            salaryExpectation: 60_000 + many(0, 8) * 10_000,
          },
        }
      : {}),
  };
  return { signals, broad };
}

const seekers = await Promise.all(
  Array.from({ length: seekerCount }, (_, i) => seekerSignals(i + 1)),
);

const line = (label: string, times: number[], cpu: number[], cards: number, count: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(46)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(
      percentile(sorted, 95),
    ).padStart(9)}  max ${ms(sorted.at(-1)!).padStart(9)} | CPU p50 ${ms(
      percentile(cpuSorted, 50),
    ).padStart(9)}  p95 ${ms(percentile(cpuSorted, 95)).padStart(9)}  (${count} seekers, ${(
      cards / count
    ).toFixed(1)} cards each)`,
  );
};

async function run(label: string, cold: boolean) {
  const times: number[] = [];
  const broadTimes: number[] = [];
  const cpu: number[] = [];
  const broadCpu: number[] = [];
  let cards = 0;
  let broadCards = 0;
  for (const { signals, broad } of seekers) {
    if (cold) store.clearCache();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const found = await store.recommendJobs(signals, { now: benchNow, limit: 20 });
    const took = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    const cpuMs = (used.user + used.system) / 1000;
    times.push(took);
    cpu.push(cpuMs);
    cards += found.length;
    if (broad) {
      broadTimes.push(took);
      broadCpu.push(cpuMs);
      broadCards += found.length;
    }
  }
  line(label, times, cpu, cards, seekers.length);
  line(`  of which saving anywhere`, broadTimes, broadCpu, broadCards, broadTimes.length);
}

console.log(
  `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
// The first pass warms the keyword match sets the store keeps (as a running node has them).
await run('first pass (searches as they come)', false);
await run('again (the searches cached, as a busy node)', false);
await run('cold (every cache cleared before each seeker)', true);
await store.close();
