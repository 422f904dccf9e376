import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Heading } from '@joblane/ui/Heading';
import { HiddenVisually } from '@joblane/ui/HiddenVisually';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { useEffect, useState } from 'react';

import { useHydrated } from '../../app/navigate.ts';
import type { PasskeyOutcome } from './passkeyBrowser.ts';
import * as styles from './Passkeys.css.ts';

/** The browser's side, fetched on first use (its own chunk: sign-in, sign-up and account only). */
const passkeyBrowser = () => import('./passkeyBrowser.ts');

/** Whether this browser has passkeys (null until known, after hydration). */
function useSupported(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    passkeyBrowser()
      .then((module) => setSupported(module.passkeysSupported()))
      .catch(() => setSupported(false));
  }, []);
  return supported;
}

/** Runs a ceremony: moves on when it succeeds, else keeps its problem to show. */
function useCeremony() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  async function run(ceremony: () => Promise<PasskeyOutcome>) {
    setBusy(true);
    setProblem(null);
    setFieldErrors({});
    try {
      // On success the next page opens (passkeyBrowser.ts navigates).
      const outcome = await ceremony();
      if ('error' in outcome) setProblem(outcome.error);
      if ('errors' in outcome) setFieldErrors(outcome.errors);
    } catch {
      setProblem('Something went wrong. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, fieldErrors, run };
}

const NO_SCRIPT =
  'Passkeys need JavaScript, which is off in this browser: use your email and password.';
const NOT_SUPPORTED = 'This browser cannot use passkeys: use your email and password.';

/** Under a passkey button: why it does nothing here (no JavaScript, or no passkeys). */
function Unavailable({ supported }: { supported: boolean | null }) {
  return (
    <>
      <noscript>
        <div className={styles.note}>
          <Text tone="secondary">{NO_SCRIPT}</Text>
        </div>
      </noscript>
      {supported === false ? (
        <div className={styles.note}>
          <Text tone="secondary">{NOT_SUPPORTED}</Text>
        </div>
      ) : null}
    </>
  );
}

/**
 * Sign-in's passkey button, and the browser's passkey suggestions in the email field (conditional
 * mediation) where it offers them. The button is there from the first paint (disabled until the
 * page is hydrated), so nothing moves.
 */
export function PasskeySignIn({ next }: { next: string }) {
  const hydrated = useHydrated();
  const supported = useSupported();
  const { busy, problem, run } = useCeremony();
  useEffect(() => {
    passkeyBrowser()
      .then((module) => module.signInWithPasskey(next, true))
      .catch(() => undefined);
    return () => {
      passkeyBrowser()
        .then((module) => module.cancelPasskeyRequest())
        .catch(() => undefined);
    };
  }, [next]);
  return (
    <Stack space="medium">
      <Text>Or sign in without your password, with a passkey on this device or your phone.</Text>
      {problem === null ? null : <Alert tone="critical">{problem}</Alert>}
      <div>
        <Button
          variant="soft"
          disabled={!hydrated || supported === false}
          loading={busy}
          loadingLabel="Waiting for your passkey"
          onClick={() => run(async () => (await passkeyBrowser()).signInWithPasskey(next))}
        >
          Use a passkey
        </Button>
        <Unavailable supported={supported} />
      </div>
    </Stack>
  );
}

/** The confirm page's passkey button: one of the viewer's passkeys, then on to the change. */
export function PasskeyConfirm({ next }: { next: string }) {
  const hydrated = useHydrated();
  const supported = useSupported();
  const { busy, problem, run } = useCeremony();
  return (
    <Stack space="medium">
      {problem === null ? null : <Alert tone="critical">{problem}</Alert>}
      <div>
        <Button
          disabled={!hydrated || supported === false}
          loading={busy}
          loadingLabel="Waiting for your passkey"
          onClick={() => run(async () => (await passkeyBrowser()).confirmWithPasskey(next))}
        >
          Confirm with a passkey
        </Button>
        <Unavailable supported={supported} />
      </div>
    </Stack>
  );
}

/**
 * Sign-up without a password: the form's name, email (and organisation, or the invitation it was
 * opened from) with a new passkey. Reads the sign-up form it follows.
 */
export function PasskeySignUp({ formAction }: { formAction: string }) {
  const hydrated = useHydrated();
  const supported = useSupported();
  const { busy, problem, fieldErrors, run } = useCeremony();
  const messages = [...Object.values(fieldErrors), ...(problem === null ? [] : [problem])];
  function start() {
    const form = document.querySelector<HTMLFormElement>(`form[action="${formAction}"]`);
    const fields: Record<string, string> = {};
    if (form !== null) {
      for (const [name, value] of new FormData(form)) {
        if (name !== 'password') fields[name] = String(value);
      }
    }
    return run(async () => (await passkeyBrowser()).signUpWithPasskey(fields));
  }
  return (
    <Stack space="medium">
      <Text>Or skip the password: your device keeps a passkey for Joblane instead.</Text>
      {messages.length === 0 ? null : (
        <Alert tone="critical">
          <Stack space="small">
            {messages.map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Stack>
        </Alert>
      )}
      <div>
        <Button
          variant="soft"
          disabled={!hydrated || supported === false}
          loading={busy}
          loadingLabel="Waiting for your passkey"
          onClick={start}
        >
          Sign up with a passkey
        </Button>
        <Unavailable supported={supported} />
      </div>
    </Stack>
  );
}

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `/account`'s passkeys: each named with its dates, renamed and removed by plain forms. */
export function PasskeysSection({
  passkeys,
  when,
}: {
  passkeys: PasskeyItem[];
  when: (instant: string) => string;
}) {
  const hydrated = useHydrated();
  const supported = useSupported();
  const { busy, problem, run } = useCeremony();
  const [name, setName] = useState('');
  return (
    <section aria-labelledby="account-passkeys">
      <Stack space="large">
        <Heading level="3" component="h2" id="account-passkeys">
          Passkeys
        </Heading>
        <Text>
          A passkey signs you in with your device’s screen lock, fingerprint or face: no password to
          type or steal, and it counts as two steps at once.
        </Text>
        {passkeys.length === 0 ? (
          <Text tone="secondary">You have no passkeys yet.</Text>
        ) : (
          <Stack space="large" component="ul">
            {passkeys.map((passkey) => (
              <Stack key={passkey.id} space="small">
                <Text weight="strong">{passkey.name}</Text>
                <Text tone="secondary" size="small">
                  Added {when(passkey.createdAt)};{' '}
                  {passkey.lastUsedAt === null
                    ? 'not used to sign in yet'
                    : `last used ${when(passkey.lastUsedAt)}`}
                </Text>
                <form method="post" action="/account/passkeys/rename">
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <Stack space="small">
                    <TextField
                      id={`passkey-name-${passkey.id}`}
                      name="name"
                      label={`New name for ${passkey.name}`}
                      defaultValue={passkey.name}
                    />
                    <div>
                      <Button type="submit" variant="soft" size="small">
                        Rename<HiddenVisually> {passkey.name}</HiddenVisually>
                      </Button>
                    </div>
                  </Stack>
                </form>
                <form method="post" action="/account/passkeys/remove">
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <Button type="submit" variant="transparent" tone="critical" size="small">
                    Remove<HiddenVisually> {passkey.name}</HiddenVisually>
                  </Button>
                </form>
              </Stack>
            ))}
          </Stack>
        )}
        <Stack space="medium">
          {problem === null ? null : <Alert tone="critical">{problem}</Alert>}
          <TextField
            id="passkey-new-name"
            label="Name for a new passkey"
            description="So you can tell them apart, such as “Work laptop”."
            value={name}
            onChange={setName}
            autoComplete="off"
          />
          <div>
            <Button
              disabled={!hydrated || supported === false}
              loading={busy}
              loadingLabel="Waiting for your passkey"
              onClick={() => run(async () => (await passkeyBrowser()).addPasskey(name))}
            >
              Add a passkey
            </Button>
          </div>
          <Unavailable supported={supported} />
        </Stack>
      </Stack>
    </section>
  );
}
