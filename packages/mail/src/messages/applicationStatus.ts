import { z } from 'zod';

import { action, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName } from './fields.ts';

/** The statuses an employer sets, as the seeker reads them (Submitted and Withdrawn are theirs). */
const statusSentences = {
  viewed: 'The employer has looked at your application.',
  shortlisted: 'Good news: you are on the shortlist.',
  interviewing: 'The employer would like to interview you; expect to hear from them directly.',
  offered: 'Congratulations: the employer is offering you the job.',
  hired: 'Congratulations on your new job.',
  'not-progressing':
    'The employer has decided not to go further with your application this time. Thank you for applying; your other applications are not affected.',
} as const;

const statusLabels = {
  viewed: 'Viewed',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  'not-progressing': 'Not progressing',
} as const;

/** Sent to a job seeker when an employer changes the status of their application. */
export const applicationStatus = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    jobTitle: displayName,
    companyName: displayName,
    status: z.enum(Object.keys(statusSentences) as [keyof typeof statusSentences]),
  }),
  compose: (data, { link }) => ({
    subject: `Your application for ${data.jobTitle}: ${statusLabels[data.status]}`,
    preview: statusSentences[data.status],
    heading: `${statusLabels[data.status]}: ${data.jobTitle}`,
    blocks: [
      paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
      paragraph(
        'Your application for ',
        strong(data.jobTitle),
        ' at ',
        strong(data.companyName),
        ` is now ${statusLabels[data.status]}.`,
      ),
      paragraph(statusSentences[data.status]),
      action('See your applications', link(mailLinkPaths.applications)),
    ],
  }),
});
