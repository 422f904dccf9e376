import { Checkbox } from '@joblane/ui/Checkbox';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Stack } from '@joblane/ui/Stack';

export const frequencyOptions = [
  { text: 'Daily', value: 'daily' },
  { text: 'Weekly', value: 'weekly' },
];

/**
 * "Email me new jobs" and how often, while saving a search (the dialog and the page without
 * JavaScript): plain form fields `alert` (sent as "on" while ticked) and `frequency`.
 */
export function AlertChoice({
  idPrefix,
  defaultOn = true,
  defaultFrequency = 'daily',
}: {
  idPrefix: string;
  defaultOn?: boolean;
  defaultFrequency?: string;
}) {
  return (
    <Stack space="medium">
      <Checkbox
        id={`${idPrefix}-alert`}
        name="alert"
        label="Email me new jobs"
        description="An email when new jobs match, never the same job twice. Unsubscribe from any email."
        defaultChecked={defaultOn}
      />
      <Dropdown
        id={`${idPrefix}-frequency`}
        name="frequency"
        label="How often"
        options={frequencyOptions}
        defaultValue={defaultFrequency}
      />
    </Stack>
  );
}
