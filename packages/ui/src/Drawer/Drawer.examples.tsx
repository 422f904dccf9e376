import { useState } from 'react';

import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Drawer, DrawerPreview } from './Drawer.tsx';

function FilterForm() {
  return (
    <form method="get" action="/jobs">
      <Stack space="medium">
        <fieldset>
          <legend>Listed</legend>
          <label>
            <input type="radio" name="daterange" value="1" /> Today
          </label>
          <label>
            <input type="radio" name="daterange" value="7" /> Last 7 days
          </label>
        </fieldset>
        <button type="submit">Show jobs</button>
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
