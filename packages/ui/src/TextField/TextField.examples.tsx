import { useState } from 'react';

import { IconSearch } from '../Icons/icons.tsx';
import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { TextField } from './TextField.tsx';

function ClearableKeywords() {
  const [keywords, setKeywords] = useState('Frontend engineer');
  return (
    <TextField
      label="Keywords"
      name="keywords"
      type="search"
      icon={<IconSearch />}
      value={keywords}
      onChange={setKeywords}
      clearable
    />
  );
}

export default defineExamples({
  component: 'TextField',
  category: 'Forms',
  accessibility:
    'A native `<input>` named by its label; the message, description, character count and prefix are read through `aria-describedby`, and the count is announced politely when typing pauses. `critical` sets `aria-invalid`. The clear button ("Clear") puts focus back in the input; it is not a Tab stop: Escape in the field clears it from the keyboard. The field draws one focus ring, around its box.',
  examples: [
    { name: 'Empty', Example: () => <TextField label="Job title" name="title" /> },
    {
      name: 'Filled',
      Example: () => <TextField label="Job title" name="title" defaultValue="Product designer" />,
    },
    {
      name: 'Labels and description',
      Example: () => (
        <TextField
          label="Salary"
          secondaryLabel="optional"
          tertiaryLabel={<TextLink href="#salary-help">Help</TextLink>}
          description="The lowest annual salary you would accept."
          name="salarymin"
          type="number"
          inputMode="numeric"
          prefix="$"
          defaultValue="90000"
        />
      ),
    },
    {
      name: 'Clear button',
      description:
        'Shown only while the field has a value; returns focus to the field. Not a Tab stop: press Escape in the field to clear it.',
      Example: ClearableKeywords,
    },
    {
      name: 'Character limit',
      description: 'The count appears from 70 % of the limit (here 20 of 25 characters).',
      Example: () => (
        <Stack space="large">
          <TextField label="Headline" characterLimit={25} defaultValue="Senior engineer" />
          <TextField label="Headline" characterLimit={25} defaultValue="Senior frontend engineer" />
        </Stack>
      ),
    },
    {
      name: 'Over the limit',
      Example: () => (
        <TextField
          label="Headline"
          characterLimit={25}
          defaultValue="Senior frontend engineer, design systems"
          tone="critical"
          message="Keep the headline to 25 characters."
        />
      ),
    },
    {
      name: 'Messages',
      Example: () => (
        <Stack space="large">
          <TextField
            label="Email"
            type="email"
            defaultValue="sam@example"
            tone="critical"
            message="Enter an email address like sam@example.com."
          />
          <TextField
            label="Email"
            type="email"
            defaultValue="sam@example.com"
            tone="positive"
            message="We will send job alerts here."
          />
          <TextField
            label="Phone"
            type="tel"
            defaultValue="0400 000"
            tone="caution"
            message="That number looks short."
          />
          <TextField label="Website" type="url" message="Include https://" reserveMessageSpace />
          <TextField label="Suburb" reserveMessageSpace />
        </Stack>
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="large">
          <TextField label="Job title" disabled />
          <TextField label="Job title" disabled defaultValue="Product designer" clearable />
        </Stack>
      ),
    },
    {
      name: 'Without a visible label',
      Example: () => (
        <TextField
          aria-label="Search jobs"
          type="search"
          placeholder="Search jobs"
          icon={<IconSearch />}
        />
      ),
    },
  ],
});
