import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Badge } from '../Badge/Badge.tsx';
import { IconInfo } from '../Icons/icons.tsx';
import { expectAccessibleMarkup } from '../test/accessibleMarkup.tsx';
import { renderWithProvider } from '../test/renderWithProvider.tsx';
import { Tab } from './Tab.tsx';
import { TabPanel } from './TabPanel.tsx';
import { TabPanels } from './TabPanels.tsx';
import { Tabs } from './Tabs.tsx';
import { TabsProvider, type TabsProviderProps } from './TabsProvider.tsx';

function JobTabs(props: Omit<TabsProviderProps, 'children'> & { renderInactivePanels?: boolean }) {
  const { renderInactivePanels, ...providerProps } = props;
  return (
    <TabsProvider id="job" {...providerProps}>
      <Tabs label="Job details">
        <Tab item="description">Description</Tab>
        <Tab item="company" icon={<IconInfo />}>
          Company
        </Tab>
        <Tab item="similar" badge={<Badge tone="promote">New</Badge>}>
          Similar jobs
        </Tab>
      </Tabs>
      <TabPanels renderInactivePanels={renderInactivePanels}>
        <TabPanel>About the role</TabPanel>
        <TabPanel>About the company</TabPanel>
        <TabPanel>
          <label>
            Note <input type="text" />
          </label>
        </TabPanel>
      </TabPanels>
    </TabsProvider>
  );
}

describe('Tabs (uncontrolled)', () => {
  it('links each tab to its panel and shows only the selected panel', () => {
    renderWithProvider(<JobTabs />);
    expect(screen.getByRole('tablist', { name: 'Job details' })).toBeInTheDocument();
    const description = screen.getByRole('tab', { name: 'Description', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(description).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('About the role');
    expect(
      screen.getByRole('tab', { name: 'Similar jobs New', selected: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText('About the company')).not.toBeInTheDocument();
  });

  it('is one Tab stop; Right and Left move and select, wrapping at both ends', async () => {
    const { user } = renderWithProvider(<JobTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Company', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('About the company');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Similar jobs New', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Company', selected: true })).toHaveFocus();
    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Company' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveFocus();
  });

  it('moves to the first and last tab with Home and End', async () => {
    const { user } = renderWithProvider(<JobTabs />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Similar jobs New', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toHaveFocus();
  });

  it('selects on click, Enter and Space', async () => {
    const { user } = renderWithProvider(<JobTabs />);
    await user.click(screen.getByRole('tab', { name: 'Company' }));
    expect(screen.getByRole('tab', { name: 'Company', selected: true })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Description' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Similar jobs New' }).focus();
    await user.keyboard(' ');
    expect(
      screen.getByRole('tab', { name: 'Similar jobs New', selected: true }),
    ).toBeInTheDocument();
  });

  it('starts from defaultSelectedIndex and can keep hidden panels rendered', async () => {
    const { user } = renderWithProvider(<JobTabs defaultSelectedIndex={2} renderInactivePanels />);
    expect(
      screen.getByRole('tab', { name: 'Similar jobs New', selected: true }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(screen.getByText('About the company')).not.toBeVisible();
    expect(screen.getByText('About the company').closest('[role="tabpanel"]')).toHaveAttribute(
      'hidden',
    );
    await user.click(screen.getByRole('tab', { name: 'Similar jobs New' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  });
});

describe('Tabs (controlled)', () => {
  it('shows selectedIndex and reports the chosen tab through onChange', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [index, setIndex] = useState(1);
      return (
        <JobTabs
          selectedIndex={index}
          onChange={(next, item) => {
            onChange(next, item);
            if (item !== 'similar') setIndex(next);
          }}
        />
      );
    }
    const { user } = renderWithProvider(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Company', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(onChange).toHaveBeenLastCalledWith(0, 'description');
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toBeInTheDocument();
    // The owner may refuse a change: the selection stays where the owner keeps it.
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2, 'similar');
    expect(screen.getByRole('tab', { name: 'Description', selected: true })).toBeInTheDocument();
  });
});

describe('Tabs used outside their providers', () => {
  it('throws an error naming the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Tabs label="Job details">{null}</Tabs>)).toThrow(
      'Tabs must be rendered inside TabsProvider',
    );
    expect(() =>
      render(
        <TabPanels>
          <TabPanel>Panel</TabPanel>
        </TabPanels>,
      ),
    ).toThrow('TabPanels must be rendered inside TabsProvider');
    expect(() => render(<Tab>Alone</Tab>)).toThrow('Tab must be rendered inside TabsProvider');
    expect(() => render(<TabPanel>Alone</TabPanel>)).toThrow(
      'TabPanel must be rendered inside TabsProvider',
    );
    expect(() =>
      render(
        <TabsProvider>
          <Tab>Outside Tabs</Tab>
        </TabsProvider>,
      ),
    ).toThrow('Tab must be rendered inside Tabs');
    expect(() =>
      render(
        <TabsProvider>
          <TabPanel>Outside TabPanels</TabPanel>
        </TabsProvider>,
      ),
    ).toThrow('TabPanel must be rendered inside TabPanels');
  });
});

describe('Tabs markup', () => {
  it('is valid and accessible on the server, with inactive panels rendered or not', async () => {
    await expectAccessibleMarkup(<JobTabs />);
    const markup = await expectAccessibleMarkup(<JobTabs renderInactivePanels />);
    expect(markup).toContain('About the company');
  });
});
