import { z } from 'zod';

import { action, note, paragraph, strong } from '../render/content.ts';
import { mailLinkPaths } from '../render/links.ts';
import { defineMailTemplate, formatDuration } from '../render/template.ts';
import { displayName, linkToken, validForMinutes } from './fields.ts';

/**
 * Proves an organisation controls its website's domain: sent to an address at that domain, whose
 * reader follows the link to make the organisation a verified employer.
 */
export const domainVerification = defineMailTemplate({
  schema: z.strictObject({
    organisationName: displayName,
    /** The website's domain the address is at (`acme.com.au`). */
    domain: z
      .string()
      .regex(/^[a-z0-9.-]{1,253}$/u, 'must be a lower-case domain name such as acme.com.au'),
    token: linkToken,
    validForMinutes,
  }),
  compose: (data, { link, to }) => ({
    subject: `Verify ${data.organisationName} as a Joblane employer`,
    preview: `Confirm that ${data.organisationName} controls ${data.domain}.`,
    heading: `Verify ${data.organisationName}`,
    blocks: [
      paragraph('Hello,'),
      paragraph(
        'Someone at ',
        strong(data.organisationName),
        ' asked Joblane to verify that the organisation controls ',
        strong(data.domain),
        `, using this address (${to}). Verified employers show a “Verified employer” badge on their jobs and company page.`,
      ),
      action('Verify the organisation', link(mailLinkPaths.verifyDomain, { token: data.token })),
      note(`The link works once and expires in ${formatDuration(data.validForMinutes)}.`),
      note('If you did not expect this, you can ignore this email: nothing changes without it.'),
    ],
  }),
});
