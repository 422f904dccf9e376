import { Heading } from '@joblane/ui/Heading';
import { PasswordField } from '@joblane/ui/PasswordField';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { AccountForm, FormField, type FormState } from '../../components/AccountForm.tsx';

export interface SignInData {
  form: FormState;
  next: string;
}

const ids = { email: 'signin-email', password: 'signin-password' };

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
      >
        <FormField name="email">
          {(state) => (
            <TextField
              id={ids.email}
              name="email"
              type="email"
              label="Email address"
              autoComplete="username"
              defaultValue={form.values.email ?? ''}
              {...state}
            />
          )}
        </FormField>
        <FormField name="password">
          {(state) => (
            <PasswordField
              id={ids.password}
              name="password"
              label="Password"
              autoComplete="current-password"
              {...state}
            />
          )}
        </FormField>
      </AccountForm>
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
