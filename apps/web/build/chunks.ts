import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';

import * as esbuild from 'esbuild';

/**
 * How the site's client code is cut into files.
 *
 * esbuild puts each module in the chunk of the exact set of entry points (the client entry, every
 * page, every `import()` target) that reach it. Left alone, each new page or lazily loaded part
 * that uses some of the kit cuts the shared code along new lines: the results page loaded 20
 * files, and each file costs compression context and import/export glue (about 5.8 KB brotli
 * against the same code in one file).
 *
 * The rule here: a module that two or more of those entry points reach (statically, through
 * imports) is **shared**. Every entry point imports one generated module, `joblane:shared`, that
 * re-exports every shared module, so each shared module (and all it imports) is reached by every
 * entry point and esbuild writes them all to one chunk. What remains per file is what one entry
 * point alone uses: the client entry (React DOM's client, the router), each page module with
 * its own components, each lazily loaded part. A page therefore loads three files: the entry,
 * the shared chunk and its own module.
 *
 * The cost: a page also loads the shared modules it does not use itself (those two other pages
 * share). `pnpm size` shows what each page loads.
 */
export const SHARED_MODULE = 'joblane:shared';

/** A module is shared once this many entry points reach it. */
export const SHARED_THRESHOLD = 2;

/** Static module graph of a client build, from esbuild's metafile (CSS modules compiled away). */
export interface ModuleGraph {
  /** Absolute paths of the entry points, including `import()` targets. */
  entryPoints: string[];
  /** Absolute path -> the absolute paths it imports statically. */
  imports: Map<string, string[]>;
}

/**
 * The client's module graph without writing anything: esbuild bundles once without compiling the
 * vanilla-extract files, which takes a fraction of the real build.
 */
export async function moduleGraph(
  options: esbuild.BuildOptions & { absWorkingDir: string },
): Promise<ModuleGraph> {
  const result = await esbuild.build({
    ...options,
    // A vanilla-extract file compiles to class names (and, for sprinkles and recipes, their
    // runtime, reached through the file anyway): read as empty, so the graph holds no modules
    // that only run at build time (@vanilla-extract/css and its dependencies).
    plugins: [
      {
        name: 'css-ts-as-empty',
        setup(build) {
          build.onLoad({ filter: /\.css\.ts$/ }, () => ({ contents: '', loader: 'ts' }));
        },
      },
    ],
    write: false,
    minify: false,
    metafile: true,
    logLevel: 'silent',
  });
  const root = options.absWorkingDir;
  const absolute = (path: string) => resolve(root, path);
  const imports = new Map<string, string[]>();
  const dynamicTargets = new Set<string>();
  for (const [path, input] of Object.entries(result.metafile.inputs)) {
    const statics: string[] = [];
    for (const record of input.imports) {
      if (record.external || record.original === undefined) continue;
      if (record.kind === 'dynamic-import') dynamicTargets.add(absolute(record.path));
      else if (record.kind === 'import-statement' || record.kind === 'require-call') {
        statics.push(absolute(record.path));
      }
    }
    imports.set(absolute(path), statics);
  }
  const configured = Object.values(options.entryPoints as Record<string, string>).map(absolute);
  return { entryPoints: [...new Set([...configured, ...dynamicTargets])], imports };
}

/** What each entry point reaches statically (itself included). */
function reachOf(graph: ModuleGraph): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>();
  for (const entryPoint of graph.entryPoints) {
    const seen = new Set<string>();
    const stack = [entryPoint];
    while (stack.length > 0) {
      const path = stack.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      stack.push(...(graph.imports.get(path) ?? []));
    }
    reach.set(entryPoint, seen);
  }
  return reach;
}

/** A group of shared modules, written to one chunk, and the entry points that import it. */
export interface SharedGroup {
  /** The generated module's specifier (`joblane:shared/<name>`). */
  name: string;
  modules: string[];
  importers: string[];
}

/**
 * The shared modules (two or more entry points reach them; entry points themselves excluded),
 * in two groups: those the budgeted results page reaches (`firstPage`: its entry points, the
 * client entry and the page module), imported by every entry point, and the rest, imported by
 * the entry points that reach any of them. The first page so loads no shared module it does not
 * use; the others load one more file.
 */
export function sharedGroups(
  graph: ModuleGraph,
  firstPage: readonly string[],
  threshold = SHARED_THRESHOLD,
): SharedGroup[] {
  const reach = reachOf(graph);
  const first = new Set<string>();
  for (const entryPoint of firstPage) {
    const reached = reach.get(entryPoint);
    if (reached === undefined) throw new Error(`${entryPoint} is not an entry point of the build`);
    for (const path of reached) first.add(path);
  }
  const reachedBy = new Map<string, number>();
  for (const reached of reach.values()) {
    for (const path of reached) reachedBy.set(path, (reachedBy.get(path) ?? 0) + 1);
  }
  const entryPoints = new Set(graph.entryPoints);
  const shared = [...reachedBy]
    .filter(([path, count]) => count >= threshold && !entryPoints.has(path))
    .map(([path]) => path)
    .sort();
  const groups = [
    { name: 'first', modules: shared.filter((path) => first.has(path)) },
    { name: 'rest', modules: shared.filter((path) => !first.has(path)) },
  ];
  return groups
    .filter(({ modules }) => modules.length > 0)
    .map(({ name, modules }) => ({
      name: `${SHARED_MODULE}/${name}`,
      modules,
      importers: graph.entryPoints.filter((entryPoint) =>
        modules.some((path) => reach.get(entryPoint)!.has(path)),
      ),
    }));
}

const scriptLoaders: Record<string, esbuild.Loader> = {
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.jsx': 'jsx',
  '.mjs': 'js',
};

/**
 * The esbuild plugin that applies the rule: each `joblane:shared/<group>` module re-exports its
 * group's modules (as namespaces nothing reads, so tree shaking keeps only what is used), and
 * each of the group's importers imports it.
 */
export function sharedChunkPlugin(groups: SharedGroup[]): esbuild.Plugin {
  const importsOf = new Map<string, string[]>();
  for (const group of groups) {
    for (const importer of group.importers) {
      importsOf.set(importer, [...(importsOf.get(importer) ?? []), group.name]);
    }
  }
  const byName = new Map(groups.map((group) => [group.name, group]));
  return {
    name: 'joblane-shared-chunks',
    setup(build) {
      build.onResolve({ filter: /^joblane:shared\// }, ({ path }) => ({
        path,
        namespace: 'joblane-shared',
      }));
      build.onLoad({ filter: /.*/, namespace: 'joblane-shared' }, ({ path }) => ({
        contents: (byName.get(path)?.modules ?? [])
          .map((module, index) => `export * as m${index} from ${JSON.stringify(module)};`)
          .join('\n'),
        loader: 'js',
        resolveDir: build.initialOptions.absWorkingDir,
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        const groupNames = importsOf.get(path);
        if (groupNames === undefined || path.endsWith('.css.ts')) return undefined;
        const loader = scriptLoaders[extname(path)];
        if (loader === undefined) return undefined;
        const source = await readFile(path, 'utf8');
        // Appended: line numbers (and source maps) stay as they are; imports are hoisted.
        const imports = groupNames.map((name) => `import ${JSON.stringify(name)};`).join('\n');
        return { contents: `${source}\n${imports}\n`, loader };
      });
    },
  };
}
