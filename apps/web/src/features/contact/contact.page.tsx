import { Alert } from '@joblane/ui/Alert';
import { RadioGroup, RadioItem } from '@joblane/ui/RadioGroup';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';

import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import {
  AccountForm,
  fieldState,
  FormTextField,
  useFormState,
  type FormState,
} from '../../components/AccountForm.tsx';
import * as styles from './contact.css.ts';

/** What a message can be about, in the form's order, with the label support reads. */
export const contactTopics = {
  account: 'My account or signing in',
  applying: 'Applying for a job, or my applications',
  alerts: 'Saved jobs, searches or alerts',
  employer: 'Employer accounts and job ads',
  privacy: 'Privacy or my data',
  other: 'Something else',
} as const;

export type ContactTopic = keyof typeof contactTopics;

export const contactFieldIds = {
  name: 'contact-name',
  email: 'contact-email',
  topic: 'contact-topic',
  message: 'contact-message',
};

export type ContactData =
  | {
      view: 'form';
      form: FormState;
      /** The longest message, in characters (the mail package's limit). */
      messageLimit: number;
      supportEmail: string;
      /** False when this site sends no mail (no relational database): only the address shows. */
      canSend: boolean;
    }
  | { view: 'sent'; supportEmail: string };

const countMessage = (remaining: number) =>
  remaining >= 0
    ? `${remaining.toLocaleString('en-AU')} ${remaining === 1 ? 'character' : 'characters'} left`
    : `${(-remaining).toLocaleString('en-AU')} ${remaining === -1 ? 'character' : 'characters'} over the limit`;

/** The fields, following the form's latest answer (the server's page or the script's answer). */
function ContactFields({ messageLimit }: { messageLimit: number }) {
  const form = useFormState();
  return (
    <Stack space="large">
      <FormTextField
        id={contactFieldIds.name}
        name="name"
        label="Your name"
        secondaryLabel="optional"
        autoComplete="name"
      />
      <FormTextField
        id={contactFieldIds.email}
        name="email"
        type="email"
        label="Your email address"
        description="We reply to this address."
        autoComplete="email"
        required
      />
      <RadioGroup
        id={contactFieldIds.topic}
        name="topic"
        label="What is it about?"
        defaultValue={form.values.topic ?? ''}
        required
        {...fieldState(form, 'topic')}
      >
        {(Object.keys(contactTopics) as ContactTopic[]).map((topic) => (
          <RadioItem
            key={topic}
            id={`${contactFieldIds.topic}-${topic}`}
            value={topic}
            label={contactTopics[topic]}
          />
        ))}
      </RadioGroup>
      <Textarea
        id={contactFieldIds.message}
        name="message"
        label="Your message"
        description={`Up to ${messageLimit.toLocaleString('en-AU')} characters. Leave out passwords and bank details.`}
        characterLimit={messageLimit}
        characterCountMessage={countMessage}
        defaultValue={form.values.message ?? ''}
        required
        {...fieldState(form, 'message')}
      />
    </Stack>
  );
}

function ContactForm({ data }: { data: Extract<ContactData, { view: 'form' }> }) {
  return (
    <div className={styles.page}>
      <Stack space="xlarge">
        <div className={styles.intro}>
          <h1 className={styles.title}>Contact us</h1>
          <p className={styles.lead}>
            Questions about Joblane, your account or your data: send us a message and we will reply
            by email.
          </p>
        </div>
        <Alert tone="info">
          <Text>
            <strong>About a particular job?</strong> Use <strong>Report this job</strong> on the
            job&rsquo;s page: your report reaches our moderators with the job attached. Many answers
            are already in <AppLink href="/help">Help</AppLink>.
          </Text>
        </Alert>
        {data.canSend ? (
          <AccountForm
            action="/contact"
            form={data.form}
            fieldIds={contactFieldIds}
            submitLabel="Send message"
          >
            <ContactFields messageLimit={data.messageLimit} />
          </AccountForm>
        ) : null}
        <p className={styles.aside}>
          {data.canSend ? 'Rather write an email? ' : 'Write to us: '}
          <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>
        </p>
      </Stack>
    </div>
  );
}

/** `/contact`: the form; `/contact/sent`: where it leads. */
export default function ContactPage({ data }: PageProps<ContactData>) {
  if (data.view === 'form') return <ContactForm data={data} />;
  return (
    <div className={styles.page}>
      <Stack space="large">
        <div className={styles.intro}>
          <h1 className={styles.title}>Message sent</h1>
          <p className={styles.lead}>
            Thank you. We have your message and will reply to the email address you gave.
          </p>
        </div>
        <p className={styles.aside}>
          Meanwhile, <AppLink href="/help">Help</AppLink> may have your answer, or{' '}
          <AppLink href="/jobs">search all jobs</AppLink>.
        </p>
      </Stack>
    </div>
  );
}
