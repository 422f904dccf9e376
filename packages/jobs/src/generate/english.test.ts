import { describe, expect, it } from 'vitest';
import { htmlToText } from '../model/text.ts';
import { indefiniteArticle, inSentence, withArticle } from './english.ts';
import { generateJobs } from './generate.ts';

describe('indefiniteArticle', () => {
  it('follows the sound of the first word', () => {
    const cases: [string, 'a' | 'an'][] = [
      ['Aged Care Worker', 'an'],
      ['Nursery Hand', 'a'],
      ['Executive Assistant', 'an'],
      ['Underwriter', 'an'],
      ['Urban Designer', 'an'],
      ['University Lecturer', 'a'],
      ['European Sales Lead', 'a'],
      ['One-off project', 'a'],
      ['Hotel Manager', 'a'],
      ['Hour of work', 'an'],
      ['HR Manager', 'an'],
      ['HSE Advisor', 'an'],
      ['IT Support Officer', 'an'],
      ['SEO Specialist', 'an'],
      ['MR Technician', 'an'],
      ['APS6 Policy Officer', 'an'],
      ['WHS Coordinator', 'a'],
      ['QA Engineer', 'a'],
      ['GP', 'a'],
      ['Senior Electrician', 'a'],
      ['In-house Lawyer', 'an'],
      ['.NET Developer', 'a'],
      ['M&A Analyst', 'an'],
    ];
    for (const [phrase, article] of cases)
      expect([phrase, indefiniteArticle(phrase)]).toEqual([phrase, article]);
    expect(withArticle('Aged Care Worker')).toBe('an Aged Care Worker');
    expect(inSentence('CEO & General Management')).toBe('CEO & general management');
  });
});

describe('generated copy', () => {
  const jobs = generateJobs({ count: 3000, seed: 5, now: new Date('2026-06-15T00:00:00Z') });
  const texts = jobs.flatMap((job) => [job.summary, htmlToText(job.descriptionHtml)]);

  it('puts "an" before vowel sounds and "a" before consonant sounds, in every summary and description', () => {
    // Words that start with a vowel letter but a consonant sound, and acronyms spelt out.
    const consonantSound = /^(uni|use|eu|one|fifo|\.|whs|qa|gp)/;
    const vowelSound = /^(hour|honest|(?!FIFO)[AEFHILMNORSX][A-Z0-9&]+\b)/;
    const wrong: string[] = [];
    for (const text of texts) {
      for (const match of text.matchAll(/(?<![\w&.])(a|an|A|An) ([\w&.-]+)/g)) {
        const [, article, word] = match as unknown as [string, string, string];
        const startsWithVowel = /^[aeiou]/i.test(word);
        const an =
          vowelSound.test(word) || (startsWithVowel && !consonantSound.test(word.toLowerCase()));
        if ((article.toLowerCase() === 'an') !== an) wrong.push(`${article} ${word}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    // The sample covers the cases the copy got wrong before.
    expect(texts.some((text) => /\ban Aged Care\b/.test(text))).toBe(true);
    expect(
      texts.some((text) => /\ban (Executive|Electrician|Accounts|Assistant)\b/.test(text)),
    ).toBe(true);
  });

  it('writes whole sentences: one role, one "join", no doubled words', () => {
    for (const job of jobs) {
      expect(job.summary).toMatch(/^[A-Z].*\.$/);
      expect(job.summary.match(/\bjoin\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(job.summary).toContain(job.title);
      expect(job.summary).not.toMatch(/\bas an? [^.]* to join\b/);
    }
    for (const text of texts) {
      // Lowercase only: place names such as Gin Gin repeat on purpose.
      expect(text).not.toMatch(/\b([a-z]+) \1\b/);
      expect(text).not.toMatch(/ ,| \.(\s|$)|\.\./);
    }
    expect(jobs.some((job) => /^Join .* as an? .+\.$/.test(job.summary))).toBe(true);
  });
});
