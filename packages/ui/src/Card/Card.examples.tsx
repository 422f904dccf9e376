import { Badge } from '../Badge/Badge.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { Tiles } from '../Tiles/Tiles.tsx';
import { Card, cardTones } from './Card.tsx';

export default defineExamples({
  component: 'Card',
  category: 'Content',
  accessibility:
    'A container with no role of its own: give it meaning with `component` (`article`, `section`, `li`). The tone keyline is decorative, so say it in the content too.',
  examples: [
    {
      name: 'Job card',
      description: 'An article per job; square on mobile, rounded here.',
      Example: () => (
        <Card component="article" rounded>
          <Stack space="small">
            <Heading level="4" component="h3">
              <TextLink href="/job/123" weight="weak">
                Senior product designer
              </TextLink>
            </Heading>
            <Text tone="secondary">Acme Corp, Sydney NSW</Text>
            <Text>Shape how millions of people find work.</Text>
          </Stack>
        </Card>
      ),
    },
    {
      name: 'Tones',
      description: 'A keyline along the left edge; the content says what it means.',
      Example: () => (
        <Tiles space="small" columns={{ mobile: 1, tablet: 2 }}>
          {cardTones.map((tone) => (
            <Card key={tone} tone={tone} rounded height="full">
              <Inline space="xsmall" alignY="center">
                <Text>{tone}</Text>
                {tone === 'promote' ? <Badge tone="promote">Featured</Badge> : null}
              </Inline>
            </Card>
          ))}
        </Tiles>
      ),
    },
    {
      name: 'Square',
      Example: () => (
        <Card>
          <Text>A card with square corners, edge to edge on small screens.</Text>
        </Card>
      ),
    },
  ],
});
