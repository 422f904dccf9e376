/** One entry in the pagination row, with where it shows. */
export type PaginationItem =
  | { type: 'page'; page: number; mobile: boolean; tablet: boolean }
  | { type: 'gap'; after: number; mobile: boolean; tablet: boolean };

/**
 * The pages to show with `siblings` pages either side of the current one, the first and the
 * last: always `2 * siblings + 5` entries once there are that many pages (so the row keeps its
 * width while paging), and a gap (`0`) only where it hides two pages or more.
 */
export function visiblePages(page: number, pageCount: number, siblings: number): number[] {
  const slots = 2 * siblings + 5;
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= slots) return range(1, pageCount);
  if (page <= siblings + 3) return [...range(1, slots - 2), 0, pageCount];
  if (page >= pageCount - siblings - 2) return [1, 0, ...range(pageCount - slots + 3, pageCount)];
  return [1, 0, ...range(page - siblings, page + siblings), 0, pageCount];
}

/** The page before each gap in a `visiblePages` list. */
function gapsAfter(pages: number[]): Set<number> {
  const gaps = new Set<number>();
  pages.forEach((page, index) => {
    if (page === 0) gaps.add(pages[index - 1]!);
  });
  return gaps;
}

/**
 * The mobile row (the current page alone between first and last) and the tablet-and-up row
 * merged into one list, each entry marked with where it shows, so one server-rendered list
 * serves every screen size with CSS alone.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { mobileSiblings = 0, tabletSiblings = 2 } = {},
): PaginationItem[] {
  const mobile = visiblePages(page, pageCount, mobileSiblings);
  const tablet = visiblePages(page, pageCount, tabletSiblings);
  const mobileGaps = gapsAfter(mobile);
  const tabletGaps = gapsAfter(tablet);
  const pages = [...new Set([...mobile, ...tablet].filter((entry) => entry !== 0))].sort(
    (a, b) => a - b,
  );
  return pages.flatMap((entry): PaginationItem[] => {
    const item: PaginationItem = {
      type: 'page',
      page: entry,
      mobile: mobile.includes(entry),
      tablet: tablet.includes(entry),
    };
    if (!mobileGaps.has(entry) && !tabletGaps.has(entry)) return [item];
    return [
      item,
      { type: 'gap', after: entry, mobile: mobileGaps.has(entry), tablet: tabletGaps.has(entry) },
    ];
  });
}
