import { useState } from 'react';

import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { IconBookmark, IconSearch } from '../Icons/icons.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Tab } from './Tab.tsx';
import { TabPanel } from './TabPanel.tsx';
import { TabPanels } from './TabPanels.tsx';
import { Tabs } from './Tabs.tsx';
import { TabsProvider } from './TabsProvider.tsx';

function Controlled() {
  const [index, setIndex] = useState(1);
  return (
    <TabsProvider id="saved" selectedIndex={index} onChange={(next) => setIndex(next)}>
      <Stack space="medium">
        <Tabs label="Saved">
          <Tab icon={<IconSearch />}>Searches</Tab>
          <Tab icon={<IconBookmark />} badge={<Badge tone="promote">3</Badge>}>
            Jobs
          </Tab>
        </Tabs>
        <TabPanels>
          <TabPanel>
            <Text>No saved searches yet.</Text>
          </TabPanel>
          <TabPanel>
            <Text>3 saved jobs.</Text>
          </TabPanel>
        </TabPanels>
      </Stack>
    </TabsProvider>
  );
}

export default defineExamples({
  component: 'Tabs',
  category: 'Navigation',
  accessibility:
    'The WAI-ARIA tabs pattern with automatic activation: the tab list is one Tab stop; Left/Right move to the previous/next tab (wrapping), Home/End to the first/last, and the focused tab is selected at once. Tab then moves into the selected panel.',
  examples: [
    {
      name: 'Uncontrolled',
      description: 'Left/Right (wrapping), Home/End; the focused tab is selected at once.',
      Example: () => (
        <TabsProvider id="job-details">
          <Stack space="medium">
            <Tabs label="Job details">
              <Tab>Description</Tab>
              <Tab>Company</Tab>
              <Tab badge={<Badge tone="positive">New</Badge>}>Similar jobs</Tab>
            </Tabs>
            <TabPanels renderInactivePanels>
              <TabPanel>
                <Box paddingY="xsmall">
                  <Text>About the role.</Text>
                </Box>
              </TabPanel>
              <TabPanel>
                <Text>About the company.</Text>
              </TabPanel>
              <TabPanel>
                <Text>Similar jobs.</Text>
              </TabPanel>
            </TabPanels>
          </Stack>
        </TabsProvider>
      ),
    },
    {
      name: 'Controlled, with icons and badge',
      Example: Controlled,
    },
  ],
});
