import { defineExamples } from '../private/defineExamples.ts';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from './TextLinkButton.tsx';

export default defineExamples({
  component: 'TextLinkButton',
  category: 'Typography',
  accessibility:
    'A real `<button type="button">` that looks like a link: Tab reaches it, Enter and Space activate it, and screen readers announce a button. Use it for actions on the page and `TextLink` for navigation.',
  examples: [
    {
      name: 'In text',
      Example: () => (
        <Text>
          3 filters applied.{' '}
          <TextLinkButton onClick={() => undefined}>Clear filters</TextLinkButton>
        </Text>
      ),
    },
    {
      name: 'Weak, large hit area',
      Example: () => (
        <Text size="small" tone="secondary">
          <TextLinkButton
            weight="weak"
            hitArea="large"
            aria-expanded={false}
            onClick={() => undefined}
          >
            Show more
          </TextLinkButton>
        </Text>
      ),
    },
  ],
});
