import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { HiddenListings, type HiddenListingsData } from './HiddenListings.tsx';
import { deviceOf } from './device.ts';
import { PasskeysSection, type PasskeyItem } from './Passkeys.tsx';
import {
  AccountForm,
  emptyForm,
  FormTextField,
  FormPasswordField,
  type FormState,
} from '../../components/AccountForm.tsx';

export interface AccountSettingsData {
  user: { name: string; email: string; role: 'seeker' | 'employer'; emailVerified: boolean };
  sessions: {
    id: string;
    current: boolean;
    userAgent: string;
    lastSeenAt: string;
    createdAt: string;
    signInMethod: 'password' | 'passkey' | 'two-step';
  }[];
  passkeys: PasskeyItem[];
  /** False for an account made with a passkey and no password. */
  hasPassword: boolean;
  /** Whether sign-in asks for a code from an app after the password. */
  twoStep: boolean;
  /** A moderator: the account's links include the moderation area. */
  moderator: boolean;
  /** A seeker's blocked employers and hidden jobs (absent for employers). */
  hidden?: HiddenListingsData;
  /** Forms of the page that came back with problems, by form name. */
  forms: Partial<Record<'email' | 'password' | 'delete', FormState>>;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const when = (instant: string) => `${dateFormat.format(new Date(instant))} UTC`;

/** How a session signed in, as its line in the list says it. */
const METHOD_NAMES = {
  password: 'with a password',
  passkey: 'with a passkey',
  'two-step': 'with a password and a code',
} as const;

export function AccountSettingsView({ data }: PageProps<AccountSettingsData>) {
  const { user, sessions } = data;
  const emailForm = data.forms.email ?? emptyForm;
  const passwordForm = data.forms.password ?? emptyForm;
  const deleteForm = data.forms.delete ?? emptyForm;
  return (
    <Stack space="xxlarge">
      <Stack space="medium">
        <Heading level="2" component="h1">
          Your account
        </Heading>
        <Text>
          {user.name} · {user.email} · {user.role === 'employer' ? 'Employer' : 'Job seeker'}
        </Text>
        {user.emailVerified ? (
          <Text tone="positive">Your email address is confirmed.</Text>
        ) : (
          <form method="post" action="/account/resend-verification">
            <Stack space="small">
              <Text tone="caution">Your email address is not confirmed yet.</Text>
              <div>
                <Button type="submit" variant="soft">
                  Send a new confirmation link
                </Button>
              </div>
            </Stack>
          </form>
        )}
        {/* On phones the header has room for the account alone: its pages are listed here. */}
        <nav aria-label={user.role === 'employer' ? 'Your organisation' : 'Your job search'}>
          <Text>
            {(user.role === 'employer'
              ? [
                  ['/employer', 'Your ads'],
                  ['/employer/team', 'Your team'],
                  ['/account/reports', 'Your reports'],
                ]
              : [
                  ['/profile', 'Your profile'],
                  ['/saved', 'Saved jobs'],
                  ['/saved-searches', 'Saved searches'],
                  ['/applications', 'Your applications'],
                  ['/account/reports', 'Your reports'],
                ]
            )
              .concat(data.moderator ? [['/admin', 'Moderation']] : [])
              .map(([href, label], index) => (
                <span key={href}>
                  {index === 0 ? null : ' · '}
                  <TextLink href={href!}>{label}</TextLink>
                </span>
              ))}
          </Text>
        </nav>
      </Stack>

      {data.hidden === undefined ? null : <HiddenListings hidden={data.hidden} />}
      <PasskeysSection passkeys={data.passkeys} when={when} />

      <section aria-labelledby="account-two-step">
        <Stack space="medium">
          <Heading level="3" component="h2" id="account-two-step">
            Two-step sign-in
          </Heading>
          <Text>
            {data.twoStep
              ? 'On: signing in asks for a code from your authenticator app after your password.'
              : data.hasPassword
                ? 'Off: ask for a code from an app on your phone after your password, so a stolen password is not enough.'
                : 'Your passkeys already count as two steps. A code from an app is a way in if you lose them.'}{' '}
            <TextLink href="/account/two-step">
              {data.twoStep ? 'Manage two-step sign-in' : 'Set up two-step sign-in'}
            </TextLink>
          </Text>
        </Stack>
      </section>

      <section aria-labelledby="account-email">
        <Stack space="large">
          <Heading level="3" component="h2" id="account-email">
            Change your email
          </Heading>
          <AccountForm
            action="/account/email"
            form={emailForm}
            fieldIds={{ email: 'account-new-email', password: 'account-email-password' }}
            submitLabel="Send a confirmation link"
          >
            <FormTextField
              id="account-new-email"
              name="email"
              type="email"
              label="New email address"
              autoComplete="email"
            />
            {data.hasPassword ? (
              <FormPasswordField
                id="account-email-password"
                name="password"
                label="Your password"
                autoComplete="current-password"
              />
            ) : null}
          </AccountForm>
        </Stack>
      </section>

      {data.hasPassword ? (
        <section aria-labelledby="account-password">
          <Stack space="large">
            <Heading level="3" component="h2" id="account-password">
              Change your password
            </Heading>
            <AccountForm
              action="/account/password"
              form={passwordForm}
              fieldIds={{ current: 'account-current-password', next: 'account-next-password' }}
              submitLabel="Change password"
            >
              <FormPasswordField
                id="account-current-password"
                name="current"
                label="Current password"
                autoComplete="current-password"
              />
              <FormPasswordField
                id="account-next-password"
                name="next"
                label="New password"
                description="At least 10 characters. Your other sessions are signed out."
                autoComplete="new-password"
              />
            </AccountForm>
          </Stack>
        </section>
      ) : (
        <section aria-labelledby="account-password">
          <Stack space="medium">
            <Heading level="3" component="h2" id="account-password">
              Password
            </Heading>
            <Text>
              You sign in with a passkey and have no password.{' '}
              <TextLink href="/forgot-password">Set a password by email</TextLink> if you want one
              too.
            </Text>
          </Stack>
        </section>
      )}

      <section aria-labelledby="account-sessions">
        <Stack space="large">
          <Heading level="3" component="h2" id="account-sessions">
            Where you are signed in
          </Heading>
          <Stack space="medium" component="ul">
            {sessions.map((session) => (
              <Stack key={session.id} space="small">
                <Text weight="strong">
                  {deviceOf(session.userAgent)}
                  {session.current ? ' (this browser)' : ''}
                </Text>
                <Text tone="secondary" size="small">
                  Signed in {METHOD_NAMES[session.signInMethod]} {when(session.createdAt)}; last
                  used {when(session.lastSeenAt)}
                </Text>
                {session.current ? null : (
                  <form method="post" action="/account/sessions/revoke">
                    <input type="hidden" name="session" value={session.id} />
                    <Button type="submit" variant="transparent" size="small">
                      Sign out this session
                    </Button>
                  </form>
                )}
              </Stack>
            ))}
          </Stack>
          {sessions.length > 1 ? (
            <form method="post" action="/account/sessions/revoke-others">
              <Button type="submit" variant="soft">
                Sign out everywhere else
              </Button>
            </form>
          ) : null}
        </Stack>
      </section>

      <section aria-labelledby="account-data">
        <Stack space="large">
          <Heading level="3" component="h2" id="account-data">
            Your data
          </Heading>
          <Text>
            <TextLink href="/account/export">Download everything Joblane stores about you</TextLink>{' '}
            (JSON)
          </Text>
          <AccountForm
            action="/account/delete"
            form={deleteForm}
            fieldIds={{ password: 'account-delete-password' }}
            submitLabel="Delete my account"
            tone="critical"
          >
            <Text>
              Deleting your account removes your profile, sessions and everything else stored about
              you. It cannot be undone.
            </Text>
            {data.hasPassword ? (
              <FormPasswordField
                id="account-delete-password"
                name="password"
                label="Your password"
                autoComplete="current-password"
              />
            ) : null}
          </AccountForm>
        </Stack>
      </section>
    </Stack>
  );
}
