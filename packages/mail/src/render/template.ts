import type { z } from 'zod';

import type { MailContent } from './content.ts';

/** What a message's `compose` may use besides its data. */
export interface ComposeContext {
  /** The recipient's address. */
  to: string;
  /** An absolute, canonical link to a page of the site (never with the version parameter). */
  link(path: string, params?: Readonly<Record<string, string>>): string;
}

/**
 * One kind of email: the data it needs (a zod schema, checked when it is queued and again when it
 * is sent) and what it says.
 */
export interface MailTemplate<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  compose(data: z.output<Schema>, context: ComposeContext): MailContent;
}

/** Declares a message kind with its data type inferred from the schema. */
export function defineMailTemplate<Schema extends z.ZodType>(
  template: MailTemplate<Schema>,
): MailTemplate<Schema> {
  return template;
}

/** "1 hour", "30 minutes", "7 days": how long a link stays valid, as a sentence says it. */
export function formatDuration(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
