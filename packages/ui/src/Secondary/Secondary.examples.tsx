import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Secondary } from './Secondary.tsx';

export default defineExamples({
  component: 'Secondary',
  examples: [
    {
      name: 'In text',
      Example: () => (
        <Text>
          Cover letter <Secondary>(optional)</Secondary>
        </Text>
      ),
    },
  ],
});
