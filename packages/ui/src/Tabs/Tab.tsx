import { clsx } from 'clsx';
import { type ReactNode, useContext } from 'react';

import { focusRing } from '../private/focusRing.css.ts';
import { base as resetBase, element as resetElement } from '../private/reset.css.ts';
import { Text } from '../Text/Text.tsx';
import * as styles from './Tabs.css.ts';
import { TabIndexContext, tabId, tabPanelId, useTabsState } from './TabsContext.ts';

export interface TabProps {
  /** The tab's label. */
  children: ReactNode;
  /** A name for the tab, passed to `TabsProvider`'s `onChange`. */
  item?: string;
  /** A `Badge` after the label (a count, "New"). */
  badge?: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

/** One tab (`role="tab"`), inside `Tabs`. Its panel is the `TabPanel` at the same position. */
export function Tab({ children, item, badge, icon }: TabProps) {
  const { id, selectedIndex, select } = useTabsState('Tab');
  const position = useContext(TabIndexContext);
  if (position === null) {
    throw new Error('Tab must be rendered inside Tabs: put each <Tab> in a <Tabs label="...">.');
  }
  const { index, count } = position;
  const selected = index === selectedIndex;
  // When the selection matches no tab, the first tab keeps the list reachable with Tab.
  const tabStop = selected || ((selectedIndex < 0 || selectedIndex >= count) && index === 0);
  return (
    <button
      type="button"
      role="tab"
      id={tabId(id, index)}
      aria-selected={selected}
      aria-controls={tabPanelId(id, index)}
      tabIndex={tabStop ? 0 : -1}
      data-item={item}
      className={clsx(resetBase, resetElement.button, styles.tab, focusRing)}
      onClick={() => select(index, item)}
    >
      {icon}
      <Text weight="medium" tone={selected ? 'neutral' : 'secondary'}>
        {children}
      </Text>
      {badge}
    </button>
  );
}
