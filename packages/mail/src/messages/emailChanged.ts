import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName, emailAddress } from './fields.ts';

/** Sent to the old address when an account's email changes, so a takeover does not go unseen. */
export const emailChanged = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    newEmail: emailAddress,
  }),
  compose: (data, { to, link }) => ({
    subject: 'Your Joblane email address was changed',
    preview: `Your Joblane account now uses ${data.newEmail}.`,
    heading: 'Your email address was changed',
    blocks: [
      paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
      paragraph(
        'The Joblane account that used ',
        strong(to),
        ' now uses ',
        strong(data.newEmail),
        '. Mail about it goes there from now on.',
      ),
      paragraph('If you made this change, there is nothing else to do.'),
      action('Review your account', link(mailLinkPaths.account)),
      note(
        'If you did not make this change, someone else may know your password: sign in, change ' +
          'your password and sign out everywhere.',
      ),
    ],
  }),
});
