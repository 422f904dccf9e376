import { IconTick } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Strong } from '../Strong/Strong.tsx';
import { Text } from '../Text/Text.tsx';
import { List } from './List.tsx';

export default defineExamples({
  component: 'List',
  category: 'Typography',
  accessibility:
    'A real `ul` (an `ol` for `number` and `alpha`), so screen readers announce the list and its length; the markers are drawn by the kit and `aria-hidden`.',
  examples: [
    {
      name: 'Bulleted',
      Example: () => (
        <List>
          <>Flexible hours</>
          <>Hybrid work, two days in the office</>
          <>Learning budget</>
        </List>
      ),
    },
    {
      name: 'Numbered',
      Example: () => (
        <List type="number" space="small">
          <>Search for a role</>
          <>Save the jobs you like</>
          <>Apply with a cover letter</>
        </List>
      ),
    },
    {
      name: 'Numbered from 4, lettered',
      Example: () => (
        <Stack space="large">
          <List type="number" start={4} size="small">
            <>Fourth</>
            <>Fifth</>
          </List>
          <List type="alpha" size="small">
            <>First option</>
            <>Second option</>
          </List>
        </Stack>
      ),
    },
    {
      name: 'Icon',
      Example: () => (
        <List type="icon" icon={<IconTick tone="positive" />}>
          <>Verified employer</>
          <>Salary shown</>
        </List>
      ),
    },
    {
      name: 'Rich items',
      description: 'Items that are their own Text or Stack are not wrapped again.',
      Example: () => (
        <List tone="secondary" size="small">
          <Text size="small">
            <Strong>Remote</Strong> within Australia
          </Text>
          <Stack space="small">
            <Text size="small">Two lines</Text>
            <Text size="small" tone="secondary">
              in one item
            </Text>
          </Stack>
        </List>
      ),
    },
  ],
});
