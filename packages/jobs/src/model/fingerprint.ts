import { createHash } from 'node:crypto';
import { companyKeyOf } from './company.ts';
import type { JobInput } from './job.ts';
import { postcodeRows } from './places.data.ts';
import { places } from './places.ts';
import { htmlToText } from './text.ts';

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthWords = [...months, ...months.map((month) => month.slice(0, 3)), 'sept'];
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const weekdayWords = [...weekdays, ...weekdays.map((day) => day.slice(0, 3))];

/** Words that only say when: month and weekday names. */
const dateWords = new Set<string>([...monthWords, ...weekdayWords]);

/**
 * Names that only say where, as folded word sequences (`new south wales`, `parramatta`, `nsw`,
 * `2150`): every place, region code and postcode in the gazetteer. Matched as whole names, so
 * `new` or `north` alone stay words of the text.
 */
const placeNames = new Set<string>([
  ...places.flatMap((place) => [
    wordsOf(place.name).join(' '),
    ...(place.regionCode === undefined ? [] : [place.regionCode.toLowerCase()]),
  ]),
  ...postcodeRows.map(([postcode]) => postcode),
]);
placeNames.delete('');

/** Place names as a tree of words: a node per name prefix, `ends` where a whole name ends. */
interface NameNode {
  ends: boolean;
  next: Map<string, NameNode>;
}
const nameTree: NameNode = { ends: false, next: new Map() };
for (const name of placeNames) {
  let node = nameTree;
  for (const word of name.split(' ')) {
    let child = node.next.get(word);
    if (child === undefined) {
      child = { ends: false, next: new Map() };
      node.next.set(word, child);
    }
    node = child;
  }
  node.ends = true;
}

function wordsOf(text: string): string[] {
  return foldCase(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The words left when place names (the longest that matches at each word) are taken out. */
function withoutPlaces(words: readonly string[]): string[] {
  const kept: string[] = [];
  let i = 0;
  while (i < words.length) {
    // Most words start no name: one lookup passes them; the others walk the tree as far as it
    // goes, remembering where the longest whole name ended.
    let matched = 0;
    let node = nameTree.next.get(words[i]!);
    for (let n = 1; node !== undefined; n += 1) {
      if (node.ends) matched = n;
      node = i + n < words.length ? node.next.get(words[i + n]!) : undefined;
    }
    if (matched === 0) kept.push(words[i]!);
    i += Math.max(1, matched);
  }
  return kept;
}

function foldCase(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const urlPattern =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S+\.(?:com|net|org|au|nz|io|co|gov|edu)\/\S*/g;
/** 12/03/2026, 2026-03-12, 3.12.26, 12/03. */
const numericDatePattern = /\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?\b/g;
/** 1st, 22nd, 3rd, 30th. */
const ordinalPattern = /\b\d{1,2}(?:st|nd|rd|th)\b/g;
/** Years 1900-2099. */
const yearPattern = /\b(?:19|20)\d{2}\b/g;
const monthAlternatives = monthWords.join('|');
/** A day number next to a month name: `12 March`, `March 12`. */
const dayOfMonthPattern = new RegExp(
  `\\b\\d{1,2}\\s+(?=(?:${monthAlternatives})\\b)|\\b((?:${monthAlternatives}))\\s+\\d{1,2}\\b`,
  'g',
);

/**
 * A job's text reduced to what makes it the same job: case, accents, punctuation and spacing
 * folded; URLs, dates (numeric, ordinal, years, month and weekday names) and place names left
 * out. Two ads that differ only in those normalise to the same string. Idempotent.
 */
export function normaliseForFingerprint(text: string): string {
  const lower = foldCase(text);
  // Every address the pattern takes has `://`, `www.` or a `/`: most texts have none.
  const folded = (
    lower.includes('/') || lower.includes('www.') ? lower.replaceAll(urlPattern, ' ') : lower
  )
    .replaceAll(numericDatePattern, ' ')
    .replaceAll(ordinalPattern, ' ')
    .replaceAll(yearPattern, ' ')
    .replaceAll(dayOfMonthPattern, ' $1 ');
  const words = folded.split(/[^a-z0-9]+/).filter((word) => word !== '' && !dateWords.has(word));
  // Taking a name out can join the words around it into another (`new [sydney] south wales`).
  let kept = withoutPlaces(words);
  for (let left = withoutPlaces(kept); left.length < kept.length; left = withoutPlaces(kept)) {
    kept = left;
  }
  return kept.join(' ');
}

/**
 * The fingerprint of a job: its organisation (`companyKeyOf`) with its normalised title and
 * description, hashed. The same job posted again, or in several places, has the same one.
 */
export function jobFingerprint(
  job: Pick<JobInput, 'company' | 'title' | 'descriptionHtml'>,
  /** The description's `htmlToText`, when the caller already has it. */
  descriptionText = htmlToText(job.descriptionHtml),
) {
  return createHash('sha256')
    .update(companyKeyOf(job.company))
    .update('\n')
    .update(normaliseForFingerprint(job.title))
    .update('\n')
    .update(normaliseForFingerprint(descriptionText))
    .digest('hex')
    .slice(0, 32);
}
