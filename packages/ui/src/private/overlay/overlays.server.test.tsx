// @vitest-environment node
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Dialog } from '../../Dialog/Dialog.tsx';
import { Drawer } from '../../Drawer/Drawer.tsx';
import { MenuItem } from '../../MenuRenderer/MenuItem.tsx';
import { MenuRenderer } from '../../MenuRenderer/MenuRenderer.tsx';
import { OverflowMenu } from '../../OverflowMenu/OverflowMenu.tsx';
import { Popover } from '../../Popover/Popover.tsx';
import { Tab } from '../../Tabs/Tab.tsx';
import { TabPanel } from '../../Tabs/TabPanel.tsx';
import { TabPanels } from '../../Tabs/TabPanels.tsx';
import { Tabs } from '../../Tabs/Tabs.tsx';
import { TabsProvider } from '../../Tabs/TabsProvider.tsx';
import { ToastProvider } from '../../Toast/ToastProvider.tsx';
import { TooltipRenderer } from '../../TooltipRenderer/TooltipRenderer.tsx';
import { UIProvider } from '../../UIProvider/UIProvider.tsx';

function EveryOverlay() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <ToastProvider>
      <button type="button" ref={triggerRef}>
        Trigger
      </button>
      <Popover open onClose={() => undefined} triggerRef={triggerRef}>
        Popover content
      </Popover>
      <Dialog open onClose={() => undefined} title="Dialog title">
        Dialog content
      </Dialog>
      <Drawer open onClose={() => undefined} title="Drawer title">
        Drawer content
      </Drawer>
      <MenuRenderer
        renderTrigger={(props) => (
          <button type="button" {...props}>
            Menu
          </button>
        )}
      >
        <MenuItem>Menu item</MenuItem>
      </MenuRenderer>
      <OverflowMenu label="More">
        <MenuItem>Overflow item</MenuItem>
      </OverflowMenu>
      <TooltipRenderer tooltip="Tooltip text">
        {({ triggerProps }) => (
          <button type="button" {...triggerProps}>
            Tooltip trigger
          </button>
        )}
      </TooltipRenderer>
      <TabsProvider id="tabs">
        <Tabs label="Sections">
          <Tab>First</Tab>
          <Tab>Second</Tab>
        </Tabs>
        <TabPanels>
          <TabPanel>First panel</TabPanel>
          <TabPanel>Second panel</TabPanel>
        </TabPanels>
      </TabsProvider>
    </ToastProvider>
  );
}

describe('overlays on the server', () => {
  it('render without a window: triggers, tabs and empty toast regions, no floating panels', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <UIProvider>
        <EveryOverlay />
      </UIProvider>,
    );
    for (const text of ['Trigger', 'Menu', 'Tooltip trigger', 'First panel', 'role="status"']) {
      expect(html).toContain(text);
    }
    for (const text of ['Popover content', 'Dialog title', 'Drawer title', 'Menu item']) {
      expect(html).not.toContain(text);
    }
    expect(html).not.toContain('Tooltip text');
    expect(html).not.toContain('Second panel');
  });
});
