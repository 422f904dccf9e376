import { type ReactNode, useContext } from 'react';

import * as styles from './Tabs.css.ts';
import { TabPanelIndexContext, tabId, tabPanelId, useTabsState } from './TabsContext.ts';

export interface TabPanelProps {
  children: ReactNode;
}

/**
 * One panel (`role="tabpanel"`, labelled by its tab), inside `TabPanels`. Hidden unless its tab
 * is selected; focusable so keyboard users can reach content without focusable elements.
 */
export function TabPanel({ children }: TabPanelProps) {
  const { id, selectedIndex } = useTabsState('TabPanel');
  const position = useContext(TabPanelIndexContext);
  if (position === null) {
    throw new Error(
      'TabPanel must be rendered inside TabPanels: put each <TabPanel> in <TabPanels>.',
    );
  }
  const { index, renderInactive } = position;
  const selected = index === selectedIndex;
  return (
    <div
      role="tabpanel"
      id={tabPanelId(id, index)}
      aria-labelledby={tabId(id, index)}
      // Hidden panels are out of the tab order anyway; -1 says so to tools without layout too.
      tabIndex={selected ? 0 : -1}
      hidden={!selected}
      className={styles.panel}
    >
      {selected || renderInactive ? children : null}
    </div>
  );
}
