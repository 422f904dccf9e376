import { z } from 'zod';

import { action, inlineLink, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName, linkToken } from './fields.ts';

/** Jobs one digest lists at most; the rest are behind "See all". */
export const maxAlertJobs = 20;

/** A job id as `/job/:id` takes it (URL-safe). */
const jobId = z.string().regex(/^[\w.~-]{1,200}$/u, 'must be 1 to 200 URL-safe characters');

/** One line of text (a label from the job store): collapsed to single spaces, 1-300 characters. */
const label = z
  .string()
  .transform((text) => text.replace(/\s+/gu, ' ').trim())
  .pipe(z.string().min(1).max(300));

const alertJob = z.strictObject({
  id: jobId,
  title: label,
  employer: label,
  place: label,
  /** The pay as the ad shows it; null when the employer hides it. */
  pay: label.nullable().default(null),
});

/**
 * A saved search's digest: the jobs listed since the last one (newest first, at most 20), a link
 * to all of them, a link to manage alerts, and the one-click unsubscribe headers (RFC 8058),
 * whose link works without signing in (the token names the saved search and is signed).
 */
export const jobAlert = defineMailTemplate({
  schema: z
    .strictObject({
      searchName: displayName,
      frequency: z.enum(['daily', 'weekly']),
      jobs: z.array(alertJob).min(1).max(maxAlertJobs),
      /** How many new jobs the search found (the digest shows the newest `jobs`). */
      total: z.number().int().positive(),
      /**
       * The results page of all of them: the saved search's canonical query string, sorted by
       * date and limited to the period (`keywords=nurse&where=Sydney&daterange=1&sortmode=date`).
       */
      resultsQuery: z.string().max(2000),
      unsubscribeToken: linkToken,
    })
    .refine((data) => data.total >= data.jobs.length, {
      message: 'total must be at least the number of jobs listed',
      path: ['total'],
    }),
  compose: (data, { link }) => {
    const count = (n: number) => `${n} new job${n === 1 ? '' : 's'}`;
    const period = data.frequency === 'daily' ? 'day' : 'week';
    const resultsUrl = link(
      mailLinkPaths.jobs,
      Object.fromEntries(new URLSearchParams(data.resultsQuery)),
    );
    const unsubscribeUrl = link(mailLinkPaths.unsubscribeAlert, { token: data.unsubscribeToken });
    return {
      subject: `${count(data.total)} for ${data.searchName}`,
      preview:
        data.jobs.length === 1
          ? `${data.jobs[0]!.title} at ${data.jobs[0]!.employer}`
          : `${data.jobs[0]!.title} at ${data.jobs[0]!.employer}, and more listed this ${period}.`,
      heading: `${count(data.total)} for ${data.searchName}`,
      blocks: [
        paragraph(
          data.total > data.jobs.length
            ? `The newest ${data.jobs.length} of the ${data.total} jobs listed since your last alert for `
            : `Listed since your last alert for `,
          strong(data.searchName),
          ':',
        ),
        {
          type: 'list',
          items: data.jobs.map((job) => ({
            title: job.title,
            url: link(`${mailLinkPaths.job}/${job.id}`),
            detail: [job.employer, job.place, ...(job.pay === null ? [] : [job.pay])].join(' · '),
          })),
        },
        action(`See all ${count(data.total)}`, resultsUrl),
        note(
          `You get this ${data.frequency} email because you switched on an alert for this saved ` +
            'search. Choose daily or weekly, or switch alerts off, in ',
          // No full stop after it: the text alternative writes the address there.
          inlineLink('your saved searches', link(mailLinkPaths.savedSearches)),
        ),
        note(
          'Not interested any more? ',
          inlineLink('Unsubscribe from this alert', unsubscribeUrl),
          ' (no need to sign in).',
        ),
      ],
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  },
});
