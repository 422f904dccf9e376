import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate, formatDuration } from '../render/template.ts';
import { displayName, linkToken, validForMinutes } from './fields.ts';

/** An invitation to join an employer's organisation (sent to someone who may have no account). */
export const organisationInvitation = defineMailTemplate({
  schema: z.strictObject({
    inviterName: displayName,
    organisationName: displayName,
    token: linkToken,
    validForMinutes,
  }),
  compose: (data, { link }) => ({
    subject: `${data.inviterName} invited you to join ${data.organisationName} on Joblane`,
    preview: `Join ${data.organisationName} to post jobs and review applications together.`,
    heading: `Join ${data.organisationName} on Joblane`,
    blocks: [
      paragraph('Hello,'),
      paragraph(
        strong(data.inviterName),
        ' invited you to join ',
        strong(data.organisationName),
        ' on Joblane, to post jobs and review applications together.',
      ),
      action('Accept the invitation', link(mailLinkPaths.acceptInvitation, { token: data.token })),
      note(
        `The invitation expires in ${formatDuration(data.validForMinutes)}. ` +
          'You can accept it with an existing Joblane account or create one.',
      ),
      note('If you do not know this organisation, you can ignore this email.'),
    ],
  }),
});
