import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultJobSearchQuery,
  maxKeywordsLength,
  parseJobSearchQuery,
  serializeJobSearchQuery,
  type JobSearchQuery,
} from './query.ts';
import { jobSearchQueryArbitrary } from './arbitrary.ts';

const ict = 'information-and-communication-technology';
const accounting = 'accounting';

describe('parseJobSearchQuery', () => {
  it('returns the default query for an empty input, which serialises to nothing', () => {
    expect(parseJobSearchQuery('')).toEqual({ query: defaultJobSearchQuery, ignored: [] });
    expect(serializeJobSearchQuery(defaultJobSearchQuery)).toBe('');
  });

  it('reads every parameter', () => {
    const { query, ignored } = parseJobSearchQuery(
      '?keywords=senior%20developer&where=Sydney+NSW&classification=accounting,information-and-communication-technology' +
        '&subclassification=accounting.payroll&worktype=part-time,full-time&workarrangement=remote' +
        '&salarymin=80000&salarymax=120000&salarytype=annual&daterange=7&sortmode=date&hideapplied=1&verified=1&vacancy=existing&page=3',
    );
    expect(ignored).toEqual([]);
    expect(query).toEqual({
      keywords: 'senior developer',
      where: 'Sydney NSW',
      classifications: [accounting, ict],
      subClassifications: ['accounting.payroll'],
      workTypes: ['full-time', 'part-time'],
      workArrangements: ['remote'],
      salaryType: 'annual',
      salaryMin: 80_000,
      salaryMax: 120_000,
      dateRange: 7,
      sortMode: 'date',
      hideApplied: true,
      verifiedOnly: true,
      existingVacancyOnly: true,
      page: 3,
    });
    expect(parseJobSearchQuery('hideapplied=yes')).toEqual({
      query: defaultJobSearchQuery,
      ignored: [
        {
          param: 'hideapplied',
          value: 'yes',
          message: 'Ignored hideapplied "yes"',
        },
      ],
    });
    expect(serializeJobSearchQuery({ ...defaultJobSearchQuery, hideApplied: true, page: 2 })).toBe(
      'hideapplied=1&page=2',
    );
    expect(parseJobSearchQuery('verified=TRUE').query.verifiedOnly).toBe(true);
    expect(parseJobSearchQuery('verified=0')).toEqual({
      query: defaultJobSearchQuery,
      ignored: [{ param: 'verified', value: '0', message: 'Ignored verified "0"' }],
    });
    expect(parseJobSearchQuery('vacancy=Existing').query.existingVacancyOnly).toBe(true);
    expect(parseJobSearchQuery('vacancy=pipeline')).toEqual({
      query: defaultJobSearchQuery,
      ignored: [{ param: 'vacancy', value: 'pipeline', message: 'Ignored vacancy "pipeline"' }],
    });
    expect(
      serializeJobSearchQuery({ ...defaultJobSearchQuery, existingVacancyOnly: true, page: 2 }),
    ).toBe('vacancy=existing&page=2');
    expect(
      serializeJobSearchQuery({
        ...defaultJobSearchQuery,
        keywords: 'nurse',
        verifiedOnly: true,
        hideApplied: true,
        sortMode: 'date',
      }),
    ).toBe('keywords=nurse&hideapplied=1&verified=1&sortmode=date');
  });

  it('accepts URLSearchParams and records with repeated list values', () => {
    const fromRecord = parseJobSearchQuery({
      classification: [ict, accounting],
      worktype: 'casual-vacation',
      salarytype: 'hourly',
      salarymin: '$35',
      other: undefined,
    });
    expect(fromRecord.ignored).toEqual([]);
    expect(fromRecord.query.classifications).toEqual([accounting, ict]);
    expect(fromRecord.query.workTypes).toEqual(['casual-vacation']);
    expect(fromRecord.query.salaryType).toBe('hourly');
    expect(fromRecord.query.salaryMin).toBe(35);
    const fromParams = parseJobSearchQuery(
      new URLSearchParams([
        ['workarrangement', 'hybrid'],
        ['workarrangement', 'on-site,hybrid'],
      ]),
    );
    expect(fromParams.query.workArrangements).toEqual(['on-site', 'hybrid']);
  });

  it('drops malformed values and says what it ignored', () => {
    const { query, ignored } = parseJobSearchQuery(
      'salarymin=abc&salarymax=-5&daterange=2&sortmode=popular&page=0&salarytype=weekly&classification=accounting,astrology&worktype=gig',
    );
    expect(query).toEqual({ ...defaultJobSearchQuery, classifications: [accounting] });
    expect(ignored.map((i) => i.message)).toEqual([
      'Ignored salary minimum "abc"',
      'Ignored salary maximum "-5"',
      'Ignored date range "2"',
      'Ignored sort order "popular"',
      'Ignored page "0"',
      'Ignored salary type "weekly"',
      'Ignored classification "astrology"',
      'Ignored work type "gig"',
    ]);
    expect(ignored[0]).toEqual({
      param: 'salarymin',
      value: 'abc',
      message: 'Ignored salary minimum "abc"',
    });
  });

  it('drops a maximum salary below the minimum', () => {
    const { query, ignored } = parseJobSearchQuery('salarymin=100000&salarymax=50000');
    expect(query.salaryMin).toBe(100_000);
    expect(query.salaryMax).toBeNull();
    expect(ignored).toEqual([
      {
        param: 'salarymax',
        value: '50000',
        message: 'Ignored salary maximum "50000": it is below the minimum',
      },
    ]);
  });

  it('rejects pages beyond the last allowed and non-integers', () => {
    for (const page of ['1001', '2.5', '1e3', '0x10', ' ', '-1', '99999999999999999999']) {
      const { query } = parseJobSearchQuery({ page });
      expect(query.page).toBe(1);
    }
    expect(parseJobSearchQuery('page=1000').query.page).toBe(1000);
  });

  it('keeps the first of a repeated single-valued parameter', () => {
    const { query, ignored } = parseJobSearchQuery('keywords=nurse&keywords=chef&sortmode=date');
    expect(query.keywords).toBe('nurse');
    expect(ignored.map((i) => i.message)).toEqual(['Ignored repeated keywords "chef"']);
  });

  it('survives hostile input: control characters, huge values, markup and odd encodings', () => {
    const long = 'a'.repeat(5000);
    const { query, ignored } = parseJobSearchQuery({
      keywords: `<script>alert(1)</script>\u0000\u202e  nurse\n\t${long}`,
      where: '%E0%A4%A',
      classification: '__proto__,constructor',
      page: '1;DROP TABLE jobs',
    });
    expect(query.keywords.length).toBeLessThanOrEqual(maxKeywordsLength);
    for (const character of ['\u0000', '\u202e', '\n', '\t']) {
      expect(query.keywords).not.toContain(character);
    }
    expect(query.keywords.startsWith('<script>alert(1)</script> nurse a')).toBe(true);
    expect(query.where).toBe('%E0%A4%A');
    expect(query.classifications).toEqual([]);
    expect(query.page).toBe(1);
    expect(ignored.map((i) => i.param)).toEqual([
      'keywords',
      'classification',
      'classification',
      'page',
    ]);
    expect(parseJobSearchQuery('keywords=%ZZ%&page=%').query.keywords).toBe('%ZZ%');
  });

  it('passes over parameters it does not own, such as the v pin', () => {
    expect(parseJobSearchQuery('v=abc123&utm_source=mail&keywords=chef')).toEqual({
      query: { ...defaultJobSearchQuery, keywords: 'chef' },
      ignored: [],
    });
  });

  it('treats parameter names case-insensitively and empty values as absent', () => {
    const { query, ignored } = parseJobSearchQuery('Keywords=chef&WHERE=&page=');
    expect(query).toEqual({ ...defaultJobSearchQuery, keywords: 'chef' });
    expect(ignored).toEqual([]);
  });
});

describe('serializeJobSearchQuery', () => {
  it('writes parameters in a fixed order and lists in taxonomy order', () => {
    const query: JobSearchQuery = {
      ...defaultJobSearchQuery,
      page: 2,
      sortMode: 'date',
      workTypes: ['part-time', 'full-time'],
      classifications: [ict, accounting],
      keywords: 'chef & cook',
      salaryType: 'hourly',
      salaryMin: 30,
    };
    expect(serializeJobSearchQuery(query)).toBe(
      'keywords=chef+%26+cook&classification=accounting%2Cinformation-and-communication-technology' +
        '&worktype=full-time%2Cpart-time&salarymin=30&salarytype=hourly&sortmode=date&page=2',
    );
  });
});

describe('parse and serialise together', () => {
  it('parse(serialise(q)) equals q, with nothing ignored', () => {
    fc.assert(
      fc.property(jobSearchQueryArbitrary, (query) => {
        expect(parseJobSearchQuery(serializeJobSearchQuery(query))).toEqual({ query, ignored: [] });
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary input, and its result is canonical', () => {
    const key = fc.constantFrom(
      'keywords',
      'where',
      'classification',
      'worktype',
      'salarymin',
      'salarymax',
      'daterange',
      'page',
      'sortmode',
      'hideapplied',
      'verified',
      'vacancy',
      'x',
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.string({ maxLength: 40 }))),
        fc.string({ maxLength: 200 }),
        (pairs, raw) => {
          const fromPairs = parseJobSearchQuery(new URLSearchParams(pairs)).query;
          const once = serializeJobSearchQuery(fromPairs);
          expect(serializeJobSearchQuery(parseJobSearchQuery(once).query)).toBe(once);
          const fromRaw = parseJobSearchQuery(raw).query;
          expect(parseJobSearchQuery(serializeJobSearchQuery(fromRaw)).query).toEqual(fromRaw);
        },
      ),
      { numRuns: 500 },
    );
  });
});
