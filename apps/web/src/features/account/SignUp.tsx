import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { PasskeySignUp } from './Passkeys.tsx';
import {
  AccountForm,
  FormTextField,
  FormPasswordField,
  type FormState,
} from '../../components/AccountForm.tsx';

export interface SignUpData {
  form: FormState;
  /** Where to go once signed up (a path of this site). */
  next: string;
  /** Opened from an invitation's link: the account joins that organisation. */
  invitation: { token: string; organisation: string; email: string } | null;
}

const ids = {
  name: 'signup-name',
  email: 'signup-email',
  organisationName: 'signup-organisation',
  password: 'signup-password',
};

/** One page per side (`/signup`, `/signup?role=employer`), so both work without JavaScript. */
export function SignUpView({ data }: PageProps<SignUpData>) {
  const { form, invitation } = data;
  const employer = form.values.role === 'employer';
  const nextQuery = data.next === '/' ? '' : `next=${encodeURIComponent(data.next)}`;
  const withQuery = (path: string, query: string) =>
    query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Heading level="2" component="h1">
          {invitation !== null
            ? `Join ${invitation.organisation} on Joblane`
            : employer
              ? 'Create an employer account'
              : 'Create your account'}
        </Heading>
        <Text tone="secondary">
          {invitation !== null
            ? `Create your account with ${invitation.email}, the address the invitation was sent to.`
            : employer
              ? 'Post jobs for your organisation, see how they perform and answer applicants.'
              : 'Save jobs and searches, get alerts, apply on Joblane and see where each application stands.'}
        </Text>
      </Stack>
      <AccountForm
        action="/signup"
        form={form}
        fieldIds={ids}
        submitLabel="Create account"
        hidden={{
          next: data.next,
          role: employer ? 'employer' : 'seeker',
          ...(invitation === null ? {} : { invitation: invitation.token }),
        }}
      >
        <FormTextField id={ids.name} name="name" label="Your name" autoComplete="name" />
        <FormTextField
          id={ids.email}
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
        />
        {employer && invitation === null ? (
          <FormTextField
            id={ids.organisationName}
            name="organisationName"
            label="Organisation name"
            description="The name applicants see on your ads."
            autoComplete="organization"
          />
        ) : null}
        <FormPasswordField
          id={ids.password}
          name="password"
          label="Password"
          description="At least 10 characters. A few unrelated words are easy to remember and hard to guess."
          autoComplete="new-password"
        />
      </AccountForm>
      <PasskeySignUp formAction="/signup" />
      <Stack space="medium">
        <Text>
          Already have an account?{' '}
          <TextLink href={withQuery('/signin', nextQuery)}>Sign in</TextLink>
        </Text>
        <Text>
          {employer ? 'Looking for work? ' : 'Hiring? '}
          <TextLink href={withQuery(employer ? '/signup' : '/signup?role=employer', nextQuery)}>
            {employer ? 'Create a job seeker account' : 'Create an employer account'}
          </TextLink>
        </Text>
      </Stack>
    </Stack>
  );
}
