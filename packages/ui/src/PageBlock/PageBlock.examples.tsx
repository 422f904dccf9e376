import { Box } from '../Box/Box.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { PageBlock } from './PageBlock.tsx';

export default defineExamples({
  component: 'PageBlock',
  category: 'Layout',
  accessibility:
    "Layout only: the page gutter and width. Give the page's regions a landmark element with `component` (`main`, `header`, `footer`).",
  examples: [
    {
      name: 'Page section',
      description: 'Gutters at the edges, content centred at the large width.',
      Example: () => (
        <Box background="neutralLight" paddingY="large">
          <PageBlock component="section">
            <Stack space="medium">
              <Heading level="2">Popular classifications</Heading>
              <Text>Content lines up with every other page block.</Text>
            </Stack>
          </PageBlock>
        </Box>
      ),
    },
    {
      name: 'Medium width',
      Example: () => (
        <PageBlock width="medium">
          <Text>A narrower page, for forms and articles.</Text>
        </PageBlock>
      ),
    },
  ],
});
