import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';

import { navigateTo } from '../../app/navigate.ts';

/**
 * The browser's side of passkeys: loaded on first use by the sign-in, sign-up and account pages
 * only (its own lazy chunk, never in the results page's scripts). Each call fetches options from
 * the server, asks the browser's passkey prompt, sends the answer back and, when it is accepted,
 * opens the next page. (Using the app's navigation here also keeps this chunk on the shared
 * chunk: otherwise esbuild cuts its helpers into a file of their own that every page loads.)
 */

export type PasskeyOutcome =
  | { redirect: string }
  /** The server's or the browser's problem, to show. */
  | { error: string }
  /** The sign-up form's problems, by field. */
  | { errors: Record<string, string> }
  /** The person closed the prompt (or another ceremony took its place): nothing to say. */
  | { cancelled: true };

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return { error: 'Something went wrong on our side. Try again in a moment.' };
  }
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** What a prompt that ended without a passkey means for the page. */
function promptProblem(error: unknown): PasskeyOutcome {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return { cancelled: true };
  if (name === 'InvalidStateError') {
    return { error: 'This device already has a passkey for your account.' };
  }
  return { error: 'Your browser could not use a passkey here. Try again, or use your password.' };
}

/** The server's answer: on success the next page is opened (in place) here. */
function answer(json: Record<string, unknown>): PasskeyOutcome {
  if (typeof json.redirect === 'string') {
    navigateTo(json.redirect);
    return { redirect: json.redirect };
  }
  if (json.errors !== null && typeof json.errors === 'object') {
    return { errors: json.errors as Record<string, string> };
  }
  return { error: typeof json.error === 'string' ? json.error : 'That did not work. Try again.' };
}

/**
 * Signs in with a passkey: from the button (the browser's prompt) or, with `autofill`, through
 * the email field's suggestions (waits until the person picks one; a button press aborts it).
 */
export async function signInWithPasskey(next: string, autofill = false): Promise<PasskeyOutcome> {
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return { cancelled: true };
  const start = await post('/signin/passkey/options', {});
  if (typeof start.options !== 'object' || start.options === null) return answer(start);
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: start.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      useBrowserAutofill: autofill,
    });
  } catch (error) {
    return promptProblem(error);
  }
  return answer(await post('/signin/passkey', { response, next }));
}

/** Confirms the signed-in session with one of the person's passkeys (before a sensitive change). */
export async function confirmWithPasskey(next: string): Promise<PasskeyOutcome> {
  const start = await post('/signin/passkey/options', {});
  if (typeof start.options !== 'object' || start.options === null) return answer(start);
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: start.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  } catch (error) {
    return promptProblem(error);
  }
  return answer(await post('/account/confirm/passkey', { response, next }));
}

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

async function register(options: unknown) {
  return startRegistration({ optionsJSON: options as CreationOptions });
}

/** Adds a passkey to the signed-in account, with the name the person typed. */
export async function addPasskey(name: string): Promise<PasskeyOutcome> {
  const start = await post('/account/passkeys/options', {});
  if (typeof start.options !== 'object' || start.options === null) return answer(start);
  let response;
  try {
    response = await register(start.options);
  } catch (error) {
    return promptProblem(error);
  }
  return answer(await post('/account/passkeys', { response, name }));
}

/**
 * Signs up with the sign-up form's fields and a new passkey instead of a password (from an
 * invitation's link, its token goes with both requests).
 */
export async function signUpWithPasskey(fields: Record<string, string>): Promise<PasskeyOutcome> {
  const start = await post('/signup/passkey/options', fields);
  if (typeof start.options !== 'object' || start.options === null) return answer(start);
  let response;
  try {
    response = await register(start.options);
  } catch (error) {
    return promptProblem(error);
  }
  const invitation = fields.invitation === undefined ? {} : { invitation: fields.invitation };
  return answer(
    await post('/signup/passkey', { response, next: fields.next ?? '/', ...invitation }),
  );
}

/** Ends a waiting autofill request (leaving the page). */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();
