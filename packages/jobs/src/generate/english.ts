// Small rules of English for generated copy: the indefinite article by sound, sentence case.

/** Letters whose names start with a vowel sound when an acronym is spelt out (an HR, an SEO). */
const vowelSoundLetters = new Set('AEFHILMNORSX');
/** Vowel letters that sound like a consonant ("a unit", "a European", "a one-off"). */
const consonantSoundStarts = ['uni', 'use', 'usu', 'uti', 'ura', 'ure', 'uro', 'eu', 'one', 'once'];
/** A silent h ("an hour", "an honest"). */
const silentHStarts = ['hour', 'honest', 'honor', 'honour', 'heir'];

/** `a` or `an` for a phrase, by how its first word sounds. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  // `.NET` reads "dot net".
  if (word.startsWith('.')) return 'a';
  const letters = word.replaceAll(/[^A-Za-z]/g, '');
  if (letters === '') return 'a';
  if (letters.length >= 2 && letters === letters.toUpperCase()) {
    return vowelSoundLetters.has(letters[0]!) ? 'an' : 'a';
  }
  const lower = letters.toLowerCase();
  if (silentHStarts.some((start) => lower.startsWith(start))) return 'an';
  if (consonantSoundStarts.some((start) => lower.startsWith(start))) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The phrase with its indefinite article: `an Aged Care Worker`, `a Nursery Hand`. */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** A label inside a sentence: words lowercased, acronyms kept (`CEO & general management`). */
export function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}
