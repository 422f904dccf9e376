import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Divider } from './Divider.tsx';

export default defineExamples({
  component: 'Divider',
  category: 'Layout',
  accessibility: 'Decorative: it has no `separator` role, so screen readers skip it.',
  examples: [
    {
      name: 'Regular',
      Example: () => (
        <Stack space="medium">
          <Text>Above</Text>
          <Divider />
          <Text>Below</Text>
        </Stack>
      ),
    },
    {
      name: 'Strong',
      Example: () => <Divider weight="strong" />,
    },
  ],
});
