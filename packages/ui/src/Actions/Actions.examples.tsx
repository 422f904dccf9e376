import { Button } from '../Button/Button.tsx';
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { Actions } from './Actions.tsx';

export default defineExamples({
  component: 'Actions',
  category: 'Actions',
  accessibility:
    'A row of buttons in source order (stacked in that order on mobile), so put the main action first; each button keeps its own keyboard behaviour.',
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
