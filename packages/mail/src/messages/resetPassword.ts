import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate, formatDuration } from '../render/template.ts';
import { displayName, linkToken, validForMinutes } from './fields.ts';

/** "Reset your password": the link from `/forgot-password`. */
export const resetPassword = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    token: linkToken,
    validForMinutes: validForMinutes.default(60),
  }),
  compose: (data, { to, link }) => ({
    subject: 'Reset your Joblane password',
    preview: 'Choose a new password for your Joblane account.',
    heading: 'Reset your password',
    blocks: [
      paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
      paragraph(
        'Someone, hopefully you, asked to reset the password of the Joblane account for ',
        strong(to),
        '.',
      ),
      action('Choose a new password', link(mailLinkPaths.resetPassword, { token: data.token })),
      note(
        `The link works once and expires in ${formatDuration(data.validForMinutes)}. ` +
          'Choosing a new password signs you out everywhere else.',
      ),
      note('If you did not ask for this, you can ignore this email: your password stays as it is.'),
    ],
  }),
});
