import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Strong } from './Strong.tsx';

export default defineExamples({
  component: 'Strong',
  category: 'Typography',
  accessibility:
    'A `<strong>`: importance in the markup as well as in the weight (most screen readers do not announce it).',
  examples: [
    {
      name: 'In text',
      Example: () => (
        <Text>
          Applications close <Strong>Friday 5 pm</Strong>.
        </Text>
      ),
    },
  ],
});
