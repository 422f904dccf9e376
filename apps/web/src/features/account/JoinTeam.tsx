import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { AccountForm, emptyForm } from '../../components/AccountForm.tsx';

export interface JoinTeamData {
  token: string;
  organisation: string | null;
  /** The address the invitation was sent to. */
  email: string | null;
  problem: 'invitation-invalid' | 'invitation-expired' | null;
  /** The signed-in person's email, or null. */
  signedInAs: string | null;
}

export function JoinTeamView({ data }: PageProps<JoinTeamData>) {
  const back = `/employer/team/join?token=${encodeURIComponent(data.token)}`;
  if (data.problem !== null || data.organisation === null) {
    return (
      <Stack space="large">
        <Heading level="2" component="h1">
          This invitation cannot be used
        </Heading>
        <Text>
          {data.problem === 'invitation-expired'
            ? 'It has expired. Ask the person who invited you to send a new one.'
            : 'It has been used already, or the link is not complete. Ask the person who invited you to send a new one.'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack space="xlarge">
      <Heading level="2" component="h1">
        {`Join ${data.organisation} on Joblane`}
      </Heading>
      {data.signedInAs === null ? (
        <Stack space="medium">
          <Text>
            The invitation is for {data.email}. Sign in with that address, or create an employer
            account with it.
          </Text>
          <Text>
            <TextLink href={`/signin?next=${encodeURIComponent(back)}`}>Sign in</TextLink>
            {' or '}
            <TextLink
              href={`/signup?role=employer&invitation=${encodeURIComponent(data.token)}&next=%2Femployer%2Fteam`}
            >
              create an employer account
            </TextLink>
          </Text>
        </Stack>
      ) : data.signedInAs === data.email ? (
        <AccountForm
          action="/employer/team/join"
          form={emptyForm}
          fieldIds={{}}
          submitLabel={`Join ${data.organisation}`}
          hidden={{ token: data.token }}
        ></AccountForm>
      ) : (
        <Text>
          You are signed in as {data.signedInAs}, but the invitation is for {data.email}. Sign out
          and sign in with that address to accept it.
        </Text>
      )}
    </Stack>
  );
}
