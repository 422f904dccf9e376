import type { PageComponent } from '../app/context.ts';

/**
 * The page module of a route, loaded on demand: each page of `src/pages/` is its own chunk.
 * (The kit gallery has a bundle of its own, `src/gallery/entry.tsx`, and is not among them.)
 */
export async function loadPage(route: string): Promise<PageComponent> {
  const module = (await import(`../pages/${route}.page.tsx`)) as { default: PageComponent };
  return module.default;
}
