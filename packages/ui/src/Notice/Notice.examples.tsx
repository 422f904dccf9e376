import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Notice } from './Notice.tsx';

export default defineExamples({
  component: 'Notice',
  category: 'Feedback',
  accessibility:
    'Static text with a decorative tone icon, not a live region: nothing is announced when it appears (use `Alert` for that), so say the tone in the words too.',
  examples: [
    {
      name: 'Tones',
      Example: () => (
        <Stack space="small">
          <Notice tone="critical">This job is no longer advertised</Notice>
          <Notice tone="caution">Applications close tomorrow</Notice>
          <Notice tone="positive">You applied 3 days ago</Notice>
          <Notice tone="info">Salary not listed by the employer</Notice>
          <Notice tone="promote">Featured by the employer</Notice>
        </Stack>
      ),
    },
    {
      name: 'Standard size',
      Example: () => <Notice size="standard">Results are updated hourly</Notice>,
    },
  ],
});
