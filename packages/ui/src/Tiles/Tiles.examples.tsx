import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Tiles } from './Tiles.tsx';

const classifications = ['Accounting', 'Design', 'Engineering', 'Healthcare', 'Retail', 'Trades'];

export default defineExamples({
  component: 'Tiles',
  category: 'Layout',
  accessibility:
    'Layout only; tiles are read in source order, row by row. With `component="ul"` a screen reader announces a list.',
  examples: [
    {
      name: 'Responsive columns',
      description: 'One column on mobile, two on tablet, three from desktop.',
      Example: () => (
        <Tiles space="small" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          {classifications.map((name) => (
            <Box key={name} padding="medium" boxShadow="borderNeutralLight" borderRadius="standard">
              <Text>{name}</Text>
            </Box>
          ))}
        </Tiles>
      ),
    },
    {
      name: 'List of tiles',
      Example: () => (
        <Tiles space="xsmall" columns={[2, 3]} component="ul">
          {classifications.slice(0, 4).map((name) => (
            <Box key={name} padding="small" background="neutralLight">
              <Text size="small">{name}</Text>
            </Box>
          ))}
        </Tiles>
      ),
    },
  ],
});
