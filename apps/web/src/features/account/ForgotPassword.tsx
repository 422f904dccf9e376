import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import type { PageProps } from '../../app/context.ts';
import { AccountForm, FormTextField, type FormState } from '../../components/AccountForm.tsx';

const ids = { email: 'forgot-email' };

export interface ForgotPasswordData {
  form: FormState;
  /** The form was sent: the page says a link is on its way (for any address). */
  sent: boolean;
}

export function ForgotPasswordView({ data }: PageProps<ForgotPasswordData>) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Forgot your password?
      </Heading>
      {data.sent ? (
        <Text>
          If an account uses that address, we have sent it a link to set a new password. The link
          works once, for an hour.
        </Text>
      ) : (
        <>
          <Text>
            Enter the email address of your account and we will send you a link to set a new
            password.
          </Text>
          <AccountForm
            action="/forgot-password"
            form={data.form}
            fieldIds={ids}
            submitLabel="Send the link"
          >
            <FormTextField
              id={ids.email}
              name="email"
              type="email"
              label="Email address"
              autoComplete="email"
            />
          </AccountForm>
        </>
      )}
    </Stack>
  );
}
