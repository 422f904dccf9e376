import { defineExamples } from '../private/defineExamples.ts';
import { Stack } from '../Stack/Stack.tsx';
import { FieldMessage, fieldMessageTones } from './FieldMessage.tsx';

export default defineExamples({
  component: 'FieldMessage',
  category: 'Forms',
  accessibility:
    "Give it an `id` and list that in the control's `aria-describedby`. Critical, positive and caution messages start with a decorative icon, so the words must say it.",
  examples: [
    {
      name: 'Tones',
      Example: () => (
        <Stack space="medium">
          {fieldMessageTones.map((tone) => (
            <FieldMessage
              key={tone}
              id={`field-message-${tone}`}
              tone={tone}
              message={`A ${tone} message`}
            />
          ))}
        </Stack>
      ),
    },
    {
      name: 'Reserved space',
      description: 'No message yet, but its line is kept so nothing moves when one appears.',
      Example: () => <FieldMessage id="field-message-reserved" reserveMessageSpace />,
    },
    {
      name: 'Secondary message',
      Example: () => (
        <FieldMessage id="field-message-secondary" message="Keep it brief." secondaryMessage="12" />
      ),
    },
  ],
});
