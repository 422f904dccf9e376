// The kit's entry points (package.json `exports`) against its index: every public name of
// `src/index.ts` can be imported from one component entry, and no entry exposes a name the index
// does not (gallery previews and internal helpers stay private).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, { types: string; default: string }>;
};

/** Entries that are not part of the component API: the index itself and the tooling entries. */
const nonComponentEntries = new Set(['.', './test', './examples']);

interface ExportedNames {
  values: string[];
  types: string[];
}

/**
 * The names a re-export-only file exports. The index and the folder entries hold nothing but
 * `export { ... } from '...'` and `export type { ... } from '...'` statements (and comments); any
 * other statement fails here rather than being silently skipped.
 */
function reExportedNames(source: string): ExportedNames {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const statement = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']+';/g;
  const values: string[] = [];
  const types: string[] = [];
  const rest = withoutComments.replace(
    statement,
    (_match, typeOnly: string | undefined, list: string) => {
      for (const raw of list.split(',')) {
        const item = raw.trim();
        if (item === '') continue;
        const typeItem = /^type\s+/.test(item);
        const name = item
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .at(-1)!
          .trim();
        if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`cannot read export "${item}"`);
        (typeOnly || typeItem ? types : values).push(name);
      }
      return '';
    },
  );
  if (rest.trim() !== '') throw new Error(`not a re-export-only file; left over: ${rest.trim()}`);
  return { values, types };
}

function namesOf(file: string): ExportedNames {
  return reExportedNames(readFileSync(join(packageRoot, file), 'utf8'));
}

const componentEntries = Object.entries(manifest.exports).filter(
  ([key]) => !nonComponentEntries.has(key),
);
const index = namesOf(manifest.exports['.']!.default);

describe('reExportedNames', () => {
  it('reads value and type re-exports, renames and inline type markers', () => {
    expect(
      reExportedNames(
        "// a comment\nexport { A, type B, C as D } from './a.ts';\nexport type { E } from './e.ts';\n",
      ),
    ).toEqual({ values: ['A', 'D'], types: ['B', 'E'] });
  });

  it('rejects a file that declares something itself', () => {
    expect(() => reExportedNames("export { A } from './a.ts';\nexport const B = 1;\n")).toThrow(
      /not a re-export-only file/,
    );
  });
});

describe('the kit entry points', () => {
  it('give every component folder its own entry, each an index.ts in that folder', () => {
    const folders = readdirSync(join(packageRoot, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['private', 'test'].includes(entry.name))
      .map((entry) => entry.name);
    const entryFiles = componentEntries.map(([, target]) => target.default);
    expect(entryFiles.toSorted()).toEqual(
      folders.map((folder) => `./src/${folder}/index.ts`).toSorted(),
    );
    for (const [key, target] of componentEntries) {
      expect(target.types, key).toBe(target.default);
      expect(existsSync(join(packageRoot, target.default)), key).toBe(true);
    }
  });

  it('reach every name the index exports, each through exactly one entry', () => {
    const owners = new Map<string, string[]>();
    for (const [key, target] of componentEntries) {
      const { values, types } = namesOf(target.default);
      for (const name of [...values, ...types])
        owners.set(name, [...(owners.get(name) ?? []), key]);
    }
    const unreachable = [...index.values, ...index.types].filter((name) => !owners.has(name));
    expect(unreachable).toEqual([]);
    const twice = [...owners].filter(([, keys]) => keys.length > 1);
    expect(twice).toEqual([]);
  });

  it('expose no name the index does not (previews and helpers stay private)', () => {
    const indexValues = new Set(index.values);
    const indexTypes = new Set(index.types);
    for (const [key, target] of componentEntries) {
      const { values, types } = namesOf(target.default);
      expect(
        values.filter((name) => !indexValues.has(name)),
        key,
      ).toEqual([]);
      expect(
        types.filter((name) => !indexTypes.has(name)),
        key,
      ).toEqual([]);
      expect(
        [...values, ...types].filter((name) => name.endsWith('Preview')),
        key,
      ).toEqual([]);
    }
    expect([...index.values, ...index.types].filter((name) => name.endsWith('Preview'))).toEqual(
      [],
    );
  });

  it('export at run time exactly the values their source lists', async () => {
    for (const [key, target] of componentEntries) {
      const module = (await import(join(packageRoot, target.default))) as Record<string, unknown>;
      expect(Object.keys(module).toSorted(), key).toEqual(
        namesOf(target.default).values.toSorted(),
      );
      for (const name of Object.keys(module)) expect(module[name], `${key}: ${name}`).toBeDefined();
    }
    const indexModule = (await import(join(packageRoot, manifest.exports['.']!.default))) as object;
    expect(Object.keys(indexModule).toSorted()).toEqual(index.values.toSorted());
  });

  it('resolve through the package name like an app imports them', async () => {
    const { Tab, TabPanel, TabPanels, Tabs, TabsProvider } = await import('@joblane/ui/Tabs');
    expect(
      [Tab, TabPanel, TabPanels, Tabs, TabsProvider].every((part) => typeof part === 'function'),
    ).toBe(true);
    const toast = await import('@joblane/ui/Toast');
    expect(Object.keys(toast).toSorted()).toEqual(['ToastProvider', 'toastTones', 'useToast']);
    const { Column } = await import('@joblane/ui/Columns');
    expect(typeof Column).toBe('function');
    const dialog: Record<string, unknown> = await import('@joblane/ui/Dialog');
    expect(dialog.DialogPreview).toBeUndefined();
  });
});
