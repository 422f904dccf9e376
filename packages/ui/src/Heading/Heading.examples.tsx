import { IconPromote } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Heading } from './Heading.tsx';

export default defineExamples({
  component: 'Heading',
  category: 'Typography',
  accessibility:
    '`level` sets the look and `component` the element (`h1`-`h6`, `h{level}` by default): keep the document outline right for screen reader users, who jump from heading to heading, whatever size a heading looks.',
  examples: [
    {
      name: 'Levels',
      Example: () => (
        <Stack space="large">
          <Heading level="1">Level 1 heading</Heading>
          <Heading level="2">Level 2 heading</Heading>
          <Heading level="3">Level 3 heading</Heading>
          <Heading level="4">Level 4 heading</Heading>
        </Stack>
      ),
    },
    {
      name: 'Semantic level',
      description: 'Looks like level 3, is an h2 in the document outline.',
      Example: () => (
        <Heading level="3" component="h2">
          Similar jobs
        </Heading>
      ),
    },
    {
      name: 'Weights',
      Example: () => (
        <Stack space="large">
          <Heading level="2">Strong (default)</Heading>
          <Heading level="2" component="h3" weight="medium">
            Medium
          </Heading>
        </Stack>
      ),
    },
    {
      name: 'Max lines and icon',
      Example: () => (
        <Heading level="3" maxLines={1} icon={<IconPromote />}>
          Featured: Principal product designer, design systems and accessibility, remote friendly
        </Heading>
      ),
    },
    {
      name: 'Centred',
      Example: () => (
        <Heading level="2" align="center">
          Find your next role
        </Heading>
      ),
    },
  ],
});
