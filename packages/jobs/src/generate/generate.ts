import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { salaryLabel, type JobInput, type Salary, type ScreeningQuestion } from '../model/job.ts';
import { escapeHtml } from '../model/escape.ts';
import { withArticle } from './english.ts';
import { cityPlaces } from '../model/places.ts';
import {
  classifications,
  hoursPerYear,
  type WorkArrangement,
  type WorkType,
} from '../model/taxonomy.ts';
import {
  benefits,
  companyFirst,
  industryHires,
  openers,
  profiles,
  sampleIndustries,
  sellingPoints,
  seniorities,
  type SampleIndustry,
} from './profiles.ts';

export interface GenerateOptions {
  count: number;
  /** Same seed, count and `now`: the same jobs. */
  seed?: number;
  /** Listing dates fall in the 30 days before this. */
  now?: Date;
  /** Index of the first job (ids are `idBase + index`), to generate in chunks. */
  start?: number;
}

const dayMs = 86_400_000;
const idBase = 50_000_000;

/** Murmur3's finaliser: neighbouring seeds give unrelated generator states. */
function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** A cumulative-weight sampler over a list. */
function weighted<T>(items: readonly T[], weightOf: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return (random: number): T => {
    const target = random * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

// Cities weighted by population, damped a little so regional towns still get listings.
const pickCity = weighted(cityPlaces, (city) => city.population ** 0.85);
const pickClassification = weighted(classifications, (c) => profiles[c.id]?.weight ?? 1);
const pickSeniority = weighted(seniorities, (s) => s.weight);
const seniorityWord = new RegExp(
  `^(?:${seniorities
    .map((s) => s.prefix.trim())
    .filter(Boolean)
    .join('|')}) `,
);
const workTypeWeights: [WorkType, number][] = [
  ['full-time', 70],
  ['part-time', 12],
  ['contract-temp', 12],
  ['casual-vacation', 6],
];
const pickWorkType = weighted(workTypeWeights, (w) => w[1]);
const arrangementWeights: [WorkArrangement, number][] = [
  ['on-site', 62],
  ['hybrid', 27],
  ['remote', 11],
];
const pickArrangement = weighted(arrangementWeights, (w) => w[1]);

/** A sample company's name without its ending, and what it does. */
interface CompanyStem {
  name: string;
  industry: SampleIndustry;
}

const companyStems: CompanyStem[] = [];
for (const first of companyFirst) {
  for (const industry of sampleIndustries) {
    for (const second of industry.names)
      companyStems.push({ name: `${first} ${second}`, industry });
  }
}

/** The companies that advertise each classification's jobs, in `companyStems`' order. */
const companiesHiring = new Map(
  classifications.map((classification) => [
    classification.id,
    companyStems.filter((stem) => industryHires(stem.industry, classification.id)),
  ]),
);

/** The industry of a sample company, from its name (`Coastal Foods Pty Ltd`: food). */
export function sampleIndustryOf(companyName: string): SampleIndustry | undefined {
  return companyStems.find(
    (stem) =>
      companyName.startsWith(stem.name) &&
      stem.industry.suffixes.includes(companyName.slice(stem.name.length)),
  )?.industry;
}

/** How a sentence names each work type: `This is a contract role`. */
const workTypePhrase: Record<WorkType, string> = {
  'full-time': 'a full-time',
  'part-time': 'a part-time',
  'contract-temp': 'a contract',
  'casual-vacation': 'a casual',
};

/** `a, b and c`. */
function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** A list item's first letter capitalised, unless the word is written like `iOS`. */
function capitalise(text: string): string {
  return /^[a-z](?![A-Z])/.test(text) ? `${text[0]!.toUpperCase()}${text.slice(1)}` : text;
}

/** Screening questions sample ads ask, by id (an ad asks up to 3 of them). */
const sampleQuestions: readonly ScreeningQuestion[] = [
  {
    id: 'right-to-work',
    kind: 'yes-no',
    question: 'Do you have the right to work in this country?',
  },
  { id: 'drivers-licence', kind: 'yes-no', question: "Do you hold a current driver's licence?" },
  {
    id: 'experience',
    kind: 'choice',
    question: 'How many years of experience do you have in a similar role?',
    options: ['None yet', 'Less than 2 years', '2 to 5 years', 'More than 5 years'],
  },
  {
    id: 'notice',
    kind: 'choice',
    question: 'How soon could you start?',
    options: ['Straight away', 'Within 2 weeks', 'Within a month', 'Later than a month'],
  },
  { id: 'why-us', kind: 'text', question: 'What draws you to this role?' },
];

/**
 * How a sample job is applied for: about a third take applications on Joblane (with 0-3
 * screening questions), the rest link to the employer's site. It has its own random stream, so
 * the rest of each job is what it was before sample ads took applications here.
 */
function sampleHowToApply(seed: number, index: number, id: string): JobInput['howToApply'] {
  const rng = xoroshiro128plus(mix(mix(seed ^ 0x6a09_e667) ^ index));
  const random = () => (rng.next() >>> 0) / 4_294_967_296;
  if (random() >= 1 / 3) return { url: `https://careers.example.com/jobs/${id}` };
  const count = Math.floor(random() * 4);
  const questions = [...sampleQuestions];
  // A partial Fisher-Yates shuffle picks `count` different questions.
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (questions.length - i));
    [questions[i], questions[j]] = [questions[j]!, questions[i]!];
  }
  return { onJoblane: { questions: questions.slice(0, count) } };
}

/** Yields sample jobs one at a time (a million fit in a stream, not in an array). */

export function* iterateJobs(options: GenerateOptions): Generator<JobInput> {
  const { count, seed = 1, now = new Date(), start = 0 } = options;
  const nowMs = now.getTime();
  for (let index = start; index < start + count; index += 1) {
    // One generator per job: job N is the same whichever chunk generates it.
    const rng = xoroshiro128plus(mix(mix(seed) ^ index));
    const random = () => (rng.next() >>> 0) / 4_294_967_296;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

    const classification = pickClassification(random());
    const profile = profiles[classification.id]!;
    const subIndex = Math.floor(random() * classification.subClassifications.length);
    const sub = classification.subClassifications[subIndex]!;
    const baseTitle = pick((profile.titles[subIndex] ?? profile.titles[0]!).split('|'));
    const seniority = pickSeniority(random());
    // A title that names its level already ("Senior Estimator") takes no second one.
    const title = seniorityWord.test(baseTitle) ? baseTitle : `${seniority.prefix}${baseTitle}`;
    // A company whose industry advertises this kind of job: a food company hires no nurses.
    const hiring = companiesHiring.get(classification.id)!;
    const stem = hiring[Math.floor(random() ** 1.6 * hiring.length)]!;
    const company = stem.name + pick(stem.industry.suffixes);
    const city = pickCity(random());
    const workType = pickWorkType(random())[0];
    const workArrangement = pickArrangement(random())[0];
    const listedMs = nowMs - Math.floor(random() * 30 * dayMs);
    const validMs = listedMs + int(30, 60) * dayMs;

    let salary: Salary | undefined;
    if (random() > 0.04) {
      const [low, high] = profile.salary;
      const mid = (low + random() * (high - low)) * seniority.factor;
      const hourly =
        workType === 'casual-vacation' || (workType === 'contract-temp' && random() < 0.5);
      const spread = 1 + 0.1 + random() * 0.25;
      let min: number;
      let max: number;
      if (hourly) {
        min = Math.round((mid / hoursPerYear) * 2) / 2;
        max = Math.round(((mid * spread) / hoursPerYear) * 2) / 2;
      } else {
        min = Math.round(mid / 1000) * 1000;
        max = Math.round((mid * spread) / 1000) * 1000;
      }
      const currency = city.countryCode === 'NZ' ? 'NZD' : 'AUD';
      const period = hourly ? 'hourly' : 'annual';
      salary = {
        min,
        max,
        currency,
        period,
        hidden: random() < 0.15,
        label: salaryLabel(min, max, currency, period),
      };
    }

    const points: string[] = [];
    const pointCount = int(0, 3);
    while (points.length < pointCount) {
      const point = pick(sellingPoints);
      if (!points.includes(point)) points.push(point);
    }
    const duties = new Set<string>();
    const dutyCount = Math.min(profile.duties.length, int(3, 5));
    while (duties.size < dutyCount) duties.add(pick(profile.duties));
    const skills = new Set<string>();
    const skillCount = Math.min(profile.skills.length, int(2, 4));
    while (skills.size < skillCount) skills.add(pick(profile.skills));
    const perks = new Set<string>();
    while (perks.size < 3) perks.add(pick(benefits));

    const summary = pick(openers)(withArticle(title), company, city.name).slice(0, 150);
    const descriptionHtml =
      `<p>${escapeHtml(company)} is ${pick(['a leading', 'an award-winning', 'a growing', 'a well-established', 'a respected'])} ` +
      `${escapeHtml(stem.industry.label)} employer in ${escapeHtml(city.label)}. ${escapeHtml(summary)}</p>` +
      `<p><strong>About the role</strong></p><ul>${[...duties].map((d) => `<li>${escapeHtml(capitalise(d))}</li>`).join('')}</ul>` +
      `<p><strong>About you</strong></p><ul>${[...skills].map((s) => `<li>${escapeHtml(capitalise(s))}</li>`).join('')}` +
      `<li>${pick(['Excellent communication skills', 'A proactive, can-do attitude', 'Strong attention to detail', 'A collaborative approach'])}</li></ul>` +
      `<p><strong>What we offer</strong></p><p>You will enjoy ${escapeHtml(listOf([...perks]))}. ` +
      `This is ${workTypePhrase[workType]} role${workArrangement === 'on-site' ? '' : ` with ${workArrangement} work`}.</p>` +
      `<p>Apply now with your resume and a short cover letter.</p>`;

    const id = String(idBase + index);
    yield {
      id,
      title,
      company: { name: company },
      location: {
        placeId: city.id,
        label: city.label,
        city: city.name,
        region: city.region,
        country: city.country,
      },
      workArrangement,
      workType,
      classification: classification.id,
      subClassification: sub.id,
      ...(salary ? { salary } : {}),
      listedAt: new Date(listedMs).toISOString(),
      validThrough: new Date(validMs).toISOString(),
      summary,
      keySellingPoints: points,
      descriptionHtml,
      howToApply: sampleHowToApply(seed, index, id),
    };
  }
}

/** Deterministic, realistic sample jobs (seeded; listed over the 30 days before `now`). */
export function generateJobs(options: GenerateOptions): JobInput[] {
  return [...iterateJobs(options)];
}
