import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { Secondary } from './Secondary.tsx';

export default defineExamples({
  component: 'Secondary',
  category: 'Typography',
  accessibility:
    'A quieter colour only: screen readers read it like the text around it, so do not let the tone alone carry meaning.',
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
