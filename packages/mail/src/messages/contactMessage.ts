import { z } from 'zod';

import { note, paragraph, strong } from '../render/content.ts';
import { defineMailTemplate } from '../render/template.ts';
import { displayName, emailAddress } from './fields.ts';

/** The longest message the contact form sends, in characters. */
export const maxContactMessageLength = 3000;

/**
 * A visitor's message from the site's contact form, sent to the support mailbox. Replying
 * answers the visitor (`Reply-To`); their words are kept line by line and escaped like any name.
 */
export const contactMessage = defineMailTemplate({
  schema: z.strictObject({
    /** The name they gave, if any. */
    name: displayName.optional(),
    /** Where the answer goes: the address they typed. */
    replyTo: emailAddress,
    /** What it is about, as the form's choice reads ("Applying for a job"). */
    topic: displayName,
    message: z.string().trim().min(1).max(maxContactMessageLength),
    /** The account they were signed in with, when they were. */
    account: emailAddress.optional(),
  }),
  compose: (data) => ({
    subject: `Contact: ${data.topic}, from ${data.name ?? data.replyTo}`,
    preview: data.message.slice(0, 120),
    heading: data.topic,
    blocks: [
      paragraph(
        'From ',
        strong(data.name === undefined ? data.replyTo : `${data.name} <${data.replyTo}>`),
        data.account === undefined
          ? ', not signed in.'
          : data.account === data.replyTo
            ? ', signed in with this address.'
            : `, signed in as ${data.account}.`,
      ),
      ...data.message
        .split(/\r?\n/u)
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((line) => paragraph(line)),
      note('Sent with the contact form on Joblane. Reply to this email to answer them.'),
    ],
    headers: { 'Reply-To': data.replyTo },
  }),
});
