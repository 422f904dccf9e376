import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import type { PageProps } from '../../app/context.ts';
import {
  AccountForm,
  FormPasswordField,
  FormTextField,
  type FormState,
} from '../../components/AccountForm.tsx';
import { PasskeyConfirm } from './Passkeys.tsx';

export interface ConfirmData {
  /** Where the change was going (a path of this site). */
  next: string;
  hasPassword: boolean;
  hasPasskeys: boolean;
  twoStep: boolean;
  /** The password form's answer. */
  form: FormState;
  /** The code form's answer. */
  codeForm: FormState;
}

/**
 * `/account/confirm`: before a sensitive change, a sign-in older than 10 minutes is confirmed
 * with the password, a passkey or a code from the app, whichever the account has.
 */
export function ConfirmView({ data }: PageProps<ConfirmData>) {
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level="2" component="h1">
          Confirm it’s you
        </Heading>
        <Text>
          You signed in more than 10 minutes ago. Before you change how you sign in, your email,
          your team or your data, confirm it’s you: then you go straight on.
        </Text>
      </Stack>
      {data.hasPasskeys ? <PasskeyConfirm next={data.next} /> : null}
      {data.hasPassword ? (
        <AccountForm
          action="/account/confirm"
          form={data.form}
          fieldIds={{ password: 'confirm-password' }}
          submitLabel="Confirm with your password"
          hidden={{ next: data.next }}
          required={{ password: 'Enter your password' }}
        >
          <FormPasswordField
            id="confirm-password"
            name="password"
            label="Your password"
            autoComplete="current-password"
          />
        </AccountForm>
      ) : null}
      {data.twoStep ? (
        <AccountForm
          action="/account/confirm/code"
          form={data.codeForm}
          fieldIds={{ code: 'confirm-code' }}
          submitLabel="Confirm with a code"
          hidden={{ next: data.next }}
          required={{ code: 'Enter the code from your app' }}
        >
          <FormTextField
            id="confirm-code"
            name="code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </AccountForm>
      ) : null}
    </Stack>
  );
}
