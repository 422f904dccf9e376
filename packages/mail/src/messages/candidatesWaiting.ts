import { z } from 'zod';

import { action, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName } from './fields.ts';

/** Applications one reminder lists at most; the rest are on the candidates pages. */
export const maxWaitingApplications = 50;

/** An id as a URL path segment takes it (URL-safe). */
const pathId = z.string().regex(/^[\w.~-]{1,200}$/u, 'must be 1 to 200 URL-safe characters');

const waiting = z.strictObject({
  adId: pathId,
  applicationId: pathId,
  adTitle: displayName,
  candidateName: displayName,
  /** The status it has waited in, as the employer reads it ("Submitted", "Interviewing"). */
  statusLabel: displayName,
  /** Whole days it has waited in that status. */
  days: z.number().int().min(1).max(3650),
});

/**
 * "Candidates are waiting": one reminder to an organisation about applications that have stayed
 * Submitted, Viewed or Interviewing for 30 days, each listed with a link to it, and a link to the
 * candidates page. Each application is in one reminder only.
 */
export const candidatesWaiting = defineMailTemplate({
  schema: z.strictObject({
    name: displayName.optional(),
    organisationName: displayName,
    applications: z.array(waiting).min(1).max(maxWaitingApplications),
    /** How many are waiting in all (the mail lists the first `applications`). */
    total: z.number().int().positive(),
  }),
  compose: (data, { link }) => {
    const count = `${data.total} candidate${data.total === 1 ? '' : 's'}`;
    const ads = [...new Set(data.applications.map((application) => application.adId))];
    const candidatesUrl =
      ads.length === 1
        ? link(`${mailLinkPaths.employerAds}/${encodeURIComponent(ads[0]!)}`)
        : link(mailLinkPaths.employer);
    return {
      subject: `${count} waiting for an answer for 30 days or more`,
      preview: `${count} at ${data.organisationName} have heard nothing new for 30 days.`,
      heading: `${count} still waiting`,
      blocks: [
        paragraph(data.name === undefined ? 'Hello,' : `Hello ${data.name},`),
        paragraph(
          'These applications to ',
          strong(data.organisationName),
          ' have stayed in the same status for 30 days or more. A short answer, even a no, is better than silence: it also keeps your response signal honest.',
        ),
        {
          type: 'list',
          items: data.applications.map((application) => ({
            title: `${application.candidateName}: ${application.adTitle}`,
            url: link(
              `${mailLinkPaths.employerAds}/${encodeURIComponent(application.adId)}/applications/${encodeURIComponent(application.applicationId)}`,
            ),
            detail: `${application.statusLabel} for ${application.days} days`,
          })),
        },
        action(ads.length === 1 ? 'Open the candidates' : 'Open your ads', candidatesUrl),
      ],
    };
  },
});
