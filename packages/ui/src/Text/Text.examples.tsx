import { IconLocation, IconExternalLink } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textTones } from './Text.tsx';

export default defineExamples({
  component: 'Text',
  category: 'Typography',
  accessibility:
    'A block `span` by default; `component` gives it meaning (`p`, `label`, `li`). Tones are colour only, so say the meaning in words. With `maxLines` the whole text stays in the page and screen readers read all of it.',
  examples: [
    {
      name: 'Sizes',
      Example: () => (
        <Stack space="medium">
          <Text size="large">Large text</Text>
          <Text>Standard text</Text>
          <Text size="small">Small text</Text>
          <Text size="xsmall">Extra small text</Text>
        </Stack>
      ),
    },
    {
      name: 'Weights',
      Example: () => (
        <Stack space="medium">
          <Text weight="regular">Regular weight</Text>
          <Text weight="medium">Medium weight</Text>
          <Text weight="strong">Strong weight</Text>
        </Stack>
      ),
    },
    {
      name: 'Tones',
      Example: () => (
        <Stack space="medium">
          {textTones.map((tone) => (
            <Text key={tone} tone={tone}>
              {tone} tone
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      name: 'Alignment',
      Example: () => (
        <Stack space="medium">
          <Text align="left">Left aligned</Text>
          <Text align="center">Centred</Text>
          <Text align={{ mobile: 'left', tablet: 'right' }}>Left on mobile, right from tablet</Text>
        </Stack>
      ),
    },
    {
      name: 'Max lines',
      description: 'Long text truncated with an ellipsis after one or two lines.',
      Example: () => (
        <Stack space="medium">
          <Text maxLines={1}>
            Senior full-stack engineer for a marketplace team working on search, listings, payments
            and the platform that connects them.
          </Text>
          <Text maxLines={2}>
            We are looking for an engineer who enjoys building accessible interfaces, writing
            careful tests, and improving the experience of people looking for their next job, on
            every device and with every kind of assistive technology.
          </Text>
        </Stack>
      ),
    },
    {
      name: 'Icons',
      Example: () => (
        <Stack space="medium">
          <Text icon={<IconLocation />}>Melbourne VIC</Text>
          <Text tone="secondary" size="small" trailingIcon={<IconExternalLink />}>
            Opens the company site
          </Text>
        </Stack>
      ),
    },
    {
      name: 'Paragraph',
      Example: () => <Text component="p">A paragraph of body text, as a p element.</Text>,
    },
  ],
});
