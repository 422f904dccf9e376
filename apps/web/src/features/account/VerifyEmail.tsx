import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import type { PageProps } from '../../app/context.ts';
import { AccountForm } from '../../components/AccountForm.tsx';
import type { TokenFormData } from './ResetPassword.tsx';

export function VerifyEmailView({ data }: PageProps<TokenFormData>) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Confirm your email address
      </Heading>
      <Text>Confirm this address to finish setting up your Joblane account.</Text>
      <AccountForm
        action="/verify-email"
        form={data.form}
        fieldIds={{}}
        submitLabel="Confirm email address"
        hidden={{ token: data.token }}
      ></AccountForm>
    </Stack>
  );
}
