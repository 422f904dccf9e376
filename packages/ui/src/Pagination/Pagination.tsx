import { clsx } from 'clsx';

import { Box } from '../Box/Box.tsx';
import { IconChevronLeft, IconChevronRight } from '../Icons/icons.tsx';
import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import type { Atoms } from '../private/atoms.css.ts';
import { TextContext } from '../Text/TextContext.ts';
import { KitLink } from '../UIProvider/linkComponent.tsx';
import * as styles from './Pagination.css.ts';
import { paginationItems } from './paginationItems.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are, 1 or more. */
  pageCount: number;
  /** The link target of a page: `(page) => \`/jobs?q=design&page=${page}\``. */
  hrefForPage: (page: number) => string;
  /** The navigation landmark's name. Default `Pagination`; name each one on a page differently. */
  label?: string;
  /** Default `Previous`. */
  previousLabel?: string;
  /** Default `Next`. */
  nextLabel?: string;
  /** The accessible name of a page link. Default `(page) => \`Page ${page}\``. */
  pageLabel?: (page: number) => string;
  id?: string;
}

function display(item: { mobile: boolean; tablet: boolean }): Atoms['display'] {
  if (item.mobile && item.tablet) return undefined;
  return { mobile: item.mobile ? 'block' : 'none', tablet: item.tablet ? 'block' : 'none' };
}

function assertPages(page: unknown, pageCount: unknown) {
  if (typeof pageCount !== 'number' || !Number.isInteger(pageCount) || pageCount < 1) {
    throw new Error(
      `Pagination needs a pageCount that is a whole number, 1 or more; got ${JSON.stringify(pageCount)}.`,
    );
  }
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > pageCount) {
    throw new Error(
      `Pagination needs a page from 1 to ${pageCount} (pageCount); got ${JSON.stringify(page)}.`,
    );
  }
}

/**
 * Numbered page links in a `nav` landmark, with Previous and Next. The current page has
 * `aria-current="page"`. Up to nine entries from tablet, five on mobile (first, current, last),
 * switched with CSS so the server markup serves every screen. Every link goes through the app's
 * link component (the `v` pin rule).
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = (number) => `Page ${number}`,
  id,
}: PaginationProps) {
  assertPages(page, pageCount);
  const linkClass = clsx(resetBase, resetElement.a, styles.link, focusRing);
  return (
    <Box component="nav" aria-label={label} id={id}>
      <TextContext value={{ size: 'standard', weight: 'medium', tone: 'neutral' }}>
        <Box component="ul" className={styles.list}>
          {page > 1 ? (
            <li>
              <KitLink
                href={hrefForPage(page - 1)}
                rel="prev"
                className={clsx(linkClass, styles.stepLink)}
              >
                <IconChevronLeft />
                <span className={styles.stepText}>{previousLabel}</span>
              </KitLink>
            </li>
          ) : null}
          {paginationItems(page, pageCount).map((item) =>
            item.type === 'gap' ? (
              <Box
                component="li"
                key={`gap-after-${item.after}`}
                aria-hidden="true"
                display={display(item)}
                className={styles.gap}
              >
                …
              </Box>
            ) : (
              <Box component="li" key={item.page} display={display(item)}>
                <KitLink
                  href={hrefForPage(item.page)}
                  aria-label={pageLabel(item.page)}
                  aria-current={item.page === page ? 'page' : undefined}
                  className={clsx(linkClass, item.page === page && styles.current)}
                >
                  {item.page}
                </KitLink>
              </Box>
            ),
          )}
          {page < pageCount ? (
            <li>
              <KitLink
                href={hrefForPage(page + 1)}
                rel="next"
                className={clsx(linkClass, styles.stepLink)}
              >
                <span className={styles.stepText}>{nextLabel}</span>
                <IconChevronRight />
              </KitLink>
            </li>
          ) : null}
        </Box>
      </TextContext>
    </Box>
  );
}
