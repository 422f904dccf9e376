import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import type { ContentPageData } from './help.page.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';

const termsSections = (supportEmail: string): InfoSection[] => [
  {
    id: 'these-terms',
    title: 'These terms',
    body: (
      <p>
        These terms apply to everyone who uses Joblane: people looking for work, employers and their
        teams. By using the site you agree to them. Our{' '}
        <AppLink href="/privacy">privacy page</AppLink> says what we do with your information.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You can search without an account. To save, apply or advertise you need one.</li>
        <li>
          Give your real name and an email address you can read: we send your confirmations and
          application updates there.
        </li>
        <li>
          Keep your password to yourself. You can see where you are signed in, and sign other
          devices out, on your account page.
        </li>
        <li>You can download your data, or delete your account, at any time.</li>
      </ul>
    ),
  },
  {
    id: 'seekers',
    title: 'Looking for work',
    body: (
      <>
        <p>
          Use Joblane to look for work for yourself, or to help someone else do so. What you send
          with an application (your résumé, cover letter and answers) goes to the organisation that
          posted the ad, and only to it.
        </p>
        <p>
          Employers decide whom they hire and how they treat the applications they receive. Some ads
          take applications on the employer&rsquo;s own site; what happens there is between you and
          the employer.
        </p>
      </>
    ),
  },
  {
    id: 'employers',
    title: 'Advertising jobs',
    body: (
      <>
        <p>An ad on Joblane must be for a real job that exists, and must not:</p>
        <ul>
          <li>ask candidates to pay for anything, or to buy, receive or pass on money or goods;</li>
          <li>
            move contact off Joblane to a messaging app, a personal number or a free email address,
            or ask for bank or identity details before an offer;
          </li>
          <li>discriminate unlawfully, or mislead about the pay, the place or the job;</li>
          <li>advertise the same job more than once.</li>
        </ul>
        <p>
          The organisation that posts an ad is responsible for what it says and for how it handles
          the applications it receives. Use applicants&rsquo; information only to consider them for
          the job they applied for.
        </p>
      </>
    ),
  },
  {
    id: 'checks',
    title: 'How we check ads, and what we may do',
    body: (
      <>
        <p>
          Every ad is screened by rules when it is published or changed, and every imported job when
          it arrives. An ad that shows signs of a scam is held out of search until a moderator
          reviews it, or refused with the rules it broke. Our moderators also look at ads that
          people report.
        </p>
        <p>
          Screening does not check every claim an ad makes, and it can be wrong either way. So we
          may hold, reject or take down an ad, and suspend an organisation (its ads leave search and
          its members cannot post), when it breaks these terms. Moderators give a reason, which we
          email to the employer, and every decision is kept in our moderation log.
        </p>
      </>
    ),
  },
  {
    id: 'fair-use',
    title: 'Fair use of the site',
    body: (
      <ul>
        <li>
          Do not copy the listings in bulk, or send requests faster than a person could: the site
          slows down and then refuses an address that does.
        </li>
        <li>
          Do not send false reports, or use the contact form or reports to harass anyone. Reports
          are one per person per job.
        </li>
        <li>Do not try to reach other people&rsquo;s accounts, applications or data.</li>
      </ul>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        We work to keep Joblane available and its information right, but we cannot promise that the
        site will never be down or that every ad is accurate. We may change the site and these
        terms; when the terms change, this page says so with its date.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Questions about these terms? <AppLink href="/contact">Contact us</AppLink> or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    ),
  },
];

export default function TermsPage({ data }: PageProps<ContentPageData>) {
  return (
    <InfoArticle
      title="Terms of use"
      lead="The rules for using Joblane to look for work and to advertise jobs, and what we do to keep listings honest."
      sections={termsSections(data.supportEmail)}
      updated="27 November 2026"
    />
  );
}
