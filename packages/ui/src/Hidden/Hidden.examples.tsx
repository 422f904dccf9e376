import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Hidden } from './Hidden.tsx';

export default defineExamples({
  component: 'Hidden',
  category: 'Layout',
  accessibility:
    'Hidden content is `display: none`, so screen readers skip it too at those breakpoints (and in print with `print`). Never hide the only copy of something a screen reader user needs.',
  examples: [
    {
      name: 'By breakpoint',
      description: 'Resize the window: each line says where it shows.',
      Example: () => (
        <Stack space="medium">
          <Hidden above="mobile">
            <Text>Mobile only</Text>
          </Hidden>
          <Hidden below="tablet">
            <Text>Tablet and up</Text>
          </Hidden>
          <Hidden below="desktop">
            <Text>Desktop and up</Text>
          </Hidden>
          <Text>Always</Text>
        </Stack>
      ),
    },
    {
      name: 'Inline',
      Example: () => (
        <Text>
          Melbourne
          <Hidden below="tablet" inline>
            , Victoria, Australia
          </Hidden>
        </Text>
      ),
    },
    {
      name: 'Hidden on print',
      Example: () => (
        <Hidden print>
          <Text>Not printed</Text>
        </Hidden>
      ),
    },
  ],
});
