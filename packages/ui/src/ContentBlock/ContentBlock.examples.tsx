import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { ContentBlock, contentWidths } from './ContentBlock.tsx';

export default defineExamples({
  component: 'ContentBlock',
  category: 'Layout',
  accessibility:
    'Layout only: it limits the width. Make it a landmark with `component` (`main`, `nav`, `aside`) where the block is one.',
  examples: [
    {
      name: 'Widths',
      Example: () => (
        <Stack space="small">
          {contentWidths.map((width) => (
            <ContentBlock key={width} width={width}>
              <Box padding="small" background="neutralLight">
                <Text>{width}</Text>
              </Box>
            </ContentBlock>
          ))}
        </Stack>
      ),
    },
  ],
});
