import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextDropdown } from './TextDropdown.tsx';

const sortModes = [
  { text: 'relevance', value: 'relevance' },
  { text: 'date listed', value: 'date' },
] as const;

function SortBy() {
  const [sort, setSort] = useState<'relevance' | 'date'>('relevance');
  return (
    <Text>
      Sort by{' '}
      <TextDropdown
        label="Sort by"
        name="sortmode"
        options={sortModes}
        value={sort}
        onChange={setSort}
      />
    </Text>
  );
}

export default defineExamples({
  component: 'TextDropdown',
  category: 'Forms',
  accessibility:
    'A native `<select>` drawn as text inside a sentence: the platform\'s keyboard and announcements. Name it with `label` or `aria-label` so it makes sense on its own ("Sort by").',
  examples: [
    { name: 'In a sentence', Example: SortBy },
    {
      name: 'String options',
      Example: () => (
        <Stack space="medium">
          <Text size="small" tone="secondary">
            Show{' '}
            <TextDropdown label="Jobs per page" options={['20', '50', '100']} defaultValue="50" />{' '}
            jobs per page
          </Text>
        </Stack>
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Text>
          Sort by <TextDropdown label="Sort by" options={sortModes} disabled />
        </Text>
      ),
    },
  ],
});
