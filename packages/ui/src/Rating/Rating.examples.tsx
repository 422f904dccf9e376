import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Rating } from './Rating.tsx';

export default defineExamples({
  component: 'Rating',
  category: 'Content',
  accessibility:
    'One `role="img"` named by `label` ("4.3 out of 5" by default), so screen readers read the rating once instead of each star.',
  examples: [
    {
      name: 'Variants',
      description: 'full (default), starsOnly and minimal; each reads "4.3 out of 5".',
      Example: () => (
        <Stack space="small">
          <Rating rating={4.3} />
          <Rating rating={4.3} variant="starsOnly" />
          <Rating rating={4.3} variant="minimal" />
        </Stack>
      ),
    },
    {
      name: 'Sizes and values',
      Example: () => (
        <Stack space="small">
          <Rating rating={2.5} size="xsmall" />
          <Rating rating={3.8} size="small" />
          <Rating rating={5} size="large" />
        </Stack>
      ),
    },
  ],
});
