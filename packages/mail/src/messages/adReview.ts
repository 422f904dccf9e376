import { z } from 'zod';

import { action, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName } from './fields.ts';

/** What a moderator decided about an employer's ad, as the employer reads it. */
const outcomes = {
  approved: {
    label: 'Approved',
    sentence: 'A moderator reviewed your ad and it is now live: job seekers can find it in search.',
  },
  rejected: {
    label: 'Not approved',
    sentence:
      'A moderator reviewed your ad and could not approve it. You can edit it and publish it again; it will be reviewed again.',
  },
  'taken-down': {
    label: 'Taken down',
    sentence:
      'A moderator took your ad off Joblane. Applicants who had not heard back are told the ad closed.',
  },
} as const;

/**
 * Sent to the employer who posted an ad when a moderator decides it: a held ad approved or not,
 * or a live ad taken down, with the moderator's reason.
 */
export const adReview = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    adTitle: displayName,
    outcome: z.enum(Object.keys(outcomes) as [keyof typeof outcomes]),
    /** The moderator's reason, as they wrote it (none for an approval). */
    reason: z.string().trim().max(1000).optional(),
  }),
  compose: (data, { link }) => {
    const outcome = outcomes[data.outcome];
    return {
      subject: `Your ad ${data.adTitle}: ${outcome.label}`,
      preview: outcome.sentence,
      heading: `${outcome.label}: ${data.adTitle}`,
      blocks: [
        paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
        paragraph('Your ad ', strong(data.adTitle), ` on Joblane: ${outcome.label}.`),
        paragraph(outcome.sentence),
        ...(data.reason === undefined || data.reason === ''
          ? []
          : [paragraph('The reason: ', strong(data.reason))]),
        action('Open your ads', link(mailLinkPaths.employer)),
      ],
    };
  },
});
