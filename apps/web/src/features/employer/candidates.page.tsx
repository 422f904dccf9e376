import type { AdStatus } from '@joblane/ads';
import type { ApplicationStatus, CandidateNote, CandidateSort } from '@joblane/hiring';
import { Button } from '@joblane/ui/Button';
import { Checkbox } from '@joblane/ui/Checkbox';
import { Dropdown } from '@joblane/ui/Dropdown';
import { Heading } from '@joblane/ui/Heading';
import { Stack } from '@joblane/ui/Stack';
import { Text } from '@joblane/ui/Text';
import { Textarea } from '@joblane/ui/Textarea';
import { TextLink } from '@joblane/ui/TextLink';

import type { PageProps } from '../../app/context.ts';
import { formatCount, formatDate } from '../../app/format.ts';
import * as styles from './candidates.css.ts';

/** A status a select offers. */
export interface StatusOption {
  value: string;
  label: string;
}

export interface CandidateAnswer {
  question: string;
  answer: string;
}

/** A candidate as the list shows them (made on the server). */
export interface CandidateRow {
  id: string;
  name: string;
  appliedAt: string;
  status: ApplicationStatus;
  statusLabel: string;
  /** When the candidate sees a Not progressing still in its 48 hours. */
  seekerSeesAt: string | null;
  answers: CandidateAnswer[];
}

export interface CandidateFileView {
  name: string;
  typeLabel: string;
  sizeLabel: string;
}

interface AdRef {
  id: string;
  title: string;
  status: AdStatus;
}

/** Every view of the candidates pages (one page module). */
export type CandidatesViewData =
  | {
      view: 'list';
      ad: AdRef;
      /** Applications in all, whatever the filter. */
      total: number;
      candidates: CandidateRow[];
      status: ApplicationStatus | null;
      sort: CandidateSort;
      /** The statuses present, with their counts. */
      filterOptions: StatusOption[];
      statusOptions: StatusOption[];
    }
  | {
      view: 'application';
      ad: AdRef;
      candidate: CandidateRow & {
        email: string;
        coverLetter: string;
        resume: CandidateFileView | null;
        history: { status: ApplicationStatus; label: string; at: string }[];
        notes: CandidateNote[];
      };
      otherApplications: {
        applicationId: string;
        jobTitle: string;
        appliedAt: string;
        statusLabel: string;
        href: string;
      }[];
      statusOptions: StatusOption[];
      noteLimit: number;
      /** The note form as sent, with its problem, when it comes back. */
      noteForm: { value: string; error: string | null };
    };

const candidatesHref = (adId: string) => `/employer/ads/${encodeURIComponent(adId)}`;
const candidateHref = (adId: string, applicationId: string) =>
  `${candidatesHref(adId)}/applications/${encodeURIComponent(applicationId)}`;

const sortOptions: { value: CandidateSort; text: string }[] = [
  { value: 'newest', text: 'Newest first' },
  { value: 'oldest', text: 'Oldest first' },
  { value: 'status', text: 'By status' },
];

const adStatusLabels: Record<AdStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  closed: 'Closed',
  expired: 'Expired',
};

function StatusText({ row }: { row: CandidateRow }) {
  return (
    <>
      <strong>{row.statusLabel}</strong>
      {row.seekerSeesAt === null ? null : ` (they see it ${formatDate(row.seekerSeesAt)})`}
    </>
  );
}

function Answers({ answers }: { answers: CandidateAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className={styles.answers}>
      {answers.map((each) => (
        <div key={each.question} className={styles.answer}>
          <dt className={styles.answerTerm}>{each.question}</dt>
          <dd className={styles.answerDetail}>{each.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

function CandidateList({ data }: { data: Extract<CandidatesViewData, { view: 'list' }> }) {
  const { ad } = data;
  const filterLabel =
    data.status === null
      ? `${data.total} ${data.total === 1 ? 'candidate' : 'candidates'}`
      : `${data.candidates.length} of ${data.total} candidates`;
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Text tone="secondary">Candidates · {adStatusLabels[ad.status]} ad</Text>
        <Heading level="2" component="h1">
          {ad.title}
        </Heading>
        <Text>
          <TextLink href="/employer">Your ads</TextLink>
          {' · '}
          <TextLink href={`${candidatesHref(ad.id)}/edit`}>Edit the ad</TextLink>
        </Text>
      </Stack>

      <form method="get" action={candidatesHref(ad.id)} aria-label="Filter and sort candidates">
        <div className={styles.row}>
          <div className={styles.field}>
            <Dropdown
              id="candidates-status"
              name="status"
              label="Status"
              options={[
                { text: 'All statuses', value: '' },
                ...data.filterOptions.map((o) => ({ text: o.label, value: o.value })),
              ]}
              defaultValue={data.status ?? ''}
            />
          </div>
          <div className={styles.field}>
            <Dropdown
              id="candidates-sort"
              name="sort"
              label="Sort"
              options={sortOptions}
              defaultValue={data.sort}
            />
          </div>
          <Button type="submit" variant="ghost">
            Show
          </Button>
        </div>
      </form>

      <Text tone="secondary">{filterLabel}</Text>

      {data.candidates.length === 0 ? (
        <Text>
          {data.total === 0
            ? 'Nobody has applied yet. Applications appear here as they arrive.'
            : 'No candidates have this status.'}
        </Text>
      ) : (
        <form method="post" action={`${candidatesHref(ad.id)}/statuses`}>
          <input type="hidden" name="returnStatus" value={data.status ?? ''} />
          <input type="hidden" name="returnSort" value={data.sort} />
          <Stack space="large">
            <ul className={styles.list} aria-label="Candidates">
              {data.candidates.map((row) => (
                <li key={row.id} className={styles.card}>
                  <div className={styles.candidate}>
                    <Checkbox
                      name="applicationId"
                      value={row.id}
                      aria-label={`Select ${row.name}`}
                    />
                    <Stack space="xsmall">
                      <Heading level="4" component="h2">
                        <TextLink href={candidateHref(ad.id, row.id)}>{row.name}</TextLink>
                      </Heading>
                      <Text tone="secondary">
                        Applied {formatDate(row.appliedAt)} · <StatusText row={row} />
                      </Text>
                      <Answers answers={row.answers} />
                    </Stack>
                  </div>
                </li>
              ))}
            </ul>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Change the selected candidates’ status</legend>
              <div className={styles.row}>
                <div className={styles.field}>
                  <Dropdown
                    id="candidates-new-status"
                    name="status"
                    label="New status"
                    placeholder="Choose a status"
                    options={data.statusOptions.map((o) => ({ text: o.label, value: o.value }))}
                    defaultValue=""
                  />
                </div>
                <Button type="submit">Change status</Button>
              </div>
            </fieldset>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function CandidateApplication({
  data,
}: {
  data: Extract<CandidatesViewData, { view: 'application' }>;
}) {
  const { ad, candidate } = data;
  const href = candidateHref(ad.id, candidate.id);
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Text tone="secondary">
          <TextLink href={candidatesHref(ad.id)}>Candidates for {ad.title}</TextLink>
        </Text>
        <Heading level="2" component="h1">
          {candidate.name}
        </Heading>
        <Text>
          <TextLink href={`mailto:${candidate.email}`}>{candidate.email}</TextLink>
        </Text>
        <Text tone="secondary">
          Applied {formatDate(candidate.appliedAt)} · <StatusText row={candidate} />
        </Text>
      </Stack>

      <div className={styles.columns}>
        <Stack space="xlarge">
          <form method="post" action={`${href}/status`} aria-labelledby="status-heading">
            <Stack space="small">
              <Heading level="3" component="h2" id="status-heading">
                Status
              </Heading>
              <div className={styles.row}>
                <div className={styles.field}>
                  <Dropdown
                    id="candidate-status"
                    name="status"
                    label="Set status"
                    options={data.statusOptions.map((o) => ({ text: o.label, value: o.value }))}
                    defaultValue={
                      data.statusOptions.some((o) => o.value === candidate.status)
                        ? candidate.status
                        : (data.statusOptions[1]?.value ?? '')
                    }
                    description="The candidate is emailed; Not progressing reaches them after 48 hours."
                  />
                </div>
                <Button type="submit">Change status</Button>
              </div>
            </Stack>
          </form>

          <section aria-labelledby="application-heading">
            <Stack space="medium">
              <Heading level="3" component="h2" id="application-heading">
                Application
              </Heading>
              <dl className={styles.definitions}>
                <div>
                  <dt className={styles.term}>Cover letter</dt>
                  <dd className={styles.detail}>
                    {candidate.coverLetter === '' ? 'No cover letter.' : candidate.coverLetter}
                  </dd>
                </div>
                {candidate.answers.map((each) => (
                  <div key={each.question}>
                    <dt className={styles.term}>{each.question}</dt>
                    <dd className={styles.detail}>{each.answer}</dd>
                  </div>
                ))}
                <div>
                  <dt className={styles.term}>Résumé</dt>
                  <dd className={styles.detail}>
                    {candidate.resume === null ? (
                      'No résumé.'
                    ) : (
                      <TextLink href={`${href}/resume`}>
                        Download {candidate.resume.name} ({candidate.resume.typeLabel},{' '}
                        {candidate.resume.sizeLabel})
                      </TextLink>
                    )}
                  </dd>
                </div>
              </dl>
            </Stack>
          </section>

          <section aria-labelledby="notes">
            <Stack space="medium">
              <Heading level="3" component="h2" id="notes">
                Private notes
              </Heading>
              <Text tone="secondary">Only members of your organisation see these notes.</Text>
              {candidate.notes.length === 0 ? null : (
                <ul className={styles.list}>
                  {candidate.notes.map((note) => (
                    <li key={note.id}>
                      <Stack space="xxsmall">
                        <Text tone="secondary">
                          {note.authorName ?? 'A former member'} · {formatDate(note.createdAt)}
                        </Text>
                        <p className={styles.note}>{note.body}</p>
                      </Stack>
                    </li>
                  ))}
                </ul>
              )}
              <form method="post" action={`${href}/notes`}>
                <Stack space="small">
                  <Textarea
                    id="note-body"
                    name="body"
                    label="Add a note"
                    characterLimit={data.noteLimit}
                    characterCountMessage={(remaining) =>
                      remaining >= 0
                        ? `${formatCount(remaining)} characters left`
                        : `${formatCount(-remaining)} characters too many`
                    }
                    defaultValue={data.noteForm.value}
                    {...(data.noteForm.error === null
                      ? {}
                      : { message: data.noteForm.error, tone: 'critical' as const })}
                  />
                  <div>
                    <Button type="submit" variant="ghost">
                      Add note
                    </Button>
                  </div>
                </Stack>
              </form>
            </Stack>
          </section>
        </Stack>

        <Stack space="xlarge">
          <section aria-labelledby="history-heading">
            <Stack space="small">
              <Heading level="3" component="h2" id="history-heading">
                History
              </Heading>
              <ol className={styles.history}>
                {candidate.history.map((event, index) => (
                  // oxlint-disable-next-line react/no-array-index-key -- a history repeats no position
                  <li key={index}>
                    {event.label} · {formatDate(event.at)}
                  </li>
                ))}
              </ol>
            </Stack>
          </section>
          <section aria-labelledby="others-heading">
            <Stack space="small">
              <Heading level="3" component="h2" id="others-heading">
                Other applications to you
              </Heading>
              {data.otherApplications.length === 0 ? (
                <Text tone="secondary">None: this is their first application to you.</Text>
              ) : (
                <ul className={styles.list}>
                  {data.otherApplications.map((other) => (
                    <li key={other.applicationId}>
                      <Text>
                        <TextLink href={other.href}>{other.jobTitle}</TextLink>
                      </Text>
                      <Text tone="secondary">
                        Applied {formatDate(other.appliedAt)} · {other.statusLabel}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
          </section>
        </Stack>
      </div>
    </Stack>
  );
}

export default function CandidatesPage({ data }: PageProps<CandidatesViewData>) {
  return (
    <div className={styles.page}>
      {data.view === 'list' ? <CandidateList data={data} /> : <CandidateApplication data={data} />}
    </div>
  );
}
