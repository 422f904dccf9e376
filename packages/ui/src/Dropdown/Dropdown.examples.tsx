import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Dropdown } from './Dropdown.tsx';

const classifications = [
  { text: 'Information & Communication Technology', value: 'ict' },
  { text: 'Healthcare & Medical', value: 'healthcare' },
  { text: 'Education & Training', value: 'education' },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <Dropdown
      label="Classification"
      name="classification"
      placeholder="Any classification"
      options={classifications}
      value={value}
      onChange={setValue}
    />
  );
}

export default defineExamples({
  component: 'Dropdown',
  category: 'Forms',
  accessibility:
    "A native `<select>`: the platform's keyboard (arrow keys, typing to jump, Alt+Down to open) and announcements. The label names it; description and message are read through `aria-describedby`; `critical` sets `aria-invalid`.",
  examples: [
    { name: 'Placeholder', Example: Controlled },
    {
      name: 'Chosen',
      Example: () => (
        <Dropdown
          label="Listed"
          name="daterange"
          options={[
            { text: 'Today', value: '1' },
            { text: 'Last 3 days', value: '3' },
            { text: 'Last 7 days', value: '7' },
          ]}
          defaultValue="7"
        />
      ),
    },
    {
      name: 'Groups',
      Example: () => (
        <Dropdown
          label="Salary"
          secondaryLabel="optional"
          description="Annual, before tax."
          placeholder="Any salary"
          options={[
            { label: 'Up to $100k', options: ['$40k', '$60k', '$80k'] },
            { label: '$100k and more', options: ['$100k', '$150k', '$200k'] },
          ]}
        />
      ),
    },
    {
      name: 'Error',
      Example: () => (
        <Dropdown
          label="Work type"
          placeholder="Choose a work type"
          options={['Full time', 'Part time', 'Contract/Temp', 'Casual/Vacation']}
          required
          tone="critical"
          message="Choose a work type."
        />
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="large">
          <Dropdown label="Sort" options={['Relevance', 'Date']} disabled />
        </Stack>
      ),
    },
  ],
});
