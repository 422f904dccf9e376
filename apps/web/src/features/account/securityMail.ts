import { isNewDevice, signOutLink, type User } from '@joblane/accounts';
import type { FastifyRequest } from 'fastify';

import { deviceOf } from './device.ts';
import { client } from './forms.ts';

type SecurityEvent = 'passkey-added' | 'two-step-on' | 'two-step-off' | 'new-device';

/**
 * Tells the account's address that its way in changed (or that it was signed in to from a new
 * browser), with a "this wasn't me" link that signs out everywhere.
 */
export async function sendSecurityNotice(
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'name'>,
  event: SecurityEvent,
  detail?: string,
): Promise<void> {
  const { accounts, mail } = request.server;
  if (accounts === undefined || mail === undefined) return;
  const token = await signOutLink(accounts, user.id);
  await mail.send({
    kind: 'security-notice',
    to: user.email,
    data: {
      name: user.name,
      event,
      token,
      ...(detail === undefined || detail.trim() === '' ? {} : { detail }),
    },
  });
}

/**
 * After a sign-in or sign-up: the browser is remembered, and a sign-in from one the account had
 * not used before is told to its address.
 */
export async function noticeNewDevice(
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'name'>,
): Promise<void> {
  const accounts = request.server.accounts;
  if (accounts === undefined) return;
  const { userAgent } = client(request);
  if (await isNewDevice(accounts, user.id, userAgent)) {
    await sendSecurityNotice(request, user, 'new-device', deviceOf(userAgent));
  }
}
