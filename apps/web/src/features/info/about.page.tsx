import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import type { ContentPageData } from './help.page.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';

const aboutSections: InfoSection[] = [
  {
    id: 'what',
    title: 'What Joblane is',
    body: (
      <>
        <p>
          Joblane is a job marketplace for Australia and New Zealand. Job seekers search, save jobs
          and searches, get alerts and apply; employers advertise their jobs, read applications and
          tell applicants where they stand.
        </p>
        <p>
          Searching needs no account. Each job shows where it is, its work type and arrangement, how
          long ago it was listed and how to apply, and its pay whenever the employer chooses to show
          it.
        </p>
      </>
    ),
  },
  {
    id: 'honest-listings',
    title: 'How we keep listings honest',
    body: (
      <ul>
        <li>
          <strong>Screened before they are shown.</strong> Every ad is checked when it is published
          or changed, and every imported job when it arrives, for the signs of a scam: asking
          candidates for money, moving contact to a messaging app, asking for bank or identity
          details before an offer, pay in crypto or gift cards, reshipping, look-alike apply links.
          Ads that show them wait for a moderator.
        </li>
        <li>
          <strong>Moderated by people.</strong> Our moderators approve or reject held ads, take down
          ads that break the rules and suspend organisations. Every decision is recorded with its
          reason in a log that cannot be edited.
        </li>
        <li>
          <strong>Reported by you.</strong> Anyone can report a job. When three different people
          report one, it leaves search until a moderator decides.
        </li>
        <li>
          <strong>Verified employers.</strong> Employers that prove they control their
          website&rsquo;s domain carry a Verified employer badge, and you can search their jobs
          alone.
        </li>
        <li>
          <strong>Evidence, not promises.</strong> An ad shows how its employer answers applicants
          (&ldquo;Usually responds within 3 days; 92 % of applicants hear back&rdquo;) only when
          their own history on Joblane shows it.
        </li>
        <li>
          <strong>No stale ads.</strong> Ads end after 30 days unless the employer closes them
          sooner; applications still waiting for a decision then show Ad closed.
        </li>
      </ul>
    ),
  },
  {
    id: 'everyone',
    title: 'Built for everyone',
    body: (
      <p>
        Every page works on a phone or a desktop, with a keyboard or a screen reader, and with
        JavaScript turned off. Pages are made on our server and arrive ready to read, so Joblane is
        quick on a slow connection too.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Get in touch',
    body: (
      <p>
        Questions, ideas or a problem? Read <AppLink href="/help">Help</AppLink> or{' '}
        <AppLink href="/contact">contact us</AppLink>. Hiring?{' '}
        <AppLink href="/employers">Joblane for employers</AppLink> explains how to advertise.
      </p>
    ),
  },
];

export default function AboutPage(_props: PageProps<ContentPageData>) {
  return (
    <InfoArticle
      title="About Joblane"
      lead="A job site you can trust with your CV: honest listings, checked before you see them, and employers who show how they answer."
      sections={aboutSections}
    />
  );
}
