import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Stack } from './Stack.tsx';

export default defineExamples({
  component: 'Stack',
  category: 'Layout',
  accessibility:
    'Layout only. With `component="ul"` (or `ol`) each item is an `li`, announced as a list; `dividers` are decorative.',
  examples: [
    {
      name: 'Space',
      Example: () => (
        <Stack space="medium">
          <Text>First item</Text>
          <Text>Second item</Text>
          <Text>Third item</Text>
        </Stack>
      ),
    },
    {
      name: 'Responsive space',
      Example: () => (
        <Stack space={{ mobile: 'small', desktop: 'xlarge' }}>
          <Text>Small space on mobile</Text>
          <Text>Extra large space from desktop up</Text>
        </Stack>
      ),
    },
    {
      name: 'Dividers',
      Example: () => (
        <Stack space="medium" dividers>
          <Text>Above the line</Text>
          <Text>Between the lines</Text>
          <Text>Below the line</Text>
        </Stack>
      ),
    },
    {
      name: 'Strong dividers',
      Example: () => (
        <Stack space="small" dividers="strong">
          <Text>One</Text>
          <Text>Two</Text>
        </Stack>
      ),
    },
    {
      name: 'Alignment',
      Example: () => (
        <Stack space="small" align={{ mobile: 'center', tablet: 'right' }}>
          <Text>Centred on mobile</Text>
          <Text>Right aligned from tablet</Text>
        </Stack>
      ),
    },
    {
      name: 'List',
      description: 'As a ul, each item is an li.',
      Example: () => (
        <Stack space="small" component="ul">
          <Text>Full time</Text>
          <Text>Part time</Text>
          <Text>Contract</Text>
        </Stack>
      ),
    },
  ],
});
