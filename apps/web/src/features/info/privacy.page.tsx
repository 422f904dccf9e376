import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import type { ContentPageData } from './help.page.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';

const privacySections = (supportEmail: string): InfoSection[] => [
  {
    id: 'visitors',
    title: 'If you only search',
    body: (
      <>
        <p>
          Searching needs no account and sets no cookie. Your recent searches are kept only in your
          own browser (its local storage) so the home page can offer them again; clear them there at
          any time.
        </p>
        <p>
          Our servers write a line for each request: the address asked for (with its search words),
          the result and how long it took. The line does not include your network address. To stop
          abuse, the server counts requests per network address for a minute (contact messages for
          an hour), in memory only.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store about you',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>
            Your name, email address and whether you confirmed it, and whether you are a job seeker
            or an employer.
          </li>
          <li>
            Your password as an argon2id hash: we cannot read it. If you turn on two-step sign-in,
            its secret (the one your authenticator app holds) and your recovery codes, which we keep
            only as hashes.
          </li>
          <li>
            Each session: when it started and was last used, and the browser and network address it
            started from, so you can recognise it on your account page.
          </li>
          <li>
            Failed sign-ins, counted per account and per network address for 15 minutes, to stop
            password guessing.
          </li>
        </ul>
        <h3>When you look for work</h3>
        <ul>
          <li>Your saved jobs, your saved searches and their alert settings.</li>
          <li>
            Your profile, if you fill it in: headline, location, work rights, the classifications,
            work types and arrangements you want, your salary expectation, up to 3 résumés (one your
            default) and who may see it (hidden: only employers you apply to, and only what you send
            them). Your salary expectation is used only to match jobs to you: no employer ever sees
            it.
          </li>
          <li>
            Your answers to employers&rsquo; screening questions, so the same question asked again
            is offered filled in (you check it before anything is sent, and can forget them on your
            profile).
          </li>
          <li>
            Your applications: the résumé file, cover letter and answers you sent, and each status
            with its date.
          </li>
          <li>
            The jobs you report, with your reason and details. If you report without an account, we
            keep a one-way hash of your network address instead of your name, so you can report a
            job only once.
          </li>
        </ul>
        <h3>When you hire</h3>
        <ul>
          <li>
            Your organisation&rsquo;s name, website and description, its members and invitations.
          </li>
          <li>
            Your ads and how they perform (how often they appeared in search, were viewed and
            applied for), your notes on candidates, and how you proved your domain.
          </li>
        </ul>
        <h3>When you contact us</h3>
        <p>
          Your name, email address and message, sent to our support mailbox as an email so we can
          reply.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees',
    title: 'Who sees your application',
    body: (
      <>
        <p>
          An application on Joblane is seen by you and by the members of the organisation that
          posted the ad: your name, email address, résumé, cover letter and answers, and your
          earlier applications to the same organisation. No other employer sees it. Only you and
          that organisation&rsquo;s members can download your résumé.
        </p>
        <p>
          Your profile is not sent with it: the organisation sees only the résumé you chose and what
          you wrote, never your headline, location, work rights, salary expectation or your other
          résumés. The review step before you send an application lists exactly what it will see.
        </p>
        <p>
          The organisation&rsquo;s notes about you are private to its members; they are not in your
          data download. When you apply on an employer&rsquo;s own site, that site&rsquo;s own
          privacy terms apply.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'Email we send',
    body: (
      <>
        <p>We email you only about your own account and activity:</p>
        <ul>
          <li>links to confirm your address and to reset your password;</li>
          <li>
            a note to your old address when your email changes, and invitations to join an
            organisation;
          </li>
          <li>changes to your applications&rsquo; status;</li>
          <li>the job alerts you switched on, each with a one-click unsubscribe link;</li>
          <li>for employers, domain verification links and moderators&rsquo; decisions on ads.</li>
        </ul>
        <p>
          We send no newsletters or advertising. A record of each email we send (to whom, what kind,
          when and what it said) is kept in our mail queue for 30 days after it is sent, then
          deleted. When you delete your account, the records of every email to your address are
          deleted with it.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Joblane uses no advertising or tracking cookies, no analytics and no scripts from other
          sites. It sets only these cookies, all of them readable by our server alone (HttpOnly) and
          sent only to Joblane:
        </p>
        <dl>
          <dt>joblane_session</dt>
          <dd>
            Keeps you signed in. It ends when you sign out, after 14 days without use, or 60 days
            after you signed in. It holds a random secret; we store only its hash.
          </dd>
          <dt>joblane_notice</dt>
          <dd>
            Carries a one-time message (&ldquo;Saved&rdquo;) to the next page, for 60 seconds.
          </dd>
          <dt>joblane_two_step</dt>
          <dd>Holds your place for 10 minutes while you enter a two-step sign-in code.</dd>
        </dl>
        <p>
          Your browser&rsquo;s local storage keeps your recent searches, and nothing else of ours.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account and what belongs to it: until you delete the account.</li>
        <li>
          Sessions: as long as the cookie above lasts. Links to confirm an address or reset a
          password work for 1 hour, invitations for 7 days and domain verification links for 24
          hours.
        </li>
        <li>
          A résumé you uploaded but never sent with an application nor kept in your profile: deleted
          after a day.
        </li>
        <li>The record of an email we sent you: deleted 30 days after it was sent.</li>
        <li>
          Ads end 30 days after they are published; the organisation keeps them in its account.
        </li>
        <li>
          Moderators&rsquo; decisions are kept for good in the moderation log, which cannot be
          edited.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-data',
    title: 'Download or delete your data',
    body: (
      <>
        <p>
          On <AppLink href="/account">your account page</AppLink>,{' '}
          <strong>Download your data</strong> gives you a JSON file of everything we keep about you:
          your account, sessions, organisations and invitations, saved jobs and searches, your
          profile and remembered answers, and applications with their history and answers.
        </p>
        <p>
          <strong>Delete your account</strong> deletes your account, sessions, memberships, saved
          jobs and searches, your profile and remembered answers, applications, résumé files and the
          records of emails to your address at once. Two things stay, without your name: the
          employer&rsquo;s response counts (how many applicants heard back, and how fast), and
          reports you made.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions and requests',
    body: (
      <p>
        To ask what we hold about you, correct it or have it removed,{' '}
        <AppLink href="/contact">contact us</AppLink> or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    ),
  },
];

export default function PrivacyPage({ data }: PageProps<ContentPageData>) {
  return (
    <InfoArticle
      title="Privacy"
      lead="What Joblane stores about you, who sees it, how long we keep it, and how to download or delete it."
      sections={privacySections(data.supportEmail)}
      updated="27 November 2026"
    />
  );
}
