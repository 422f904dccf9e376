import { describe, expect, it } from 'vitest';

import { defineExamples, type ComponentCategory } from './defineExamples.ts';

const page = { component: 'Thing', category: 'Layout', accessibility: 'Layout only.' } as const;

describe('defineExamples', () => {
  it('returns the examples as given', () => {
    const Example = () => <p>One</p>;
    const examples = { ...page, examples: [{ name: 'One', Example }] };
    expect(defineExamples(examples)).toBe(examples);
  });

  it('rejects an empty list and duplicate names with a clear error', () => {
    expect(() => defineExamples({ ...page, examples: [] })).toThrow(
      'Thing examples are empty; add at least one { name, Example }.',
    );
    const Example = () => <p>Same</p>;
    expect(() =>
      defineExamples({
        ...page,
        examples: [
          { name: 'Same', Example },
          { name: 'Same', Example },
        ],
      }),
    ).toThrow('Thing has two examples named "Same"; give each a unique name.');
  });

  it('rejects an unknown category and missing accessibility notes', () => {
    const examples = [{ name: 'One', Example: () => <p>One</p> }];
    expect(() =>
      defineExamples({ ...page, category: 'Widgets' as ComponentCategory, examples }),
    ).toThrow('Thing has the category "Widgets"; use one of Foundations, Layout, Typography,');
    expect(() => defineExamples({ ...page, accessibility: '  ', examples })).toThrow(
      'Thing has no accessibility notes; say how it works by keyboard and screen reader.',
    );
  });
});
