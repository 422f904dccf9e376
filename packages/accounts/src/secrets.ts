import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A secret for a link or a cookie: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored for a secret: its SHA-256. The secrets are random and long, so a fast hash is
 * enough (nothing to brute-force), and a stolen table cannot be turned back into cookies or links.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Constant-time equality of two strings of equal length (and false for different lengths). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const newId = (): string => randomUUID();
