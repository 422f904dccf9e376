import * as styles from './MenuRenderer.css.ts';
import { useMenuState } from './MenuContext.ts';

/** A line between groups of menu items (an `<hr>`: a separator). */
export function MenuItemDivider() {
  useMenuState('MenuItemDivider');
  return <hr className={styles.divider} />;
}
