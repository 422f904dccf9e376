import { defineExamples } from '../private/defineExamples.ts';
import { PasswordField } from './PasswordField.tsx';

export default defineExamples({
  component: 'PasswordField',
  category: 'Forms',
  accessibility:
    'A native password input, then a button that shows or hides the password, named "Show password" / "Hide password" (`translations`). Tab goes from the input to the button; the label, description and message are read as for `TextField`.',
  examples: [
    { name: 'Empty', Example: () => <PasswordField label="Password" name="password" /> },
    {
      name: 'Filled',
      Example: () => <PasswordField label="Password" defaultValue="correct horse battery" />,
    },
    {
      name: 'New password with an error',
      Example: () => (
        <PasswordField
          label="Create a password"
          autoComplete="new-password"
          description="At least 12 characters."
          defaultValue="short"
          tone="critical"
          message="Use at least 12 characters."
        />
      ),
    },
    { name: 'Disabled', Example: () => <PasswordField label="Password" disabled /> },
  ],
});
