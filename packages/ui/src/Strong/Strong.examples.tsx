import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Strong } from './Strong.tsx';

export default defineExamples({
  component: 'Strong',
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
