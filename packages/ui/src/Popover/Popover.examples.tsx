import { useRef, useState } from 'react';

import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { TextLinkButton } from '../TextLinkButton/TextLinkButton.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Popover, PopoverPreview } from './Popover.tsx';

function SalaryFields() {
  return (
    <Stack space="small">
      <TextField label="Minimum" inputMode="numeric" name="salarymin" />
      <TextField label="Maximum" inputMode="numeric" name="salarymax" />
    </Stack>
  );
}

function OpensOnClick({ modal = false }: { modal?: boolean }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Text>
        <TextLinkButton ref={triggerRef} aria-expanded={open} onClick={() => setOpen(!open)}>
          Salary
        </TextLinkButton>
      </Text>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        triggerRef={triggerRef}
        modal={modal}
        aria-label="Salary filter"
      >
        <Box padding="small">
          <SalaryFields />
        </Box>
      </Popover>
    </>
  );
}

export default defineExamples({
  component: 'Popover',
  category: 'Overlays',
  accessibility:
    'Closes on Escape, on a click outside and on Tab (or Shift+Tab), then focuses the trigger. With `tabBehavior="leave"` Tab moves between the panel\'s own fields and it closes only when focus leaves the panel.',
  examples: [
    {
      name: 'Closed',
      description:
        'A filter panel under its trigger; Escape, Tab out or a press outside closes it.',
      Example: () => <OpensOnClick />,
    },
    {
      name: 'Modal',
      description: 'A layer over the page catches clicks outside the panel.',
      Example: () => <OpensOnClick modal />,
    },
    {
      name: 'Open',
      description: 'The open panel, shown in the page.',
      Example: () => (
        <PopoverPreview aria-label="Salary filter">
          <Box padding="small">
            <SalaryFields />
          </Box>
        </PopoverPreview>
      ),
    },
  ],
});
