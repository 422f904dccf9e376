import { Actions } from '@joblane/ui/Actions';
import { ButtonLink } from '@joblane/ui/ButtonLink';
import { Card } from '@joblane/ui/Card';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextLink } from '@joblane/ui/TextLink';
import { Tiles } from '@joblane/ui/Tiles';

import type { PageProps } from '../../app/context.ts';
import * as styles from './employers.css.ts';

export interface EmployersData {
  /** Who is looking: an employer is sent on to their ads, anyone else asked to sign up. */
  viewerRole: 'seeker' | 'employer' | null;
}

/**
 * Why post on Joblane, and the way in. Every claim here is something the site does (screening
 * on publish, domain verification, the response signal, the candidates' pages): keep it so.
 */
const reasons = [
  {
    title: 'Ads job seekers can trust',
    body: 'Every ad is screened when it is published or edited, for the signs of a scam: asking candidates for money, moving the conversation to WhatsApp or a personal email, asking for bank or passport numbers before an offer. An ad that shows them waits for a moderator or comes back to be edited, so yours is not listed beside them.',
  },
  {
    title: 'A Verified employer badge',
    body: 'Prove your organisation controls its website’s domain, by a link mailed to an address there or a DNS record, and your ads, job cards and company page carry the Verified employer badge. Job seekers can search verified employers only.',
  },
  {
    title: 'Candidates in one place',
    body: 'Each ad has its candidates: cover letters, answers to your screening questions, résumés to download, your team’s notes, and a status to move them along, one at a time or in bulk. Applicants are told when their status changes.',
  },
  {
    title: 'Credit for answering',
    body: 'Once enough people have applied, your ads show how your organisation answers them, such as “Usually responds within 3 days; 92 % of applicants hear back”. Job seekers look for it; employers who reply earn it.',
  },
  {
    title: 'In search within a second',
    body: 'A published ad appears in search results at once, with its pay, place, work type and arrangement set out the way people scan for them, and stays up for 30 days unless you close it sooner.',
  },
  {
    title: 'See how each ad does',
    body: 'Your dashboard shows each ad’s search appearances, views, apply starts and applications, and how many days it has left. Invite colleagues to your organisation to share the work.',
  },
] as const;

const steps = [
  'Create an employer account with your organisation’s name.',
  'Write your ad: title, summary, up to three selling points, the details, pay, and up to five screening questions. Take applications on Joblane or on your own site.',
  'Preview it and publish: it is screened and in search results within a second.',
  'Review candidates as they apply, and keep them posted.',
] as const;

const signUp = '/signup?role=employer';
const signIn = '/signin?next=%2Femployer';

function CallToAction({ viewerRole }: EmployersData) {
  if (viewerRole === 'employer') {
    return (
      <Actions>
        <ButtonLink href="/employer/ads/new" tone="brandAccent">
          Post a job
        </ButtonLink>
        <ButtonLink href="/employer" variant="ghost" tone="neutral">
          Your ads
        </ButtonLink>
      </Actions>
    );
  }
  return (
    <Actions>
      <ButtonLink href={signUp} tone="brandAccent">
        Create an employer account
      </ButtonLink>
      <ButtonLink href={signIn} variant="ghost" tone="neutral">
        Sign in to post
      </ButtonLink>
    </Actions>
  );
}

export default function EmployersPage({ data }: PageProps<EmployersData>) {
  return (
    <Stack space="xxlarge">
      <section className={styles.hero} aria-labelledby="employers-title">
        <Stack space="large">
          <Heading level="1" id="employers-title">
            Hire on Joblane
          </Heading>
          <Text size="large">
            Post a job in minutes and reach people searching across Australia. Your ad shows its
            pay, place and how to apply, next to ads that are screened for scams, so the people who
            find it trust it.
          </Text>
          <CallToAction viewerRole={data.viewerRole} />
          {data.viewerRole === 'seeker' ? (
            <Text tone="secondary">
              You are signed in as a job seeker. An employer account is a separate account: sign out
              first, then create one with your work email address.
            </Text>
          ) : null}
        </Stack>
      </section>

      <section aria-labelledby="employers-why">
        <Stack space="large">
          <Heading level="2" id="employers-why">
            Why post on Joblane
          </Heading>
          <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 3 }} component="ul">
            {reasons.map((reason) => (
              <Card key={reason.title} rounded height="full">
                <Stack space="small">
                  <Heading level="4" component="h3">
                    {reason.title}
                  </Heading>
                  <Text tone="secondary">{reason.body}</Text>
                </Stack>
              </Card>
            ))}
          </Tiles>
        </Stack>
      </section>

      <section aria-labelledby="employers-how">
        <Stack space="large">
          <Heading level="2" id="employers-how">
            How it works
          </Heading>
          <List type="number" space="medium">
            {steps.map((step) => step)}
          </List>
        </Stack>
      </section>

      <section className={styles.closing} aria-labelledby="employers-start">
        <Stack space="large">
          <Heading level="2" id="employers-start">
            {data.viewerRole === 'employer' ? 'Ready for your next hire?' : 'Start hiring today'}
          </Heading>
          <CallToAction viewerRole={data.viewerRole} />
          <Text tone="secondary">
            Looking for work instead? <TextLink href="/jobs">Search jobs</TextLink>
          </Text>
        </Stack>
      </section>
    </Stack>
  );
}
