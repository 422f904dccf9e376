const STORAGE_KEY = 'joblane:recent-searches';
const MAX_RECENT = 5;

export interface RecentSearch {
  /** The canonical query string (no `?`, no `v`). */
  query: string;
  /** What the list shows: `nurse in Sydney NSW`. */
  label: string;
}

const noSearches: RecentSearch[] = [];
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; searches: RecentSearch[] } = { raw: null, searches: [] };

/** For `useSyncExternalStore`: changes from this tab and from others (the storage event). */
export function subscribeRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored list, the same array until storage changes (as `useSyncExternalStore` needs). */
export function recentSearchesSnapshot(): RecentSearch[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return noSearches;
  }
  if (raw !== snapshot.raw) snapshot = { raw, searches: readRecentSearches() };
  return snapshot.searches;
}

/** Nothing on the server and while hydrating: the list is the browser's alone. */
export const serverRecentSearches = (): RecentSearch[] => noSearches;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The searches this browser made, newest first; empty when storage is unavailable. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (item): item is RecentSearch =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as RecentSearch).query === 'string' &&
        typeof (item as RecentSearch).label === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Remembers a search (its keywords and place, as the results page's `links.recent` gives it),
 * moving it to the top; keeps the last five.
 */
export function rememberSearch(search: RecentSearch) {
  try {
    const next = [
      { query: search.query, label: search.label },
      ...readRecentSearches().filter((item) => item.query !== search.query),
    ].slice(0, MAX_RECENT);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    notify();
  } catch {
    // Private browsing or a full quota: recent searches are a nicety.
  }
}

export function clearRecentSearches() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
    notify();
  } catch {
    // as above
  }
}
