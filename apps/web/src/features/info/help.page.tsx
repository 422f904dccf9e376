import { AppLink } from '../../app/AppLink.tsx';
import type { PageProps } from '../../app/context.ts';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import * as styles from './prose.css.ts';

export interface ContentPageData {
  /** Where the contact form's messages go, for people who would rather write an email. */
  supportEmail: string;
}

/**
 * The help sections, by anchor. Their ids are links other pages and emails use
 * (`/help#statuses`); keep them when the words change. Every rule stated here is the code's:
 * `test/site.test.tsx` checks the numbers against the packages' constants.
 */
const guideSections: InfoSection[] = [
  {
    id: 'searching',
    title: 'Searching for jobs',
    body: (
      <>
        <p>
          Type a job title, skill or company under <strong>What</strong>, and a suburb, city,
          region, state, postcode or &ldquo;Remote&rdquo; under <strong>Where</strong>. Leave either
          empty to search everything. You do not need an account to search.
        </p>
        <ul>
          <li>
            Every word must appear: <strong>nurse sydney</strong> finds jobs that mention both.
            Words match their forms, so <strong>nurse</strong> also finds nurses and nursing.
          </li>
          <li>
            Put a phrase in quotes to find it exactly:{' '}
            <strong>&ldquo;project manager&rdquo;</strong>.
          </li>
          <li>
            Use <strong>OR</strong> for either word (<strong>chef OR cook</strong>), and{' '}
            <strong>NOT</strong> or a minus sign to leave a word out (<strong>nurse -aged</strong>
            ).
          </li>
          <li>
            A city or region includes its suburbs: <strong>Sydney NSW</strong> finds jobs in
            Chatswood. A partial place name finds the best match, and the results say which place
            they show.
          </li>
        </ul>
        <p>
          Every search has its own address, so you can bookmark it or send it to someone. Searches
          you make are remembered in your browser (not on our servers) and offered again on the{' '}
          <AppLink href="/">home page</AppLink>, where you can clear them.
        </p>
      </>
    ),
  },
  {
    id: 'filters',
    title: 'Filters and sorting',
    body: (
      <>
        <p>
          Filters sit beside the results on a wide screen and behind the <strong>Filters</strong>{' '}
          button on a phone. You can narrow by classification, work type, work arrangement (on-site,
          hybrid or remote), pay, how recently the job was listed, and to{' '}
          <strong>verified employers</strong> only. Each choice shows how many jobs it would leave.
          Signed in, you can also hide the jobs you have applied for.
        </p>
        <p>
          Sort by <strong>relevance</strong> (how well a job matches your words, with newer jobs a
          little higher) or by <strong>date listed</strong>. Each card shows how long ago the job
          was listed.
        </p>
        <p>
          Pay filters include jobs whose employer chose not to show the pay on the ad: the pay is
          still used to match your filter, but not shown.
        </p>
      </>
    ),
  },
  {
    id: 'applying',
    title: 'Applying for a job',
    body: (
      <>
        <p>A job ad offers one of two ways to apply:</p>
        <ul>
          <li>
            <strong>Apply on Joblane</strong>: you apply here, and follow your application on{' '}
            <AppLink href="/applications">Your applications</AppLink>. You need a job seeker
            account.
          </li>
          <li>
            <strong>Apply on the employer&rsquo;s site</strong>: the button takes you to the
            employer&rsquo;s own page. What happens there is between you and the employer.
          </li>
        </ul>
        <h3>What an application on Joblane includes</h3>
        <ul>
          <li>Your résumé (required): a PDF or Word (.docx) file of at most 5 MB.</li>
          <li>A cover letter (optional), up to 2,000 characters.</li>
          <li>Answers to the employer&rsquo;s questions, if the ad asks any.</li>
        </ul>
        <p>
          You check everything on a review page before you send it. You can apply once for each job,
          and you can withdraw an application at any time until you are hired.
        </p>
      </>
    ),
  },
  {
    id: 'statuses',
    title: 'What your application’s status means',
    body: (
      <>
        <p>
          Each application on <AppLink href="/applications">Your applications</AppLink> shows its
          status and the date of every change. We email you when the employer changes it.
        </p>
        <dl>
          <dt>Submitted</dt>
          <dd>Your application reached the employer. Nobody has opened it yet.</dd>
          <dt>Viewed</dt>
          <dd>Someone at the employer opened your application.</dd>
          <dt>Shortlisted</dt>
          <dd>The employer wants to consider you further.</dd>
          <dt>Interviewing</dt>
          <dd>The employer is interviewing you, or wants to.</dd>
          <dt>Offered</dt>
          <dd>The employer has offered you the job.</dd>
          <dt>Hired</dt>
          <dd>You got the job.</dd>
          <dt>Not progressing</dt>
          <dd>The employer has decided not to take your application further.</dd>
          <dt>Withdrawn</dt>
          <dd>You withdrew the application.</dd>
          <dt>Ad closed</dt>
          <dd>
            The ad closed or expired before the employer decided on your application. We do not
            email you about this one.
          </dd>
        </dl>
        <h3 id="48-hour-rule">The 48-hour rule</h3>
        <p>
          When an employer marks an application <strong>Not progressing</strong>, you see it, and we
          email you, 48 hours later. If the employer changes their mind within those 48 hours, the
          new status replaces it and you never see the Not progressing. So a slip of the mouse does
          not send you a rejection.
        </p>
        <h3 id="response-signal">How employers answer</h3>
        <p>
          Some ads say how their employer answers applicants, such as &ldquo;Usually responds within
          3 days; 92 % of applicants hear back&rdquo;. It is worked out from that employer&rsquo;s
          real applications on Joblane: an application counts as answered when the employer makes a
          decision on it (anything after Viewed) before the ad closes, and the days are counted from
          when the application was sent. We show it only once an employer has at least 10
          applications that were answered or whose ad closed. Until then an ad shows nothing rather
          than a guess.
        </p>
      </>
    ),
  },
  {
    id: 'saved',
    title: 'Saved jobs, saved searches and alerts',
    body: (
      <>
        <p>
          Signed in as a job seeker, press <strong>Save</strong> on a job card or job page to keep
          it on <AppLink href="/saved">Saved jobs</AppLink>. A saved job that has closed stays
          there, marked, with similar jobs that are still open.
        </p>
        <p>
          On the results page, <strong>Save this search</strong> keeps the search with a name on{' '}
          <AppLink href="/saved-searches">Saved searches</AppLink>. There you can switch on an email
          alert for it, daily or weekly. An alert lists up to 20 jobs listed since the last one,
          never the same job twice, with a link to all of them. When nothing is new, we send
          nothing.
        </p>
        <p>
          Every alert has an <strong>Unsubscribe</strong> link that switches it off in one step,
          without signing in; your email program&rsquo;s unsubscribe button does the same. You can
          switch it on again, or delete the search, on Saved searches.
        </p>
      </>
    ),
  },
  {
    id: 'scams',
    title: 'How to spot a scam',
    body: (
      <>
        <p>A real employer will not:</p>
        <ul>
          <li>
            ask you to pay anything to get or start a job: a fee, a &ldquo;starter kit&rdquo;,
            training, a uniform or a deposit;
          </li>
          <li>
            move the conversation to WhatsApp, Telegram, Signal or another messaging app, or to a
            personal phone number or free email address, before you have met;
          </li>
          <li>
            ask for your bank details, tax file number, passport or licence before they have offered
            you the job;
          </li>
          <li>pay you in cryptocurrency or gift cards, or ask you to buy gift cards;</li>
          <li>
            ask you to receive money or parcels and send them on (this is money laundering, and you
            could be held responsible);
          </li>
          <li>
            send you to an apply link that imitates a well-known company&rsquo;s site or hides
            behind a link shortener.
          </li>
        </ul>
        <p>
          Be wary too of pay far above what similar jobs pay, and of titles that shout money or
          capitals.
        </p>
        <p className={styles.callout}>
          If an ad or an &ldquo;employer&rdquo; asks you for any of these, stop, do not send money
          or documents, and <AppLink href="#reporting">report the job</AppLink>. If you have already
          paid or shared your details, contact your bank at once, and report it to Scamwatch and
          ReportCyber.
        </p>
      </>
    ),
  },
  {
    id: 'checks',
    title: 'How Joblane checks ads',
    body: (
      <>
        <p>
          Every ad an employer publishes on Joblane, and every change to a live ad, is screened for
          the signs above before it is shown. An ad with some of them is <strong>held</strong>: it
          stays out of search until one of our moderators has looked at it. An ad with several
          serious ones is refused, and the employer is told why. Jobs we import from feeds pass the
          same screening, and those that fail it are not imported. Screening is done by rules, so it
          misses some scams and holds some honest ads: that is why moderators decide, and why your
          reports matter.
        </p>
        <p>
          Employers can prove they control their organisation&rsquo;s website, with a link sent to
          an address at its domain or a DNS record. Their ads, cards and company page then show a{' '}
          <strong>Verified employer</strong> badge, and the Verified employers filter finds them.
          Verification says who the employer is; it is not a promise about a particular job.
        </p>
        <p>
          Moderators can take down a live ad, and suspend an organisation: its ads leave search and
          its members cannot post. Every moderator&rsquo;s decision is recorded in a log that cannot
          be edited.
        </p>
      </>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting a job',
    body: (
      <>
        <p>
          Every open job page has a <strong>Report this job</strong> link under the job&rsquo;s
          details. Choose a reason (scam or fraud, asks for money, discriminatory, misleading pay or
          details, job no longer exists, duplicate, or other) and add details if you like. You do
          not need an account; without one, you confirm that your report is true.
        </p>
        <p>
          You can report a job once. When three different people have reported a job, it leaves
          search until a moderator decides. Signed in, you can follow what happened to your reports
          on <AppLink href="/account/reports">Your reports</AppLink>.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account and your data',
    body: (
      <>
        <p>
          On <AppLink href="/account">your account page</AppLink> you can change your email address
          (we confirm the new one before using it), change your password, turn on two-step sign-in,
          see where you are signed in and sign out other devices.
        </p>
        <ul>
          <li>
            <strong>Download your data</strong>: a JSON file of everything we keep about you: your
            account, your sign-ins, your saved jobs and searches, and your applications with their
            history and answers.
          </li>
          <li>
            <strong>Delete your account</strong>: your account, sessions, saved jobs and searches,
            applications and uploaded résumés are deleted. Employers no longer see your
            applications. If you are the only owner of an organisation that has other members, make
            someone else an owner first.
          </li>
        </ul>
        <p>
          Our <AppLink href="/privacy">privacy page</AppLink> says what we keep, who sees it and for
          how long.
        </p>
      </>
    ),
  },
  {
    id: 'employers',
    title: 'For employers',
    body: (
      <>
        <p>
          An employer account belongs to an organisation; its first member creates it and invites
          the others. Members write ads, preview them and publish them; a screened ad is live and
          searchable at once, or held for a moderator&rsquo;s review (&ldquo;In review&rdquo;). Ads
          run for 30 days unless you close them sooner. Candidates, their résumés and your notes are
          seen only by your organisation&rsquo;s members.
        </p>
        <p>
          Read more on <AppLink href="/employers">Joblane for employers</AppLink>.
        </p>
      </>
    ),
  },
];

/** How to reach us: the form, or the support address for those who would rather write. */
const contactSection = (supportEmail: string): InfoSection => ({
  id: 'contact',
  title: 'Contact us',
  body: (
    <>
      <p>
        Did not find your answer? <AppLink href="/contact">Send us a message</AppLink> and we will
        reply by email, or write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      <p>
        To tell us about a particular job, use <strong>Report this job</strong> on its page instead:
        your report reaches the moderators with the job attached.
      </p>
    </>
  ),
});

export const helpSections = (supportEmail: string): InfoSection[] => [
  ...guideSections,
  contactSection(supportEmail),
];

export default function HelpPage({ data }: PageProps<ContentPageData>) {
  return (
    <InfoArticle
      title="Help"
      lead="How searching, applying and alerts work on Joblane, how we check ads, and how to reach us."
      sections={helpSections(data.supportEmail)}
    />
  );
}
