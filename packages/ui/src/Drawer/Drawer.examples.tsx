import { useState } from 'react';

import { Button } from '../Button/Button.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { RadioItem } from '../RadioGroup/RadioItem.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Drawer, DrawerPreview } from './Drawer.tsx';

function FilterForm() {
  return (
    <form method="get" action="/jobs">
      <Stack space="medium">
        <RadioGroup label="Listed" name="daterange" defaultValue="1">
          <RadioItem value="1" label="Today" />
          <RadioItem value="7" label="Last 7 days" />
        </RadioGroup>
        <Button type="submit">Show jobs</Button>
      </Stack>
    </form>
  );
}

function OpensOnClick() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Text>
        <TextLinkButton onClick={() => setOpen(true)}>Filters</TextLinkButton>
      </Text>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filter jobs">
        <FilterForm />
      </Drawer>
    </>
  );
}

export default defineExamples({
  component: 'Drawer',
  category: 'Overlays',
  accessibility:
    'A modal `<dialog aria-modal="true">` sliding in from the side, named by its title and described by its description. Focus moves into it and is trapped there (Tab and Shift+Tab wrap); Escape, the close button and a click outside call `onClose`, and focus returns to where it was. The rest of the page is `inert` while it is open.',
  examples: [
    {
      name: 'Closed',
      description: 'Mobile search filters: a GET form in a drawer.',
      Example: OpensOnClick,
    },
    {
      name: 'Open',
      description: 'The open panel, shown in the page (the real one slides over an inert page).',
      Example: () => (
        <DrawerPreview title="Filter jobs" width="small">
          <FilterForm />
        </DrawerPreview>
      ),
    },
  ],
});
