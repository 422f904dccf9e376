import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sharedGroups, type ModuleGraph } from '../build/chunks.ts';

/**
 * A random client: entry points `e0..` (e0 the budgeted page) and modules `m0..` importing
 * higher-numbered modules only (an acyclic graph; cycles change nothing in reachability).
 */
const graphs = fc
  .record({
    entryCount: fc.integer({ min: 2, max: 6 }),
    moduleCount: fc.integer({ min: 1, max: 25 }),
  })
  .chain(({ entryCount, moduleCount }) =>
    fc.record({
      entryImports: fc.array(fc.uniqueArray(fc.nat({ max: moduleCount - 1 }), { maxLength: 6 }), {
        minLength: entryCount,
        maxLength: entryCount,
      }),
      moduleImports: fc.array(fc.uniqueArray(fc.nat({ max: moduleCount - 1 }), { maxLength: 3 }), {
        minLength: moduleCount,
        maxLength: moduleCount,
      }),
    }),
  )
  .map(({ entryImports, moduleImports }): ModuleGraph => {
    const imports = new Map<string, string[]>();
    entryImports.forEach((targets, index) =>
      imports.set(
        `e${index}`,
        targets.map((t) => `m${t}`),
      ),
    );
    moduleImports.forEach((targets, index) =>
      imports.set(
        `m${index}`,
        targets.filter((target) => target > index).map((target) => `m${target}`),
      ),
    );
    return { entryPoints: entryImports.map((_, index) => `e${index}`), imports };
  });

function reached(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    stack.push(...(graph.imports.get(path) ?? []));
  }
  return seen;
}

describe('the shared chunks (build/chunks.ts)', () => {
  it('puts each module two entry points reach in one group, and the budgeted page loads only what it uses', () => {
    fc.assert(
      fc.property(graphs, (graph) => {
        const groups = sharedGroups(graph, ['e0']);
        const reach = new Map(graph.entryPoints.map((entry) => [entry, reached(graph, entry)]));
        const shared = [...graph.imports.keys()].filter(
          (path) =>
            !graph.entryPoints.includes(path) &&
            [...reach.values()].filter((set) => set.has(path)).length >= 2,
        );
        // Every shared module in exactly one group, nothing else.
        expect(groups.flatMap((group) => group.modules).sort()).toEqual(shared.sort());
        for (const group of groups) {
          // Everyone who reaches one of the group's modules imports the group...
          for (const [entry, set] of reach) {
            const needs = group.modules.some((path) => set.has(path));
            expect(group.importers.includes(entry)).toBe(needs);
          }
          // ...so each module of it is reached by the same entry points: esbuild writes one chunk.
        }
        // The budgeted page imports at most one group, holding only modules it reaches.
        const first = groups.filter((group) => group.importers.includes('e0'));
        expect(first.length).toBeLessThanOrEqual(1);
        for (const path of first[0]?.modules ?? []) expect(reach.get('e0')!.has(path)).toBe(true);
      }),
    );
  });

  it('counts everything the budgeted page loads (the client entry and its page) as its own', () => {
    fc.assert(
      fc.property(graphs, (graph) => {
        fc.pre(graph.entryPoints.length >= 2);
        const groups = sharedGroups(graph, ['e0', 'e1']);
        const own = new Set([...reached(graph, 'e0'), ...reached(graph, 'e1')]);
        for (const entry of ['e0', 'e1']) {
          const imported = groups.filter((group) => group.importers.includes(entry));
          // One shared file at most for either of them, holding only what the two reach.
          expect(imported.length).toBeLessThanOrEqual(1);
          for (const path of imported[0]?.modules ?? []) expect(own.has(path)).toBe(true);
        }
      }),
    );
  });

  it("does not cut the budgeted page's shared code into more files when a page is added", () => {
    fc.assert(
      fc.property(graphs, fc.uniqueArray(fc.nat({ max: 30 })), (graph, newPageImports) => {
        const known = [...graph.imports.keys()].filter((path) => path.startsWith('m'));
        const imports = new Map(graph.imports);
        imports.set(
          'new',
          newPageImports.filter((index) => index < known.length).map((index) => known[index]!),
        );
        const grown = { entryPoints: [...graph.entryPoints, 'new'], imports };
        const groupsOfFirst = (g: ModuleGraph) =>
          sharedGroups(g, ['e0']).filter((group) => group.importers.includes('e0')).length;
        expect(groupsOfFirst(grown)).toBeLessThanOrEqual(1);
        expect(groupsOfFirst(graph)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('names a budgeted page that is not an entry point', () => {
    expect(() =>
      sharedGroups({ entryPoints: ['a'], imports: new Map([['a', []]]) }, ['jobs']),
    ).toThrow('jobs is not an entry point of the build');
  });
});
