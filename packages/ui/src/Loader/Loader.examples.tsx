import { Box } from '../Box/Box.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Loader } from './Loader.tsx';

export default defineExamples({
  component: 'Loader',
  category: 'Feedback',
  accessibility:
    'A `role="status"` region from the first render, empty until `delay` passes; then the dots (decorative) and the visually hidden `label` appear and the label is announced. A loader removed before its delay announces nothing.',
  examples: [
    {
      name: 'Sizes',
      description: 'Shown at once here (delay 0).',
      Example: () => (
        <Stack space="medium">
          <Loader delay={0} size="xsmall" />
          <Loader delay={0} size="small" />
          <Loader delay={0} />
          <Loader delay={0} size="large" />
        </Stack>
      ),
    },
    {
      name: 'Delayed',
      description: 'The default: nothing for 1000 ms, so quick loads never flash a loader.',
      Example: () => (
        <Box color="secondary" textAlign="center">
          <Loader label="Loading jobs" />
        </Box>
      ),
    },
  ],
});
