import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Strong } from '../Strong/Strong.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { Alert } from './Alert.tsx';

export default defineExamples({
  component: 'Alert',
  category: 'Feedback',
  accessibility:
    '`critical` alerts are `role="alert"` (announced at once); the other tones are `role="status"` (announced politely). The close button, named by `closeLabel`, only calls `onClose`: remove the alert and move focus somewhere sensible.',
  examples: [
    {
      name: 'Tones',
      Example: () => (
        <Stack space="small">
          <Alert tone="critical">
            <Text>We could not load the latest jobs. Try again in a minute.</Text>
          </Alert>
          <Alert tone="caution">
            <Text>This job closes tomorrow.</Text>
          </Alert>
          <Alert tone="positive">
            <Text>Your search was saved.</Text>
          </Alert>
          <Alert tone="info">
            <Text>Salaries are shown as the employer listed them.</Text>
          </Alert>
        </Stack>
      ),
    },
    {
      name: 'Dismissible',
      description: 'A close button labelled "Close"; the page removes the alert.',
      Example: () => (
        <Alert tone="info" onClose={() => undefined}>
          <Stack space="small">
            <Text>
              <Strong>New:</Strong> save a search to get new jobs by email.
            </Text>
            <Text>
              <TextLink href="/help/saved-searches">How saved searches work</TextLink>
            </Text>
          </Stack>
        </Alert>
      ),
    },
  ],
});
