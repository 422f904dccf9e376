import type { ReactNode } from 'react';

import * as styles from './SiteMenu.css.ts';

/** The phone menu's panel under the header: the same with or without the script. */
export function MenuPanel({
  id,
  hidden,
  children,
}: {
  id?: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div id={id} hidden={hidden} className={styles.panel}>
      <nav aria-label="Menu">{children}</nav>
    </div>
  );
}
