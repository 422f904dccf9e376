import type { Notice } from './context.ts';
import * as styles from './NoticeBanner.css.ts';

/**
 * The message an action left for this page ("You are signed in"), above its content: an
 * `output` (a status region, so screen readers announce it) in plain markup, since every page's
 * bundle carries it.
 */
export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <output className={notice.tone === 'positive' ? styles.positive : styles.info}>
      {notice.message}
    </output>
  );
}
