import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { RadioGroup } from './RadioGroup.tsx';
import { RadioItem } from './RadioItem.tsx';

function SalaryType() {
  const [salaryType, setSalaryType] = useState('annual');
  return (
    <RadioGroup label="Pay" name="salarytype" value={salaryType} onChange={setSalaryType}>
      <RadioItem value="annual" label="Annual salary" />
      <RadioItem value="hourly" label="Hourly rate" />
    </RadioGroup>
  );
}

export default defineExamples({
  component: 'RadioGroup',
  category: 'Forms',
  accessibility:
    'A `fieldset` (`role="radiogroup"`) named by its legend, with native radios: Tab enters the group at the checked radio and the arrow keys move and select, as the platform does.',
  examples: [
    { name: 'Chosen', Example: SalaryType },
    {
      name: 'None chosen, with descriptions',
      Example: () => (
        <RadioGroup
          label="Listed"
          secondaryLabel="optional"
          description="When the job was first listed."
          name="daterange"
        >
          <RadioItem value="1" label="Today" />
          <RadioItem value="7" label="Last 7 days" description="Most new jobs" />
          <RadioItem value="31" label="Last 31 days" />
        </RadioGroup>
      ),
    },
    {
      name: 'Error',
      Example: () => (
        <RadioGroup label="Work arrangement" tone="critical" message="Choose one." required>
          <RadioItem value="on-site" label="On-site" />
          <RadioItem value="hybrid" label="Hybrid" />
          <RadioItem value="remote" label="Remote" />
        </RadioGroup>
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <RadioGroup label="Pay" defaultValue="annual" disabled>
          <RadioItem value="annual" label="Annual salary" />
          <RadioItem value="hourly" label="Hourly rate" />
        </RadioGroup>
      ),
    },
    {
      name: 'One item disabled',
      Example: () => (
        <RadioGroup label="Sort">
          <RadioItem value="relevance" label="Relevance" />
          <RadioItem value="date" label="Date" disabled />
        </RadioGroup>
      ),
    },
  ],
});
