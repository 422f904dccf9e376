import type { KeyboardEvent, ReactNode } from 'react';

import { flattenChildren } from '../private/flattenChildren.ts';
import { childKey } from '../private/childKey.ts';
import * as styles from './Tabs.css.ts';
import { TabIndexContext, useTabsState } from './TabsContext.ts';

export interface TabsProps {
  /** `Tab` elements. */
  children: ReactNode;
  /** What the tabs are for ("Job details"): the tab list's accessible name. */
  label: string;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tab list (`role="tablist"`). Keyboard (WAI-ARIA tabs pattern, automatic activation): the
 * list is one Tab stop; Left/Right move to the previous/next tab and wrap, Home/End to the
 * first/last, and the focused tab is selected at once (panels here show without loading).
 */
export function Tabs({ children, label }: TabsProps) {
  const { select } = useTabsState('Tabs');
  const tabs = flattenChildren(children);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = keyMoves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabElements = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabElements.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    event.preventDefault();
    const next = move(current, tabElements.length);
    const target = tabElements[next]!;
    target.focus();
    select(next, target.dataset.item);
  }

  return (
    // The tab list handles arrow keys for the tabs inside it (roving focus).
    // oxlint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <TabIndexContext key={childKey(tab, index)} value={{ index, count: tabs.length }}>
          {tab}
        </TabIndexContext>
      ))}
    </div>
  );
}
