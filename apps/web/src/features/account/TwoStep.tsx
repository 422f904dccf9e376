import { Alert } from '@joblane/ui/Alert';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import {
  AccountForm,
  emptyForm,
  FormPasswordField,
  FormTextField,
  type FormState,
} from '../../components/AccountForm.tsx';
import * as styles from './TwoStep.css.ts';

/** `/account/two-step`: set up, confirm, recovery codes (once), pass a code, turn off. */
export type TwoStepData = { next: string; form: FormState } & (
  | { state: 'off' }
  | { state: 'setup'; secret: string; qrCode: string }
  | { state: 'recovery-codes'; recoveryCodes: string[] }
  /** On, and this session has not passed it (a moderator coming to /admin). */
  | { state: 'verify' }
  | { state: 'on'; enabledAt: string; recoveryCodesLeft: number }
);

/** `/signin/two-step`: the code step of a sign-in. */
export interface TwoStepSignInData {
  form: FormState;
  next: string;
  /** No sign-in is waiting for a code (its ten minutes are over, or it never started). */
  expired: boolean;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' });

/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A code from the app (digits: the phone's number pad, and the browser can fill it from an SMS or
 * a password manager), or else a recovery code (letters too) in a form of its own.
 */
function CodeForms({
  action,
  form,
  next,
  submitLabel,
}: {
  action: string;
  form: FormState;
  next: string;
  submitLabel: string;
}) {
  const sentRecovery = 'recovery' in form.errors;
  return (
    <Stack space="xlarge">
      <AccountForm
        action={action}
        form={sentRecovery ? emptyForm : form}
        fieldIds={{ code: 'two-step-code' }}
        submitLabel={submitLabel}
        hidden={{ next }}
      >
        <FormTextField
          id="two-step-code"
          name="code"
          label="Code from your authenticator app"
          description="6 digits. It changes every 30 seconds."
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      </AccountForm>
      <details className={styles.disclosure} open={sentRecovery}>
        <summary className={styles.summary}>No access to your app? Use a recovery code</summary>
        <div className={styles.disclosed}>
          <AccountForm
            action={action}
            form={sentRecovery ? form : emptyForm}
            fieldIds={{ recovery: 'two-step-recovery-code' }}
            submitLabel="Use recovery code"
            hidden={{ next }}
          >
            <FormTextField
              id="two-step-recovery-code"
              name="recovery"
              label="Recovery code"
              description="One of the codes you saved when you set up two-step sign-in. Each works once."
              autoComplete="off"
            />
          </AccountForm>
        </div>
      </details>
    </Stack>
  );
}

export function TwoStepView({ data }: PageProps<TwoStepData>) {
  return (
    <div className={styles.narrow}>
      <Stack space="xlarge">
        <Heading level="2" component="h1">
          Two-step sign-in
        </Heading>
        <TwoStepState data={data} />
      </Stack>
    </div>
  );
}

function TwoStepState({ data }: { data: TwoStepData }) {
  switch (data.state) {
    case 'off':
      return (
        <Stack space="large">
          <Text>
            Two-step sign-in asks for a code from an app on your phone after your password, so
            someone who learns your password still cannot sign in. Moderators need it.
          </Text>
          <Text>
            You need an authenticator app, such as Google Authenticator, Microsoft Authenticator,
            1Password or Bitwarden.
          </Text>
          <AccountForm
            action="/account/two-step/start"
            form={data.form}
            fieldIds={{}}
            submitLabel="Set up two-step sign-in"
            hidden={{ next: data.next }}
          />
        </Stack>
      );
    case 'setup':
      return (
        <Stack space="large">
          <List type="number" space="large">
            <Text>Open your authenticator app and add an account.</Text>
            <Stack space="medium">
              <Text>Scan this QR code with it:</Text>
              <img
                src={data.qrCode}
                width={200}
                height={200}
                alt="QR code for Joblane two-step sign-in. If you cannot scan it, type the key below."
              />
              <Text>
                Or type this key into the app (time-based):{' '}
                <code className={styles.code}>{grouped(data.secret)}</code>
              </Text>
            </Stack>
            <Text>Enter the code the app shows for Joblane.</Text>
          </List>
          <AccountForm
            action="/account/two-step/confirm"
            form={data.form}
            fieldIds={{ code: 'two-step-code' }}
            submitLabel="Turn on two-step sign-in"
            hidden={{ next: data.next }}
            sendInPlace={false}
          >
            <FormTextField
              id="two-step-code"
              name="code"
              label="Code from your authenticator app"
              description="6 digits. It changes every 30 seconds."
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </AccountForm>
        </Stack>
      );
    case 'recovery-codes':
      return (
        <Stack space="large">
          <Alert tone="positive">
            <Text>Two-step sign-in is on.</Text>
          </Alert>
          <Heading level="3" component="h2">
            Save your recovery codes
          </Heading>
          <Text>
            If you lose your phone, each of these codes signs you in once instead of a code from the
            app. Keep them somewhere safe, such as your password manager.{' '}
            <strong>They are shown only now.</strong>
          </Text>
          <List space="small">
            {data.recoveryCodes.map((code) => (
              <Text key={code}>
                <code>{code}</code>
              </Text>
            ))}
          </List>
          <div>
            <ButtonLink tone="brandAccent" href={data.next === '/' ? '/account' : data.next}>
              I have saved them, continue
            </ButtonLink>
          </div>
        </Stack>
      );
    case 'verify':
      return (
        <Stack space="large">
          <Text>Enter a code to confirm it is you before you go on.</Text>
          <CodeForms
            action="/account/two-step/verify"
            form={data.form}
            next={data.next}
            submitLabel="Continue"
          />
        </Stack>
      );
    case 'on':
      return (
        <Stack space="xxlarge">
          <Stack space="medium">
            <Text tone="positive">
              Two-step sign-in is on (since {dateFormat.format(new Date(data.enabledAt))}).
            </Text>
            <Text>
              {data.recoveryCodesLeft === 1
                ? 'You have 1 recovery code left.'
                : `You have ${data.recoveryCodesLeft} recovery codes left.`}
            </Text>
          </Stack>
          <section aria-labelledby="two-step-renew">
            <Stack space="large">
              <Heading level="3" component="h2" id="two-step-renew">
                New recovery codes
              </Heading>
              <Text>New codes replace all your old ones, used or not.</Text>
              <AccountForm
                action="/account/two-step/recovery-codes"
                form={'renewPassword' in data.form.errors ? data.form : emptyForm}
                fieldIds={{ renewPassword: 'two-step-renew-password' }}
                submitLabel="Make new recovery codes"
                sendInPlace={false}
              >
                <FormPasswordField
                  id="two-step-renew-password"
                  name="renewPassword"
                  label="Your password"
                  autoComplete="current-password"
                />
              </AccountForm>
            </Stack>
          </section>
          <section aria-labelledby="two-step-off">
            <Stack space="large">
              <Heading level="3" component="h2" id="two-step-off">
                Turn off two-step sign-in
              </Heading>
              <Text>Signing in will then ask for your password only.</Text>
              <AccountForm
                action="/account/two-step/disable"
                form={'renewPassword' in data.form.errors ? emptyForm : data.form}
                fieldIds={{ password: 'two-step-off-password' }}
                submitLabel="Turn off two-step sign-in"
                tone="critical"
              >
                <FormPasswordField
                  id="two-step-off-password"
                  name="password"
                  label="Your password"
                  autoComplete="current-password"
                />
              </AccountForm>
            </Stack>
          </section>
          <Text>
            <TextLink href="/account">Back to your account</TextLink>
          </Text>
        </Stack>
      );
  }
}

export function TwoStepSignInView({ data }: PageProps<TwoStepSignInData>) {
  return (
    <div className={styles.narrow}>
      <Stack space="xlarge">
        <Heading level="2" component="h1">
          Enter your code
        </Heading>
        {data.expired ? (
          <Stack space="large">
            <Alert tone="caution">
              <Text>This sign-in has expired: the code step waits 10 minutes.</Text>
            </Alert>
            <Text>
              <TextLink href={`/signin?next=${encodeURIComponent(data.next)}`}>
                Sign in again
              </TextLink>
            </Text>
          </Stack>
        ) : (
          <Stack space="large">
            <Text>
              Your account has two-step sign-in. Open your authenticator app for the code.
            </Text>
            <CodeForms
              action="/signin/two-step"
              form={data.form}
              next={data.next}
              submitLabel="Sign in"
            />
          </Stack>
        )}
      </Stack>
    </div>
  );
}
