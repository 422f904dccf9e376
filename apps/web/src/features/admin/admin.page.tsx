import { Alert } from '@joblane/ui/Alert';
import { Button } from '@joblane/ui/Button';
import { Card } from '@joblane/ui/Card';
import { Heading } from '@joblane/ui/Heading';
import { List } from '@joblane/ui/List';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { TextField } from '@joblane/ui/TextField';
import { TextLink } from '@joblane/ui/TextLink';
import { Textarea } from '@joblane/ui/Textarea';
import type { ReactNode } from 'react';

import type { PageProps } from '../../app/context.ts';
import { formatDate } from '../../app/format.ts';
import * as styles from './admin.css.ts';

/** The most a moderator's reason may hold (the audit log keeps it as written). */
export const REASON_LIMIT = 1000;

/** One reason a screening gave, as a moderator reads it (the reason quotes its evidence). */
export interface SignalView {
  reason: string;
  weight: number;
}

const adStates: Record<HeldAdView['status'], string> = {
  draft: 'Never published: held when the employer published it',
  live: 'Live, held after an edit (out of search meanwhile)',
  closed: 'Closed',
  expired: 'Expired',
};

export interface HeldAdItem {
  adId: string;
  title: string;
  companyName: string;
  heldSince: string;
  score: number;
  reasons: string[];
}

export interface HeldAdView {
  adId: string;
  title: string;
  status: 'draft' | 'live' | 'closed' | 'expired';
  organisation: { id: string; name: string; verified: boolean };
  summary: string;
  details: string;
  pay: string;
  apply: string;
  heldSince: string | null;
  score: number;
  signals: SignalView[];
  /** Set once decided: by whom it was decided is in the audit log. */
  decision: { decision: 'approved' | 'rejected'; at: string; reason: string | null } | null;
}

export interface ReportedJobItem {
  jobId: string;
  title: string;
  companyName: string;
  reports: number;
  reasons: string[];
  firstReportedAt: string;
  hidden: boolean;
}

export interface ReportedJobView {
  jobId: string;
  title: string;
  companyName: string;
  /** Whether the job is out of search now (three reports hide it). */
  hidden: boolean;
  /** A Joblane ad (taking it down closes the ad), or a feed job. */
  source: 'ad' | 'feed';
  summary: string;
  reports: { reason: string; details: string | null; at: string; signedIn: boolean }[];
}

export interface OrganisationItem {
  id: string;
  name: string;
  slug: string;
  verified: boolean;
  suspended: boolean;
}

export interface OrganisationView extends OrganisationItem {
  createdAt: string;
  verifiedDomain: string | null;
  suspension: { at: string; reason: string } | null;
  liveAds: number;
  heldAds: number;
}

export interface AuditItem {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: { label: string; href: string | null };
  reason: string | null;
}

/** A form's problem, at its field, and what was typed. */
export interface AdminFormProblem {
  form: string;
  message: string;
  value: string;
}

export type AdminSection = 'queue' | 'reports' | 'organisations' | 'audit';

export type AdminViewData = {
  /** How much waits, for the section links. */
  waiting: { queue: number; reports: number };
  problem?: AdminFormProblem | undefined;
} & (
  | { view: 'queue'; items: HeldAdItem[] }
  | { view: 'ad'; ad: HeldAdView }
  | { view: 'reports'; items: ReportedJobItem[] }
  | { view: 'job'; job: ReportedJobView }
  | { view: 'organisations'; query: string; items: OrganisationItem[] }
  | { view: 'organisation'; organisation: OrganisationView }
  | { view: 'audit'; entries: AuditItem[]; older: string | null }
);

export const adminPaths = {
  queue: '/admin',
  ad: (id: string) => `/admin/ads/${encodeURIComponent(id)}`,
  reports: '/admin/reports',
  job: (id: string) => `/admin/jobs/${encodeURIComponent(id)}`,
  organisations: '/admin/organisations',
  organisation: (id: string) => `/admin/organisations/${encodeURIComponent(id)}`,
  audit: '/admin/audit',
};

const sectionOf: Record<AdminViewData['view'], AdminSection> = {
  queue: 'queue',
  ad: 'queue',
  reports: 'reports',
  job: 'reports',
  organisations: 'organisations',
  organisation: 'organisations',
  audit: 'audit',
};

function AdminNav({ data }: { data: AdminViewData }) {
  const current = sectionOf[data.view];
  const links: { section: AdminSection; href: string; label: string }[] = [
    { section: 'queue', href: adminPaths.queue, label: `Review queue (${data.waiting.queue})` },
    { section: 'reports', href: adminPaths.reports, label: `Reports (${data.waiting.reports})` },
    { section: 'organisations', href: adminPaths.organisations, label: 'Organisations' },
    { section: 'audit', href: adminPaths.audit, label: 'Audit log' },
  ];
  return (
    <nav aria-label="Moderation" className={styles.nav}>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.section}>
            <a
              href={link.href}
              className={styles.navLink}
              aria-current={current === link.section ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A decision that needs a reason: a labelled box and its button, in a form of its own. */
function ReasonForm({
  action,
  decision,
  label,
  description,
  button,
  tone,
  required,
  problem,
}: {
  action: string;
  decision: string;
  label: string;
  description: string;
  button: string;
  tone: 'critical' | 'brandAccent' | 'neutral';
  required: boolean;
  problem: AdminFormProblem | undefined;
}) {
  const id = `reason-${decision}`;
  const mine = problem?.form === decision ? problem : undefined;
  return (
    <form method="post" action={action} className={styles.decision}>
      <input type="hidden" name="decision" value={decision} />
      <Stack space="small">
        <Textarea
          id={id}
          name="reason"
          label={label}
          {...(required ? {} : { secondaryLabel: 'optional' })}
          description={description}
          characterLimit={REASON_LIMIT}
          lines={2}
          defaultValue={mine?.value ?? ''}
          {...(mine === undefined ? {} : { tone: 'critical' as const, message: mine.message })}
        />
        <div>
          <Button type="submit" tone={tone}>
            {button}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card>
      <Text tone="secondary">{children}</Text>
    </Card>
  );
}

function Queue({ items }: { items: HeldAdItem[] }) {
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level="2" component="h1">
          Review queue
        </Heading>
        <Text tone="secondary">
          Ads screening held, oldest first. Employers were told “In review, usually within a
          business day”.
        </Text>
      </Stack>
      {items.length === 0 ? (
        <Empty>Nothing waits for review.</Empty>
      ) : (
        <ol className={styles.items} aria-label="Held ads">
          {items.map((item) => (
            <li key={item.adId}>
              <Card>
                <Stack space="small">
                  <Heading level="3" component="h2">
                    <TextLink href={adminPaths.ad(item.adId)}>{item.title}</TextLink>
                  </Heading>
                  <Text tone="secondary">
                    {item.companyName} · held {formatDate(item.heldSince)} · score {item.score}
                  </Text>
                  <List space="xsmall" size="small">
                    {item.reasons.map((reason) => (
                      <Text key={reason} size="small">
                        {reason}
                      </Text>
                    ))}
                  </List>
                </Stack>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function HeldAd({ ad, problem }: { ad: HeldAdView; problem: AdminFormProblem | undefined }) {
  const action = `${adminPaths.ad(ad.adId)}/decision`;
  return (
    <Stack space="large">
      <Stack space="small">
        <Text tone="secondary">
          <TextLink href={adminPaths.queue}>Review queue</TextLink>
        </Text>
        <Heading level="2" component="h1">
          {ad.title}
        </Heading>
      </Stack>
      <dl className={styles.facts}>
        <Fact term="Organisation">
          <TextLink href={adminPaths.organisation(ad.organisation.id)}>
            {ad.organisation.name}
          </TextLink>
          {ad.organisation.verified ? ' (verified employer)' : ' (not verified)'}
        </Fact>
        <Fact term="Ad">{adStates[ad.status]}</Fact>
        {ad.heldSince === null ? null : <Fact term="Held since">{formatDate(ad.heldSince)}</Fact>}
        <Fact term="Pay">{ad.pay}</Fact>
        <Fact term="Applications">{ad.apply}</Fact>
      </dl>
      <section aria-labelledby="signals-heading">
        <Stack space="small">
          <Heading level="3" component="h2" id="signals-heading">
            Why it was held (score {ad.score})
          </Heading>
          {ad.signals.length === 0 ? (
            <Text>No signals.</Text>
          ) : (
            <List space="small">
              {ad.signals.map((signal) => (
                <Text key={signal.reason}>
                  {signal.reason} <span className={styles.weight}>+{signal.weight}</span>
                </Text>
              ))}
            </List>
          )}
        </Stack>
      </section>
      <section aria-labelledby="text-heading">
        <Stack space="small">
          <Heading level="3" component="h2" id="text-heading">
            The ad as written
          </Heading>
          <div className={styles.adText}>
            <Text weight="strong">{ad.summary}</Text>
            <p className={styles.details}>{ad.details}</p>
          </div>
        </Stack>
      </section>
      {ad.decision === null ? (
        <section aria-labelledby="decide-heading">
          <Stack space="medium">
            <Heading level="3" component="h2" id="decide-heading">
              Decide
            </Heading>
            <form method="post" action={action} className={styles.decision}>
              <input type="hidden" name="decision" value="approve" />
              <Stack space="small">
                <Text>
                  Approve: the ad goes live and is searchable on every node within a second.
                </Text>
                <div>
                  <Button type="submit" tone="brandAccent">
                    Approve ad
                  </Button>
                </div>
              </Stack>
            </form>
            <ReasonForm
              action={action}
              decision="reject"
              label="Reason for rejecting"
              description="The employer is emailed this reason. They can edit the ad and publish it again."
              button="Reject ad"
              tone="critical"
              required
              problem={problem}
            />
          </Stack>
        </section>
      ) : (
        <Alert tone="info">
          <Text>
            {ad.decision.decision === 'approved' ? 'Approved' : 'Rejected'}{' '}
            {formatDate(ad.decision.at)}
            {ad.decision.reason === null ? '.' : `: ${ad.decision.reason}`}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

function Reports({ items }: { items: ReportedJobItem[] }) {
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level="2" component="h1">
          Reports
        </Heading>
        <Text tone="secondary">
          Jobs seekers reported, most reported first. Three reports from different people hide a job
          from search until you decide.
        </Text>
      </Stack>
      {items.length === 0 ? (
        <Empty>No reports wait for a decision.</Empty>
      ) : (
        <ol className={styles.items} aria-label="Reported jobs">
          {items.map((item) => (
            <li key={item.jobId}>
              <Card>
                <Stack space="small">
                  <Heading level="3" component="h2">
                    <TextLink href={adminPaths.job(item.jobId)}>{item.title}</TextLink>
                  </Heading>
                  <Text tone="secondary">
                    {item.companyName} · {item.reports} {item.reports === 1 ? 'report' : 'reports'}{' '}
                    since {formatDate(item.firstReportedAt)}
                    {item.hidden ? ' · hidden from search' : ''}
                  </Text>
                  <Text size="small">{item.reasons.join(', ')}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}

function ReportedJob({
  job,
  problem,
}: {
  job: ReportedJobView;
  problem: AdminFormProblem | undefined;
}) {
  const action = `${adminPaths.job(job.jobId)}/decision`;
  return (
    <Stack space="large">
      <Stack space="small">
        <Text tone="secondary">
          <TextLink href={adminPaths.reports}>Reports</TextLink>
        </Text>
        <Heading level="2" component="h1">
          {job.title}
        </Heading>
        <Text tone="secondary">
          {job.companyName} · {job.source === 'ad' ? 'Joblane ad' : 'feed job'} ·{' '}
          {job.hidden ? 'hidden from search' : 'in search'} ·{' '}
          <TextLink href={`/job/${encodeURIComponent(job.jobId)}`}>job page</TextLink>
        </Text>
      </Stack>
      <Text>{job.summary}</Text>
      <section aria-labelledby="reports-heading">
        <Stack space="small">
          <Heading level="3" component="h2" id="reports-heading">
            What reporters said
          </Heading>
          <List space="small">
            {job.reports.map((report, index) => (
              <Stack key={`${report.at}-${index}`} space="xxsmall">
                <Text>
                  {report.reason} · {formatDate(report.at)} ·{' '}
                  {report.signedIn ? 'signed in' : 'signed out'}
                </Text>
                {report.details === null ? null : (
                  <Text size="small" tone="secondary">
                    “{report.details}”
                  </Text>
                )}
              </Stack>
            ))}
          </List>
        </Stack>
      </section>
      {job.reports.length === 0 ? null : (
        <section aria-labelledby="decide-heading">
          <Stack space="medium">
            <Heading level="3" component="h2" id="decide-heading">
              Decide
            </Heading>
            <ReasonForm
              action={action}
              decision="keep"
              label="Note for keeping it"
              description="Dismisses these reports; the job is searchable again if they hid it."
              button="Keep the job"
              tone="neutral"
              required={false}
              problem={problem}
            />
            <ReasonForm
              action={action}
              decision="take-down"
              label="Reason for taking it down"
              description={
                job.source === 'ad'
                  ? 'Closes the ad: out of search, its page says it has closed, applicants see Ad closed, the employer is emailed this reason.'
                  : 'Takes the job out of search on every node.'
              }
              button="Take down"
              tone="critical"
              required
              problem={problem}
            />
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function Organisations({ query, items }: { query: string; items: OrganisationItem[] }) {
  return (
    <Stack space="large">
      <Heading level="2" component="h1">
        Organisations
      </Heading>
      <form method="get" action={adminPaths.organisations} className={styles.search}>
        <TextField
          id="organisation-query"
          name="q"
          type="search"
          label="Name or company page address"
          defaultValue={query}
        />
        <Button type="submit">Find</Button>
      </form>
      {items.length === 0 ? (
        <Empty>No organisation matches “{query}”.</Empty>
      ) : (
        <ul className={styles.items} aria-label="Organisations">
          {items.map((item) => (
            <li key={item.id}>
              <Card>
                <Stack space="xsmall">
                  <Text weight="strong">
                    <TextLink href={adminPaths.organisation(item.id)}>{item.name}</TextLink>
                  </Text>
                  <Text size="small" tone="secondary">
                    /company/{item.slug}
                    {item.verified ? ' · verified employer' : ''}
                    {item.suspended ? ' · suspended' : ''}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function Organisation({
  organisation,
  problem,
}: {
  organisation: OrganisationView;
  problem: AdminFormProblem | undefined;
}) {
  const action = `${adminPaths.organisation(organisation.id)}/decision`;
  return (
    <Stack space="large">
      <Stack space="small">
        <Text tone="secondary">
          <TextLink href={adminPaths.organisations}>Organisations</TextLink>
        </Text>
        <Heading level="2" component="h1">
          {organisation.name}
        </Heading>
      </Stack>
      <dl className={styles.facts}>
        <Fact term="Company page">
          {organisation.suspended ? (
            `/company/${organisation.slug} (404 while suspended)`
          ) : (
            <TextLink href={`/company/${encodeURIComponent(organisation.slug)}`}>
              /company/{organisation.slug}
            </TextLink>
          )}
        </Fact>
        <Fact term="Joined">{formatDate(organisation.createdAt)}</Fact>
        <Fact term="Verified">
          {organisation.verifiedDomain === null ? 'No' : `Yes: ${organisation.verifiedDomain}`}
        </Fact>
        <Fact term="Live ads">{String(organisation.liveAds)}</Fact>
        <Fact term="Ads in review">{String(organisation.heldAds)}</Fact>
        <Fact term="Suspended">
          {organisation.suspension === null
            ? 'No'
            : `Since ${formatDate(organisation.suspension.at)}: ${organisation.suspension.reason}`}
        </Fact>
      </dl>
      {organisation.suspension === null ? (
        <ReasonForm
          action={action}
          decision="suspend"
          label="Reason for suspending"
          description="Closes every live ad now (out of search on every node, applicants see Ad closed); members cannot post; the company page answers 404."
          button="Suspend organisation"
          tone="critical"
          required
          problem={problem}
        />
      ) : (
        <ReasonForm
          action={action}
          decision="reinstate"
          label="Reason for reinstating"
          description="Members may post again and the company page is back. Closed ads stay closed."
          button="Reinstate organisation"
          tone="brandAccent"
          required
          problem={problem}
        />
      )}
    </Stack>
  );
}

function Audit({ entries, older }: { entries: AuditItem[]; older: string | null }) {
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level="2" component="h1">
          Audit log
        </Heading>
        <Text tone="secondary">
          Every moderator action and moderator grant, newest first. Nobody can change or delete an
          entry.
        </Text>
      </Stack>
      {entries.length === 0 ? (
        <Empty>No actions yet.</Empty>
      ) : (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className={styles.caption}>Moderator actions</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">About</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.target.href === null ? (
                      entry.target.label
                    ) : (
                      <TextLink href={entry.target.href}>{entry.target.label}</TextLink>
                    )}
                  </td>
                  <td>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {older === null ? null : (
        <Text>
          <TextLink href={`${adminPaths.audit}?before=${older}`}>Older entries</TextLink>
        </Text>
      )}
    </Stack>
  );
}

function AdminView({ data }: { data: AdminViewData }) {
  switch (data.view) {
    case 'queue':
      return <Queue items={data.items} />;
    case 'ad':
      return <HeldAd ad={data.ad} problem={data.problem} />;
    case 'reports':
      return <Reports items={data.items} />;
    case 'job':
      return <ReportedJob job={data.job} problem={data.problem} />;
    case 'organisations':
      return <Organisations query={data.query} items={data.items} />;
    case 'organisation':
      return <Organisation organisation={data.organisation} problem={data.problem} />;
    case 'audit':
      return <Audit entries={data.entries} older={data.older} />;
  }
}

/** The moderators' area: the review queue, reports, organisations and the audit log. */
export default function AdminPage({ data }: PageProps<AdminViewData>) {
  return (
    <div className={styles.layout}>
      <AdminNav data={data} />
      <AdminView data={data} />
    </div>
  );
}
