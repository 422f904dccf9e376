import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Spread } from './Spread.tsx';

export default defineExamples({
  component: 'Spread',
  category: 'Layout',
  accessibility: 'Layout only; the items keep their source order.',
  examples: [
    {
      name: 'Horizontal',
      Example: () => (
        <Spread space="small" alignY="center">
          <Text weight="strong">2,345 jobs</Text>
          <Text tone="secondary">Sorted by relevance</Text>
        </Spread>
      ),
    },
    {
      name: 'Vertical',
      description: 'First at the top and last at the bottom of a taller container.',
      Example: () => (
        <Box display="flex" flexDirection="column" padding="small" boxShadow="borderNeutralLight">
          <Spread space="large" direction="vertical">
            <Text>Top</Text>
            <Text>Bottom</Text>
          </Spread>
        </Box>
      ),
    },
  ],
});
