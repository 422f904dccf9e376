import { Fragment } from 'react';

import * as styles from './Gallery.css.ts';

/** JSDoc as written (hard-wrapped, `code` in backticks) as one flowing line with its code marked. */
export function Prose({ text }: { text: string }) {
  const unwrapped = text.replace(/([^\n])\n(?![\n\-*])/g, '$1 ');
  return unwrapped.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className={styles.inlineCode}>
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
