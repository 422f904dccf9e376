import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { Actions } from './Actions.tsx';

export default defineExamples({
  component: 'Actions',
  examples: [
    {
      name: 'Standard',
      description: 'Side by side from tablet; stacked, full width, on mobile.',
      Example: () => (
        <Actions>
          <Button type="submit">Apply now</Button>
          <Button variant="ghost">Save job</Button>
          <ButtonLink href="/jobs" variant="transparent">
            Back to results
          </ButtonLink>
        </Actions>
      ),
    },
    {
      name: 'Small',
      Example: () => (
        <Actions size="small">
          <Button tone="critical">Delete saved search</Button>
          <TextLinkButton>Cancel</TextLinkButton>
        </Actions>
      ),
    },
  ],
});
