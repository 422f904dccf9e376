import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the MAC covers besides the id, so a token made for something else never passes here. */
const purpose = 'joblane alert unsubscribe v1\n';
const minSecretBytes = 32;

/** The server secret that signs unsubscribe links (`ALERT_TOKEN_SECRET`, 32 bytes or more). */
export type AlertTokenSecret = string | Uint8Array;

function checkedSecret(secret: AlertTokenSecret): Buffer {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  if (bytes.length < minSecretBytes) {
    throw new RangeError(
      `The alert token secret must be at least ${minSecretBytes} bytes (got ${bytes.length}); ` +
        'generate one with `openssl rand -base64 48`.',
    );
  }
  return bytes;
}

const mac = (secret: Buffer, searchId: string) =>
  createHmac('sha256', secret).update(purpose).update(searchId).digest();

/**
 * The token of a saved search's unsubscribe link: the search's id and an HMAC-SHA256 of it
 * under the server secret, both base64url (`<id>.<mac>`). It names the search and proves the
 * link came from Joblane, so it works without signing in; it never expires (RFC 8058 links in
 * old mail must keep working) and stops working when the secret changes.
 */
export function alertUnsubscribeToken(secret: AlertTokenSecret, searchId: string): string {
  const key = checkedSecret(secret);
  return `${Buffer.from(searchId, 'utf8').toString('base64url')}.${mac(key, searchId).toString('base64url')}`;
}

/**
 * The saved search a token names, or undefined when the token is malformed or was not made with
 * this secret (compared in constant time).
 */
export function readAlertUnsubscribeToken(
  secret: AlertTokenSecret,
  token: unknown,
): string | undefined {
  const key = checkedSecret(secret);
  if (typeof token !== 'string' || token.length > 1024) return undefined;
  const match = /^([\w-]{1,700})\.([\w-]{43})$/u.exec(token);
  if (match === null) return undefined;
  const searchId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // Only the canonical spelling of the id: one search, one token.
  if (Buffer.from(searchId, 'utf8').toString('base64url') !== match[1]) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  // The last character carries two spare bits: only the canonical spelling counts.
  if (given.toString('base64url') !== match[2]) return undefined;
  const expected = mac(key, searchId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return searchId;
}
