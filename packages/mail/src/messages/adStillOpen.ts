import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName, linkToken } from './fields.ts';

/**
 * "Is this role still open?": sent once to the employer of a live ad nobody has touched for 21
 * days. Its two links answer without signing in (the token names the ad and is signed): each
 * opens a page with one button, which keeps the ad open or closes it (a one-click POST, as RFC
 * 8058 does for unsubscribing, so a mail scanner that follows links changes nothing).
 */
export const adStillOpen = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    adTitle: displayName,
    /** Whole days since anyone touched the ad (published, edited, opened an application). */
    quietDays: z.number().int().min(1).max(365),
    token: linkToken,
  }),
  compose: (data, { link }) => {
    const answer = (value: 'keep' | 'close') =>
      link(mailLinkPaths.adStillOpen, { token: data.token, answer: value });
    return {
      subject: `Is this role still open? ${data.adTitle}`,
      preview: `Nobody has looked at your ad ${data.adTitle} for ${data.quietDays} days.`,
      heading: 'Is this role still open?',
      blocks: [
        paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
        paragraph(
          'Your ad ',
          strong(data.adTitle),
          ` has had no activity on Joblane for ${data.quietDays} days: nobody has opened or moved an application or edited the ad.`,
        ),
        paragraph(
          'Job seekers count on ads being for real roles. If it is filled or on hold, close it: it leaves search, and applicants who have not heard back are told it closed.',
        ),
        action('Yes, keep it open', answer('keep')),
        action('No, close the ad', answer('close')),
        note('Each link opens a page with one button to confirm; you do not need to sign in.'),
      ],
    };
  },
});
