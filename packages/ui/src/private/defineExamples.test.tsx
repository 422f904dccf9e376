import { describe, expect, it } from 'vitest';

import { defineExamples } from './defineExamples.ts';

describe('defineExamples', () => {
  it('returns the examples as given', () => {
    const Example = () => <p>One</p>;
    const examples = { component: 'Thing', examples: [{ name: 'One', Example }] };
    expect(defineExamples(examples)).toBe(examples);
  });

  it('rejects an empty list and duplicate names with a clear error', () => {
    expect(() => defineExamples({ component: 'Thing', examples: [] })).toThrow(
      'Thing examples are empty; add at least one { name, Example }.',
    );
    const Example = () => <p>Same</p>;
    expect(() =>
      defineExamples({
        component: 'Thing',
        examples: [
          { name: 'Same', Example },
          { name: 'Same', Example },
        ],
      }),
    ).toThrow('Thing has two examples named "Same"; give each a unique name.');
  });
});
