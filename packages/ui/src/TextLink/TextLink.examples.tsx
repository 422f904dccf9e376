import { Heading } from '../Heading/Heading.tsx';
import { IconExternalLink } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLink } from './TextLink.tsx';

export default defineExamples({
  component: 'TextLink',
  category: 'Typography',
  accessibility:
    "A real link (`<a href>` through the app's link component): Tab reaches it and Enter follows it. Write link text that makes sense out of context; the icon and `showVisited` are visual only.",
  examples: [
    {
      name: 'In text',
      Example: () => (
        <Text>
          Read our <TextLink href="/privacy">privacy policy</TextLink> before applying.
        </Text>
      ),
    },
    {
      name: 'Weak',
      Example: () => (
        <Text tone="secondary" size="small">
          Listed by{' '}
          <TextLink href="/companies/acme" weight="weak">
            Acme Corp
          </TextLink>
        </Text>
      ),
    },
    {
      name: 'Show visited',
      description: 'Job titles in search results show which jobs were already opened.',
      Example: () => (
        <Heading level="4" component="h3">
          <TextLink href="/job/123" showVisited>
            Senior product designer
          </TextLink>
        </Heading>
      ),
    },
    {
      name: 'Large hit area and icon',
      Example: () => (
        <Stack space="medium">
          <Text size="small">
            <TextLink href="/jobs?page=2" hitArea="large">
              More jobs
            </TextLink>
          </Text>
          <Text>
            <TextLink
              href="https://example.com/careers"
              target="_blank"
              rel="noopener noreferrer"
              icon={<IconExternalLink />}
            >
              Company site
            </TextLink>
          </Text>
        </Stack>
      ),
    },
  ],
});
