import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Toggle } from './Toggle.tsx';

function JobAlerts() {
  const [on, setOn] = useState(true);
  return <Toggle label="Email me new jobs like these" on={on} onChange={setOn} />;
}

export default defineExamples({
  component: 'Toggle',
  category: 'Forms',
  accessibility:
    'A switch: `role="switch"` on a native checkbox, announced as a switch with its on/off state. Tab reaches it, Space toggles it, and it submits without JavaScript.',
  examples: [
    { name: 'Off', Example: () => <Toggle label="Remote only" name="remote" /> },
    { name: 'On', Example: JobAlerts },
    {
      name: 'Label on the left',
      Example: () => <Toggle label="Show salaries" labelPosition="left" defaultOn />,
    },
    {
      name: 'Sizes',
      Example: () => (
        <Stack space="medium">
          <Toggle label="Small" size="small" defaultOn />
          <Toggle label="Standard" />
        </Stack>
      ),
    },
    {
      name: 'Description',
      Example: () => (
        <Toggle
          label="Profile visible"
          description="Employers can find you in searches."
          defaultOn
        />
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="medium">
          <Toggle label="Remote only" disabled />
          <Toggle label="Remote only" disabled defaultOn />
        </Stack>
      ),
    },
  ],
});
