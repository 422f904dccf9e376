import { useState } from 'react';

import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Dialog, DialogPreview } from './Dialog.tsx';

function OpensOnClick() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Text>
        <TextLinkButton onClick={() => setOpen(true)}>Save this search</TextLinkButton>
      </Text>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Save this search"
        description="We will email you new jobs that match."
      >
        <Text>Saved searches live in your profile.</Text>
      </Dialog>
    </>
  );
}

export default defineExamples({
  component: 'Dialog',
  category: 'Overlays',
  accessibility:
    'A modal `<dialog aria-modal="true">` named by its title (an `h1`) and described by its description. Focus moves into it and is trapped there (Tab and Shift+Tab wrap); Escape, the close button and a click outside call `onClose`, and focus returns to where it was. The rest of the page is `inert` while it is open.',
  examples: [
    {
      name: 'Closed',
      description: 'Nothing renders until it opens (and nothing on the server).',
      Example: OpensOnClick,
    },
    {
      name: 'Open',
      description: 'The open panel, shown in the page (the real one floats over an inert page).',
      Example: () => (
        <DialogPreview title="Save this search" description="We will email you new jobs.">
          <Stack space="medium">
            <Text>Saved searches live in your profile.</Text>
          </Stack>
        </DialogPreview>
      ),
    },
  ],
});
