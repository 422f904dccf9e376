import { createContext, useContext } from 'react';

export interface TabsState {
  /** The base of the tab and panel ids. */
  id: string;
  selectedIndex: number;
  select: (index: number, item: string | undefined) => void;
}

export const TabsContext = createContext<TabsState | null>(null);

/** The position of a `Tab` in its `Tabs`, and how many there are. */
export const TabIndexContext = createContext<{ index: number; count: number } | null>(null);

/** The position of a `TabPanel` in its `TabPanels`, and whether hidden panels stay rendered. */
export const TabPanelIndexContext = createContext<{
  index: number;
  renderInactive: boolean;
} | null>(null);

export function useTabsState(componentName: string): TabsState {
  const state = useContext(TabsContext);
  if (state === null) {
    throw new Error(
      `${componentName} must be rendered inside TabsProvider: wrap Tabs and TabPanels in <TabsProvider>.`,
    );
  }
  return state;
}

export const tabId = (id: string, index: number) => `${id}-tab-${index}`;
export const tabPanelId = (id: string, index: number) => `${id}-panel-${index}`;
