import type { ReactNode } from 'react';

import { childKey } from '../private/childKey.ts';
import { flattenChildren } from '../private/flattenChildren.ts';
import { TabPanelIndexContext, useTabsState } from './TabsContext.ts';

export interface TabPanelsProps {
  /** `TabPanel` elements, in the order of their tabs. */
  children: ReactNode;
  /**
   * Keep the hidden panels' content rendered (hidden with `hidden`), e.g. to keep form state or
   * for search engines. Default `false`: only the selected panel has content.
   */
  renderInactivePanels?: boolean;
}

/** The panels of a `TabsProvider`, one per `Tab`, in the same order. */
export function TabPanels({ children, renderInactivePanels = false }: TabPanelsProps) {
  useTabsState('TabPanels');
  return flattenChildren(children).map((panel, index) => (
    <TabPanelIndexContext
      key={childKey(panel, index)}
      value={{ index, renderInactive: renderInactivePanels }}
    >
      {panel}
    </TabPanelIndexContext>
  ));
}
