// Turning an ad into what the rules read: plain text in sentences, with the tricks that hide
// words from a filter (zero-width characters, full-width letters, curly quotes) undone.
import type { ScreenableAd } from './ad.ts';

/** An ad ready for the rules: its title and its text as sentences (title included). */
export interface PreparedAd {
  ad: ScreenableAd;
  title: string;
  sentences: string[];
  /** Every sentence joined by newlines, for rules that look across sentences. */
  text: string;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Text with the invisible and look-alike characters a filter-dodger uses made plain. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replaceAll(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replaceAll(/[\u2018\u2019\u02BC]/g, "'")
    .replaceAll(/[\u201C\u201D]/g, '"')
    .replaceAll(/[\u2013\u2014]/g, '-')
    .replaceAll(/[\u00A0\u202F]/g, ' ');
}

/** Markup or sanitised HTML as plain text with line breaks where blocks end. */
export function plainText(markupOrHtml: string): string {
  return markupOrHtml
    .replaceAll(/<\/(p|li|ul|ol|h\d|div)>|<br\s*\/?>/gi, '\n')
    .replaceAll(/<[^>]{0,500}>/g, ' ')
    .replaceAll(/&(#39|[a-z]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole)
    .replaceAll(/\*\*/g, '')
    .replaceAll(/^\s*[-*+]\s+/gm, '');
}

/** Sentences: split at line breaks and at . ! ? followed by a space. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\S)/)
    .map((sentence) => sentence.replaceAll(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
}

export function prepare(ad: ScreenableAd): PreparedAd {
  const title = normalise(String(ad.title ?? ''));
  const parts = [
    title,
    String(ad.summary ?? ''),
    ...(Array.isArray(ad.sellingPoints) ? ad.sellingPoints.map(String) : []),
    plainText(String(ad.details ?? '')),
  ];
  const sentences = parts.flatMap((part) => sentencesOf(normalise(part)));
  return { ad, title, sentences, text: sentences.join('\n') };
}

/** A short quotation of `sentence` around `match` for a moderator to read. */
export function quote(sentence: string, index = 0, length = 0): string {
  const max = 120;
  if (sentence.length <= max) return sentence;
  const start = Math.max(0, Math.min(index - 40, sentence.length - max));
  const end = Math.min(sentence.length, Math.max(start + max, index + length));
  return `${start > 0 ? '…' : ''}${sentence.slice(start, end).trim()}${end < sentence.length ? '…' : ''}`;
}

/** The first sentence a pattern matches (and is not excused by `unless`), quoted. */
export function findSentence(
  sentences: readonly string[],
  pattern: RegExp,
  unless?: { test(sentence: string): boolean },
): string | undefined {
  for (const sentence of sentences) {
    const match = pattern.exec(sentence);
    if (match && !(unless && unless.test(sentence)))
      return quote(sentence, match.index, match[0].length);
  }
  return undefined;
}
