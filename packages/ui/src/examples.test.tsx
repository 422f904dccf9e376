import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { allExamples } from './examples.ts';
import type { ComponentExamples } from './private/defineExamples.ts';
import { expectAccessibleMarkup } from './test/accessibleMarkup.tsx';

const sourceDirectory = import.meta.dirname;

describe('the examples registry', () => {
  it('lists every *.examples.tsx file in the package', async () => {
    const files = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.examples.tsx'),
    );
    const modules = await Promise.all(
      files.map(
        async (file) =>
          (await import(/* @vite-ignore */ `./${file}`)) as { default: ComponentExamples },
      ),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const [index, module] of modules.entries()) {
      expect(allExamples, `${files[index]} is missing from src/examples.ts`).toContain(
        module.default,
      );
    }
  });

  it('names each component once', () => {
    const names = allExamples.map(({ component }) => component);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(allExamples.map((entry) => [entry.component, entry] as const))(
  '%s examples',
  (_component, { examples }) => {
    it.each(examples.map((example) => [example.name, example] as const))(
      '%s renders valid, accessible markup on the server',
      async (_name, { Example }) => {
        const markup = await expectAccessibleMarkup(<Example />);
        expect(markup).not.toBe('');
      },
    );
  },
);
