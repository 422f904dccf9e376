import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate, formatDuration } from '../render/template.ts';
import { displayName, linkToken, validForMinutes } from './fields.ts';

/** "Confirm your email address": after sign-up, and after a change of address (sent to the new one). */
export const verifyEmail = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    token: linkToken,
    reason: z.enum(['new-account', 'changed-email']).default('new-account'),
    validForMinutes: validForMinutes.default(60),
  }),
  compose: (data, { to, link }) => ({
    subject: 'Confirm your email address for Joblane',
    preview: `Confirm ${to} to ${data.reason === 'new-account' ? 'finish setting up your account' : 'use it for your account'}.`,
    heading: 'Confirm your email address',
    blocks: [
      paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
      data.reason === 'new-account'
        ? paragraph(
            'Confirm that ',
            strong(to),
            ' is your email address to finish setting up your Joblane account.',
          )
        : paragraph(
            'You asked to use ',
            strong(to),
            ' for your Joblane account. Confirm it and we will send your mail here.',
          ),
      action('Confirm email address', link(mailLinkPaths.verifyEmail, { token: data.token })),
      note(`The link works once and expires in ${formatDuration(data.validForMinutes)}.`),
      note('If you did not ask for this, you can ignore this email: nothing changes.'),
    ],
  }),
});
