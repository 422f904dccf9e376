import * as fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultJobSearchQuery } from '../../query/query.ts';
import { openSqliteJobStore } from './sqliteStore.ts';
import { makeJob, testNow } from './testJobs.ts';

/** Markup that has broken HTML sanitisers: scripts, handlers, URLs, encodings, broken nesting. */
const attacks = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href="&#x6A;avascript&#58;alert(1)">link</a>',
  '<a href="java&#x09;script:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="//evil.example/">link</a>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_blank">ok</a>',
  '<a href="mailto:jobs@example.com">mail</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onclick="alert(1)">para</p>',
  '<b onmouseover=alert(1)>bold</b>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<object data="javascript:alert(1)"></object><embed src="x.swf">',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<div><p>unclosed <em>nesting',
  '</p></div></li>',
  '<h1 id="x" class="y">Heading</h1>',
  '<ul><li>One<li>Two</ul>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<a href="https://ok.example/?q=<script>">query</a>',
  'Pay < 5 & "fun"',
  'plain words ',
];

const allowedTags = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'h3',
  'h4',
  'h5',
]);

/** Every element, attribute and comment an HTML parser finds, as a browser would read them. */
function parse(html: string) {
  const elements: { name: string; attributes: Record<string, string> }[] = [];
  const comments: string[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attributes) => elements.push({ name, attributes }),
      oncomment: (data) => comments.push(data),
      onprocessinginstruction: (name) => elements.push({ name, attributes: {} }),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { elements, comments };
}

const fragments = fc.array(fc.constantFrom(...attacks), { minLength: 1, maxLength: 8 });

describe('JobStore.upsert keeps only safe markup, whoever writes', () => {
  const store = openSqliteJobStore({ path: ':memory:' });
  afterAll(() => store.close());
  let next = 0;

  it('reads back only the description policy from an XSS corpus (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fragments, async (pieces) => {
        const id = `xss-${(next += 1)}`;
        await store.upsert([makeJob(id, { descriptionHtml: pieces.join('') })]);
        const stored = (await store.getJob(id, { now: testNow }))!.descriptionHtml;
        const { elements, comments } = parse(stored);
        expect(comments).toEqual([]);
        for (const { name, attributes } of elements) {
          expect(allowedTags).toContain(name);
          if (name === 'a') {
            expect(
              Object.keys(attributes).filter((key) => key !== 'href' && key !== 'rel'),
            ).toEqual([]);
            expect(attributes.rel).toBe('nofollow noopener');
            if (attributes.href !== undefined) {
              expect(attributes.href.trim().toLowerCase()).toMatch(/^(https?:\/\/|mailto:)/);
            }
          } else {
            expect(attributes).toEqual({});
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('stores plain-text fields without markup, and leaves ordinary text as typed (property)', async () => {
    const field = (prefix: string, max: number) =>
      fragments.map((pieces) => `${prefix} ${pieces.join('')}`.slice(0, max));
    await fc.assert(
      fc.asyncProperty(
        field('Nurse', 150),
        field('Acme', 150),
        field('Summary', 150),
        field('Perk', 80),
        async (title, company, summary, point) => {
          const id = `text-${(next += 1)}`;
          await store.upsert([
            makeJob(id, { title, company: { name: company }, summary, keySellingPoints: [point] }),
          ]);
          const job = (await store.getJob(id, { now: testNow }))!;
          for (const text of [job.title, job.company.name, job.summary, ...job.keySellingPoints]) {
            expect(parse(text)).toEqual({ elements: [], comments: [] });
          }
          expect(job.title.startsWith('Nurse')).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    await store.upsert([
      makeJob('typed', { title: 'Pay < 5 & "fun"', summary: 'Pay < 5 & "fun"' }),
    ]);
    expect(await store.getJob('typed', { now: testNow })).toMatchObject({
      title: 'Pay < 5 & "fun"',
      summary: 'Pay < 5 & "fun"',
    });
    const { jobs } = await store.search(
      { ...defaultJobSearchQuery, keywords: 'fun' },
      { now: testNow },
    );
    expect(jobs.find((job) => job.id === 'typed')).toMatchObject({ summary: 'Pay < 5 & "fun"' });
  });
});
