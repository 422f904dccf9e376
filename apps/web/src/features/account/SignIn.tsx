import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { PasskeySignIn } from './Passkeys.tsx';
import {
  AccountForm,
  FormTextField,
  FormPasswordField,
  type FormState,
} from '../../components/AccountForm.tsx';

export interface SignInData {
  form: FormState;
  next: string;
}

const ids = { email: 'signin-email', password: 'signin-password' };

/** What the form says of a field left empty, before anything is sent (and the server alike). */
export const SIGN_IN_REQUIRED = {
  email: 'Enter your email address',
  password: 'Enter your password',
} as const;

export function SignInView({ data }: PageProps<SignInData>) {
  const { form } = data;
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Sign in
      </Heading>
      <AccountForm
        action="/signin"
        form={form}
        fieldIds={ids}
        submitLabel="Sign in"
        hidden={{ next: data.next }}
        required={SIGN_IN_REQUIRED}
      >
        <FormTextField
          id={ids.email}
          name="email"
          type="email"
          label="Email address"
          autoComplete="username webauthn"
        />
        <FormPasswordField
          id={ids.password}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
      </AccountForm>
      <PasskeySignIn next={data.next} />
      <Stack space="medium">
        <Text>
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
        </Text>
        <Text>
          New to Joblane? <TextLink href="/signup">Create an account</TextLink>
        </Text>
      </Stack>
    </Stack>
  );
}
