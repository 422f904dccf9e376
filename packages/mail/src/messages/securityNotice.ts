import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName, linkToken } from './fields.ts';

/** What happened to the account's way in. */
const events = {
  'passkey-added': {
    subject: 'A passkey was added to your Joblane account',
    says: 'A new passkey can now sign in to your Joblane account',
  },
  'two-step-on': {
    subject: 'Two-step sign-in is on for your Joblane account',
    says: 'Two-step sign-in was turned on for your Joblane account',
  },
  'two-step-off': {
    subject: 'Two-step sign-in is off for your Joblane account',
    says: 'Two-step sign-in was turned off for your Joblane account',
  },
  'new-device': {
    subject: 'New sign-in to your Joblane account',
    says: 'Your Joblane account was signed in to from a device it had not seen',
  },
} as const;

/**
 * A change to how the account signs in, or a sign-in from a new device, told to the account's
 * address with a "this wasn't me" link that signs out everywhere (the link's token, good for a
 * week).
 */
export const securityNotice = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    event: z.enum(['passkey-added', 'two-step-on', 'two-step-off', 'new-device']),
    /** The device, as the account page names it ("Chrome on macOS"), and the passkey's name. */
    detail: displayName.optional(),
    token: linkToken,
  }),
  compose: (data, { to, link }) => {
    const event = events[data.event];
    return {
      subject: event.subject,
      preview: `${event.says}.`,
      heading: event.subject,
      blocks: [
        paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
        paragraph(
          `${event.says}`,
          ...(data.detail === undefined ? [] : [' (', strong(data.detail), ')']),
          ': the account for ',
          strong(to),
          '.',
        ),
        paragraph('If this was you, there is nothing else to do.'),
        action(
          'This wasn’t me: sign out everywhere',
          link(mailLinkPaths.notMe, { token: data.token }),
        ),
        note(
          'The link signs your account out on every device, for a week from now. Then reset your ' +
            'password and check your passkeys and two-step sign-in on your account page.',
        ),
      ],
    };
  },
});
