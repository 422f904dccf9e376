import { Inline } from '../Inline/Inline.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Badge, badgeTones } from './Badge.tsx';

const words = {
  neutral: 'Contract',
  info: 'Remote',
  critical: 'Closing today',
  caution: 'Expires soon',
  positive: 'New',
  promote: 'Featured',
} as const;

export default defineExamples({
  component: 'Badge',
  category: 'Content',
  accessibility:
    'Short text in a pill. When it qualifies something (a "New" job), give it an `id` and point that element\'s `aria-describedby` at it. The tone is colour only.',
  examples: [
    {
      name: 'Weak',
      description: 'The default: a light background in the tone.',
      Example: () => (
        <Inline space="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {words[tone]}
            </Badge>
          ))}
        </Inline>
      ),
    },
    {
      name: 'Strong',
      Example: () => (
        <Inline space="small">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} weight="strong">
              {words[tone]}
            </Badge>
          ))}
        </Inline>
      ),
    },
    {
      name: 'Beside text',
      Example: () => (
        <Stack space="small">
          <Inline space="xsmall" alignY="center">
            <Text weight="strong">Senior product designer</Text>
            <Badge tone="positive">New</Badge>
          </Inline>
          <Text size="small" tone="secondary">
            Acme Corp, Sydney
          </Text>
        </Stack>
      ),
    },
  ],
});
