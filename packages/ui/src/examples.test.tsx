import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

  it('names each page after the folder of its entry point, and gives every entry point one', async () => {
    const files = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.examples.tsx'),
    );
    const byFolder = new Map<string, ComponentExamples>();
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ `./${file}`)) as {
        default: ComponentExamples;
      };
      expect(module.default.component, `${file} names another component`).toBe(dirname(file));
      byFolder.set(dirname(file), module.default);
    }
    const { exports } = JSON.parse(
      readFileSync(join(sourceDirectory, '..', 'package.json'), 'utf8'),
    ) as { exports: Record<string, { default: string }> };
    const componentFolders = Object.entries(exports)
      .filter(([key]) => !['.', './test', './examples'].includes(key))
      .map(([, target]) => target.default.split('/')[2]);
    expect(componentFolders.length).toBeGreaterThan(40);
    for (const folder of componentFolders) {
      expect(byFolder.get(folder!), `src/${folder}/ has no ${folder}.examples.tsx`).toBeDefined();
      expect(byFolder.get(folder!)!.examples.length).toBeGreaterThan(0);
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
