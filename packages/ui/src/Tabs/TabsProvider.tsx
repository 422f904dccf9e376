import { type ReactNode, useId, useMemo, useState } from 'react';

import { TabsContext, type TabsState } from './TabsContext.ts';

export interface TabsProviderProps {
  /** `Tabs` and `TabPanels`, anywhere inside (they may be far apart). */
  children: ReactNode;
  /** The base of the tab and panel ids. Default: a `useId` id. */
  id?: string;
  /** Controlled: the selected tab's position (0-based). Change it in `onChange`. */
  selectedIndex?: number;
  /** Uncontrolled: the tab selected at first. Default `0`. */
  defaultSelectedIndex?: number;
  /** Called when the user selects a tab, with its position and its `item`. */
  onChange?: (index: number, item: string | undefined) => void;
}

/**
 * Holds which tab is selected, for the `Tabs` and `TabPanels` inside it. Controlled with
 * `selectedIndex` + `onChange`, or uncontrolled (optionally from `defaultSelectedIndex`).
 */
export function TabsProvider({
  children,
  id,
  selectedIndex,
  defaultSelectedIndex = 0,
  onChange,
}: TabsProviderProps) {
  const generatedId = useId();
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultSelectedIndex);
  const controlled = selectedIndex !== undefined;
  const currentIndex = controlled ? selectedIndex : uncontrolledIndex;
  const baseId = id ?? generatedId;
  const state = useMemo<TabsState>(
    () => ({
      id: baseId,
      selectedIndex: currentIndex,
      select: (index, item) => {
        if (!controlled) setUncontrolledIndex(index);
        if (index !== currentIndex) onChange?.(index, item);
      },
    }),
    [baseId, currentIndex, controlled, onChange],
  );
  return <TabsContext value={state}>{children}</TabsContext>;
}
