import { z } from 'zod';

/**
 * A person's or an organisation's name as they typed it: any text (escaped when rendered), on one
 * line, so it cannot break a subject or a heading in two.
 */
export const displayName = z
  .string()
  .transform((name) => name.replace(/\s+/gu, ' ').trim())
  .pipe(z.string().min(1).max(200));

/** A secret from the link's owner (verification, reset, invitation): URL-safe characters only. */
export const linkToken = z
  .string()
  .regex(/^[\w.~-]{16,512}$/u, 'must be 16 to 512 URL-safe characters (A-Z a-z 0-9 - . _ ~)');

/** Minutes a link stays valid. */
export const validForMinutes = z
  .number()
  .int()
  .positive()
  .max(60 * 24 * 90);

export const emailAddress = z.email().max(254);
