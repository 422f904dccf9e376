import { useState } from 'react';

import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { Checkbox } from './Checkbox.tsx';

const workTypes = ['Full time', 'Part time', 'Contract/Temp'] as const;

function SelectAll() {
  const [chosen, setChosen] = useState<readonly string[]>(['Full time']);
  const all = chosen.length === workTypes.length;
  return (
    <Stack space="small">
      <Checkbox
        label="All work types"
        checked={all ? true : chosen.length === 0 ? false : 'mixed'}
        onChange={(checked) => setChosen(checked ? workTypes : [])}
      />
      {workTypes.map((workType) => (
        <Checkbox
          key={workType}
          label={workType}
          checked={chosen.includes(workType)}
          onChange={(checked) =>
            setChosen((current) =>
              checked ? [...current, workType] : current.filter((item) => item !== workType),
            )
          }
        />
      ))}
    </Stack>
  );
}

export default defineExamples({
  component: 'Checkbox',
  category: 'Forms',
  accessibility:
    'A native checkbox with its label: Tab reaches it and Space toggles it. The description and message are read through `aria-describedby`, `critical` sets `aria-invalid`, and the mixed state is announced as mixed.',
  examples: [
    { name: 'Unchecked', Example: () => <Checkbox label="Remote only" name="remote" /> },
    {
      name: 'Checked',
      Example: () => (
        <Checkbox label="Remote only" name="remote" defaultChecked secondaryLabel="(1,204)" />
      ),
    },
    {
      name: 'Indeterminate',
      description: 'A "select all" box whose group is partly checked.',
      Example: SelectAll,
    },
    {
      name: 'Description and error',
      Example: () => (
        <Checkbox
          label="I agree to the terms"
          description="You can withdraw at any time from your account settings."
          tone="critical"
          message="Agree to the terms to continue."
          required
        />
      ),
    },
    {
      name: 'Disabled',
      Example: () => (
        <Stack space="small">
          <Checkbox label="Remote only" disabled />
          <Checkbox label="Remote only" disabled defaultChecked />
        </Stack>
      ),
    },
  ],
});
