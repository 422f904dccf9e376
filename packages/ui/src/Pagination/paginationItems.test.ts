import { describe, expect, it } from 'vitest';

import { paginationItems, visiblePages } from './paginationItems.ts';

describe('visiblePages', () => {
  it('lists every page when they fit', () => {
    expect(visiblePages(1, 1, 2)).toEqual([1]);
    expect(visiblePages(4, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps nine entries with two siblings, gaps hiding two pages or more', () => {
    expect(visiblePages(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 20]);
    expect(visiblePages(5, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 0, 20]);
    expect(visiblePages(6, 20, 2)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 20]);
    expect(visiblePages(15, 20, 2)).toEqual([1, 0, 13, 14, 15, 16, 17, 0, 20]);
    expect(visiblePages(16, 20, 2)).toEqual([1, 0, 14, 15, 16, 17, 18, 19, 20]);
    expect(visiblePages(20, 20, 2)).toEqual([1, 0, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps five entries on mobile (no siblings)', () => {
    expect(visiblePages(1, 20, 0)).toEqual([1, 2, 3, 0, 20]);
    expect(visiblePages(4, 20, 0)).toEqual([1, 0, 4, 0, 20]);
    expect(visiblePages(18, 20, 0)).toEqual([1, 0, 18, 19, 20]);
    expect(visiblePages(2, 5, 0)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('paginationItems', () => {
  it('merges the mobile and tablet rows, marking where each entry shows', () => {
    const items = paginationItems(4, 20);
    const describeItem = (item: (typeof items)[number]) =>
      `${item.type === 'page' ? item.page : `…${item.after}`}:${item.mobile ? 'm' : ''}${item.tablet ? 't' : ''}`;
    expect(items.map(describeItem)).toEqual([
      '1:mt',
      '…1:m',
      '2:t',
      '3:t',
      '4:mt',
      '…4:m',
      '5:t',
      '6:t',
      '7:t',
      '…7:t',
      '20:mt',
    ]);
    const row = (where: 'mobile' | 'tablet') =>
      items.filter((item) => item[where]).map((item) => (item.type === 'page' ? item.page : 0));
    expect(row('mobile')).toEqual(visiblePages(4, 20, 0));
    expect(row('tablet')).toEqual(visiblePages(4, 20, 2));
  });

  it('rebuilds both rows exactly for every page of many page counts', () => {
    for (const pageCount of [1, 2, 5, 6, 9, 10, 11, 30]) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = paginationItems(page, pageCount);
        for (const [where, siblings] of [
          ['mobile', 0],
          ['tablet', 2],
        ] as const) {
          const row = items
            .filter((item) => item[where])
            .map((item) => (item.type === 'page' ? item.page : 0));
          expect(row, `page ${page} of ${pageCount} on ${where}`).toEqual(
            visiblePages(page, pageCount, siblings),
          );
        }
      }
    }
  });
});
