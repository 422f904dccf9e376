import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Textarea } from './Textarea.tsx';

const letter =
  'I am writing to apply for the senior frontend engineer role. I have spent six years building accessible interfaces for marketplaces, most recently leading the design system team.';

function CoverLetter() {
  const [text, setText] = useState(letter);
  return (
    <Textarea
      label="Cover letter"
      name="coverletter"
      description="Up to 150 characters; the part past the limit is highlighted."
      characterLimit={150}
      value={text}
      onChange={setText}
    />
  );
}

export default defineExamples({
  component: 'Textarea',
  category: 'Forms',
  accessibility:
    'A native `<textarea>` named by its label; the message, description and character count are read through `aria-describedby`, and the count is announced politely when typing pauses. The highlight past the limit is visual only (the count says it in words).',
  examples: [
    { name: 'Empty', Example: () => <Textarea label="Cover letter" name="coverletter" /> },
    {
      name: 'Filled',
      Example: () => <Textarea label="About you" defaultValue="Designer and engineer." />,
    },
    {
      name: 'Grows to a line limit',
      description: 'Starts at 3 lines, grows with the text and scrolls past 6 lines.',
      Example: () => (
        <Textarea
          label="Notes"
          lineLimit={6}
          defaultValue={
            'Line one\nLine two\nLine three\nLine four\nLine five\nLine six\nLine seven'
          }
        />
      ),
    },
    {
      name: 'Near the limit',
      Example: () => (
        <Textarea
          label="Summary"
          characterLimit={150}
          defaultValue="A short summary of the role for the job card, written to be read at a glance by job seekers on a phone."
        />
      ),
    },
    { name: 'Over the limit', Example: CoverLetter },
    {
      name: 'Highlight ranges',
      Example: () => (
        <Textarea
          label="Job ad"
          defaultValue="We want a rockstar ninja who thrives under pressure."
          highlightRanges={[{ start: 10, end: 24 }]}
          tone="caution"
          message="“rockstar ninja” puts some applicants off."
        />
      ),
    },
    {
      name: 'Error',
      Example: () => (
        <Textarea
          label="Why this role?"
          tone="critical"
          message="Tell us why you applied."
          required
        />
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="large">
          <Textarea label="Cover letter" disabled />
          <Textarea label="Cover letter" disabled defaultValue={letter} characterLimit={150} />
        </Stack>
      ),
    },
  ],
});
