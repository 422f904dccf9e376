import type { ComponentCategory } from '@joblane/ui/examples';

/** One component in the gallery's list (`/ui`). */
export interface GalleryEntry {
  /** The page's name: `/ui/<component>`. */
  component: string;
  category: ComponentCategory;
  /** The JSDoc of its main component. */
  summary: string;
  /** Every component its entry point exports (`Tabs`, `Tab`, `TabPanel`, ...). */
  names: string[];
}

/** The longest search the gallery accepts (the route's schema says so too). */
export const GALLERY_QUERY_MAX_LENGTH = 100;

/**
 * Whether an entry matches what was typed: every word, case-insensitively, in its name, category,
 * summary or the names of its parts. The server (without JavaScript) and the browser (as you type)
 * filter with this same function, so both show the same list.
 */
export function matchesQuery(entry: GalleryEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = [entry.component, entry.category, entry.summary, ...entry.names]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}
