import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { AccountForm, FormPasswordField, type FormState } from '../../components/AccountForm.tsx';

/** A page whose form carries a secret from an emailed link. */
export interface TokenFormData {
  token: string;
  form: FormState;
}

const ids = { password: 'reset-password' };

export function ResetPasswordView({ data }: PageProps<TokenFormData>) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Set a new password
      </Heading>
      <AccountForm
        action="/reset-password"
        form={data.form}
        fieldIds={ids}
        submitLabel="Set password"
        hidden={{ token: data.token }}
      >
        <FormPasswordField
          id={ids.password}
          name="password"
          label="New password"
          description="At least 10 characters. A few unrelated words are easy to remember and hard to guess."
          autoComplete="new-password"
        />
      </AccountForm>
      <Text>
        Link not working? <TextLink href="/forgot-password">Get a new one</TextLink>
      </Text>
    </Stack>
  );
}
