import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';

import type { PageProps } from '../../app/context.ts';
import { AccountForm, type FormState } from '../../components/AccountForm.tsx';

export interface NotMeData {
  /** The security notice's link token. */
  token: string;
  form: FormState;
}

/**
 * A security notice's "this wasn't me" link: the page only shows a button (mail scanners that
 * open links change nothing); pressing it signs the account out everywhere.
 */
export function NotMeView({ data }: PageProps<NotMeData>) {
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        Sign out everywhere
      </Heading>
      <Text>
        If you did not make the change we wrote to you about, sign your account out on every device
        now. Then reset your password, and check your passkeys and two-step sign-in.
      </Text>
      <AccountForm
        action="/account/not-me"
        form={data.form}
        fieldIds={{}}
        submitLabel="Sign out everywhere"
        tone="critical"
        hidden={{ token: data.token }}
      ></AccountForm>
    </Stack>
  );
}
