import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Bleed } from './Bleed.tsx';

export default defineExamples({
  component: 'Bleed',
  category: 'Layout',
  accessibility:
    'Layout only: no role, nothing announced, and the content keeps its reading order.',
  examples: [
    {
      name: 'Horizontal bleed',
      description: 'The band reaches the edges of the padded card.',
      Example: () => (
        <Box padding="medium" boxShadow="borderNeutralLight" borderRadius="standard">
          <Stack space="medium">
            <Text>Inside the padding</Text>
            <Bleed horizontal="medium">
              <Box padding="medium" background="brandAccentLight">
                <Text>Edge to edge</Text>
              </Box>
            </Bleed>
          </Stack>
        </Box>
      ),
    },
    {
      name: 'Top bleed',
      Example: () => (
        <Box padding="medium" boxShadow="borderNeutralLight">
          <Stack space="medium">
            <Bleed top="medium" horizontal="medium">
              <Box padding="small" background="infoLight">
                <Text>Header band</Text>
              </Box>
            </Bleed>
            <Text>Card content</Text>
          </Stack>
        </Box>
      ),
    },
  ],
});
