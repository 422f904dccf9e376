import { join } from 'node:path';

import { allExamples } from '@joblane/ui/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { componentEntryPoints, dedent, extractKitDocs, kitDocsProblems } from '../build/kitDocs.ts';
import { appRoot } from './paths.ts';

// The gallery's documentation comes from the kit's own files at build time. These tests read the
// real kit (every component entry point must be documented) and a small fixture kit whose
// expected docs are known exactly.

const fixtureRoot = join(appRoot, 'test', 'fixtures', 'kit');

describe('the kit’s documentation', () => {
  const docs = extractKitDocs();
  const entries = componentEntryPoints();

  it('has a gallery page with examples, their code and a props table for every component entry point', () => {
    expect(entries.length).toBeGreaterThan(40);
    expect(entries.map(({ entryPoint }) => entryPoint)).toContain('@joblane/ui/Button');
    expect(kitDocsProblems(docs, entries)).toEqual([]);
  });

  it('shows the code of exactly the examples the gallery renders, in their order', () => {
    expect(docs.pages.map(({ component }) => component).sort()).toEqual(
      allExamples.map(({ component }) => component).sort(),
    );
    for (const { component, examples } of allExamples) {
      const page = docs.pages.find((candidate) => candidate.component === component);
      expect(
        page?.examples.map(({ name }) => name),
        component,
      ).toEqual(examples.map(({ name }) => name));
    }
  });

  it('reads Button’s code, imports and props from its files', () => {
    const button = docs.pages.find(({ component }) => component === 'Button')!;
    expect(button.entryPoint).toBe('@joblane/ui/Button');
    expect(button.examples.find(({ name }) => name === 'Sizes')).toEqual({
      name: 'Sizes',
      source: [
        '<Inline space="small" alignY="center">',
        '  <Button>Standard</Button>',
        '  <Button size="small">Small</Button>',
        '</Inline>',
      ].join('\n'),
      imports: [
        "import { Button } from '@joblane/ui/Button';",
        "import { Inline } from '@joblane/ui/Inline';",
      ],
    });
    const [props] = button.components;
    expect(props?.names).toEqual(['Button']);
    expect(props?.props.find(({ name }) => name === 'variant')).toEqual({
      name: 'variant',
      type: expect.stringMatching(/^('(solid|ghost|soft|transparent)'( \| |$)){4}$/),
      defaultValue: "'solid'",
      required: false,
      description: 'Default `solid`.',
    });
    expect(props?.props.find(({ name }) => name === 'children')?.required).toBe(true);
    // React's button attributes are summed up, not listed one by one.
    expect(props?.props.some(({ name }) => name === 'onClick')).toBe(false);
    expect(props?.inherits).toContain('ButtonHTMLAttributes');
  });

  it('documents each part of a compound component', () => {
    const tabs = docs.pages.find(({ component }) => component === 'Tabs')!;
    expect(tabs.components.map(({ names }) => names.join()).sort()).toEqual([
      'Tab',
      'TabPanel',
      'TabPanels',
      'Tabs',
      'TabsProvider',
    ]);
  });
});

describe('the docs of a fixture kit', () => {
  const docs = extractKitDocs(fixtureRoot);

  it('finds the entry point without examples and the component without props', () => {
    expect(kitDocsProblems(docs, componentEntryPoints(fixtureRoot))).toEqual([
      '@fixture/kit/Bare has no gallery page: add src/Bare/Bare.examples.tsx',
      '@fixture/kit/Empty: its props table is empty (no exported component with typed props)',
    ]);
  });

  it('has an example’s own code, a component’s declaration and what they use from the file', () => {
    const thing = docs.pages.find(({ component }) => component === 'Thing')!;
    expect(thing.examples).toEqual([
      {
        name: 'Tones',
        source: [
          '<div>',
          '  {thingTones.map((tone) => (',
          '    <Thing key={tone} tone={tone}>',
          '      {tone}',
          '    </Thing>',
          '  ))}',
          '</div>',
        ].join('\n'),
        imports: ["import { Thing, thingTones } from '@fixture/kit/Thing';"],
      },
      {
        name: 'Counter',
        source: [
          "const greeting = 'Hello';",
          '',
          'function Counter() {',
          '  const [count, setCount] = useState(0);',
          '  return (',
          '    <Thing count={count} onClick={() => setCount(count + 1)}>',
          '      {greeting} {count}',
          '    </Thing>',
          '  );',
          '}',
        ].join('\n'),
        imports: [
          "import { useState } from 'react';",
          "import { Thing } from '@fixture/kit/Thing';",
        ],
      },
    ]);
  });

  it('has each prop’s type, default, requiredness and description', () => {
    const thing = docs.pages.find(({ component }) => component === 'Thing')!;
    expect(thing.summary).toBe('A thing that says something.');
    expect(thing.components).toEqual([
      {
        names: ['Thing'],
        propsType: 'ThingProps',
        summary: 'A thing that says something.',
        props: [
          {
            name: 'children',
            type: 'ReactNode',
            defaultValue: null,
            required: true,
            description: 'What it says.',
          },
          {
            name: 'tone',
            type: "'quiet' | 'loud'",
            defaultValue: "'quiet'",
            required: false,
            description: 'How loud it is. Default `quiet`.',
          },
          {
            name: 'size',
            type: "'small' | 'large'",
            defaultValue: null,
            required: false,
            description: 'Its size, documented over\ntwo lines.',
          },
          { name: 'count', type: 'number', defaultValue: '3', required: false, description: '' },
          {
            name: 'emphasis',
            type: 'boolean',
            defaultValue: null,
            required: false,
            description: '',
          },
        ],
        inherits: ['AriaAttributes', 'DOMAttributes', 'HTMLAttributes'],
      },
    ]);
    expect(thing.otherExports).toEqual({ values: ['thingTones'], types: ['ThingTone'] });
  });

  it('fails with a clear error for a folder that is not a kit', () => {
    expect(() => extractKitDocs(join(fixtureRoot, 'missing'))).toThrow(/package\.json/);
  });
});

describe('dedent', () => {
  it('removes the indentation the lines share, counting where the first one started', () => {
    expect(dedent('<A>\n      <B />\n    </A>', 4)).toBe('<A>\n  <B />\n</A>');
  });

  it('gives back any block of code indented by the same amount', () => {
    const line = fc
      .string({ unit: fc.constantFrom('a', 'b', ' ', '{', '}'), maxLength: 12 })
      .map((text) => text.trim());
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }).filter((lines) => lines[0] !== ''),
        fc.nat(8),
        fc.nat(4),
        (lines, indent, extra) => {
          // Nested lines keep what they have beyond the shared indentation.
          const code = lines.map(
            (text, index) => (index % 2 === 1 && text !== '' ? ' '.repeat(extra) : '') + text,
          );
          const indented = code.map((text) => (text === '' ? '' : ' '.repeat(indent) + text));
          const first = indented[0]!.slice(indent);
          const expected = code.join('\n').trim();
          expect(dedent([first, ...indented.slice(1)].join('\n'), indent)).toBe(expected);
        },
      ),
    );
  });
});
