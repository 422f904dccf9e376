import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { organisationsOf, type Accounts } from '@joblane/accounts';
import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { migrateToLatest } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { mailMigrations } from '@joblane/mail';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adClosed,
  directoryFileStore,
  employerStatuses,
  getCandidate,
  openHiring,
  responseSignal,
  responseSignalMinimum,
  responseSignals,
  setStatus,
  storeResume,
  submitApplication,
  withdrawApplication,
  type ApplicationStatus,
  type EmployerStatus,
  type Hiring,
  type ResponseSignal,
} from './index.ts';
import { samplePdf } from './testing/index.ts';

const day = 24 * 3600_000;
const SEEKERS = 10;
// Jobs 0 to 2 are the first organisation's ads, job 3 the second's, job 4 is not an ad.
const JOB_ORGANISATION = [0, 0, 0, 1, undefined] as const;

type Command =
  | { kind: 'apply'; seeker: number; job: number }
  | { kind: 'decide'; seeker: number; job: number; status: EmployerStatus }
  | { kind: 'view'; seeker: number; job: number }
  | { kind: 'withdraw'; seeker: number; job: number }
  | { kind: 'close'; job: number }
  | { kind: 'wait'; ms: number };

const seeker = fc.integer({ min: 0, max: SEEKERS - 1 });
const job = fc.integer({ min: 0, max: JOB_ORGANISATION.length - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('apply' as const), seeker, job }), weight: 6 },
  {
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      seeker,
      job,
      status: fc.constantFrom(...employerStatuses),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('view' as const), seeker, job }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('withdraw' as const), seeker, job }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.integer({ min: 0, max: 9 * day }),
    }),
    weight: 3,
  },
);

/** What happened, in order: the brute force reads only this. */
type Event =
  | { kind: 'applied'; key: string; organisation: number | undefined; at: number }
  | { kind: 'decided'; key: string; at: number }
  | { kind: 'withdrew'; key: string }
  | { kind: 'closed'; job: number };

/** The signal's definition applied to every event, with no counters. */
function bruteForce(events: readonly Event[], organisation: number) {
  let settled = 0;
  const days: number[] = [];
  for (const [index, event] of events.entries()) {
    if (event.kind !== 'applied' || event.organisation !== organisation) continue;
    const jobOfKey = Number(event.key.split(':')[1]);
    const later = events.slice(index + 1);
    const answer = later.findIndex((e) => e.kind === 'decided' && e.key === event.key);
    const close = later.findIndex((e) => e.kind === 'closed' && e.job === jobOfKey);
    const withdrawal = later.findIndex((e) => e.kind === 'withdrew' && e.key === event.key);
    const answeredBeforeClose = answer !== -1 && (close === -1 || answer < close);
    if (answeredBeforeClose) {
      settled += 1;
      const answeredAt = (later[answer] as { at: number }).at;
      days.push(Math.max(1, Math.ceil((answeredAt - event.at) / day)));
    } else if (close !== -1 && (withdrawal === -1 || withdrawal > close)) {
      settled += 1;
    }
  }
  days.sort((a, b) => a - b);
  const signal: ResponseSignal | null =
    settled < responseSignalMinimum
      ? null
      : {
          settled,
          medianDays: days.length === 0 ? null : days[Math.ceil(days.length / 2) - 1]!,
          heardBackPercent: Math.round((100 * days.length) / settled),
        };
  return { settled, heardBack: days.length, days, signal };
}

describe.each(dialects)('response signal on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  let hiring: Hiring;
  let filesDir: string;
  const clock = new TestClock();
  const seekers: { id: string; resumeId: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    filesDir = mkdtempSync(join(tmpdir(), 'joblane-signal-'));
    accounts = await openTestAccounts(database, clock);
    // Not progressing at once: the signal counts when a decision is set, not when it is seen.
    // Status emails are queued in mail's table: the app's start-up migrates it before hiring.
    await migrateToLatest(database, mailMigrations);
    hiring = await openHiring(database, {
      files: directoryFileStore(filesDir),
      now: clock.now,
      notProgressingDelayMs: 0,
    });
    for (let index = 0; index < SEEKERS; index += 1) {
      const user = await createTestUser(accounts);
      const stored = await storeResume(hiring, user.id, {
        stream: Readable.from([samplePdf()]),
        name: 'cv.pdf',
      });
      if (!stored.ok) throw new Error(stored.problem);
      seekers.push({ id: user.id, resumeId: stored.resume.id });
    }
  });
  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  let run = 0;
  let shown = 0;

  it('equals a brute-force computation over random application histories', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 60, maxLength: 160 }),
        // Each ad closes (or expires) some way through, or never; a second close is a no-op.
        fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { freq: 3 }), {
          minLength: JOB_ORGANISATION.length,
          maxLength: JOB_ORGANISATION.length,
        }),
        fc.integer({ min: 0, max: JOB_ORGANISATION.length - 1 }),
        async (generated, closeAt, closedTwice) => {
          // Twelve applications to the first organisation first, so the signal is often shown.
          const commands: Command[] = Array.from({ length: 12 }, (_, index) => ({
            kind: 'apply',
            seeker: index % SEEKERS,
            job: Math.floor(index / SEEKERS),
          }));
          for (const [index, step] of generated.entries()) {
            for (const [jobIndex, percent] of closeAt.entries()) {
              // At that share of the history (a second time five steps later for one job).
              const at = percent === null ? -1 : Math.floor((percent / 100) * generated.length);
              if (at === index || (jobIndex === closedTwice && at !== -1 && at + 5 === index))
                commands.push({ kind: 'close', job: jobIndex });
            }
            commands.push(step);
          }
          run += 1;
          const organisations: string[] = [];
          for (let index = 0; index < 2; index += 1) {
            const owner = await createTestUser(accounts, 'employer');
            organisations.push((await organisationsOf(accounts, owner.id))[0]!.id);
          }
          const jobId = (index: number) => `run-${dialect}-${run}-job-${index}`;
          const applications = new Map<
            string,
            { id: string; latest: ApplicationStatus; validThrough: number }
          >();
          const closedJobs = new Set<number>();
          const events: Event[] = [];

          for (const step of commands) {
            const key = 'seeker' in step ? `${step.seeker}:${step.job}` : '';
            const application = applications.get(key);
            switch (step.kind) {
              case 'apply': {
                const person = seekers[step.seeker]!;
                const organisation = JOB_ORGANISATION[step.job];
                const result = await submitApplication(
                  hiring,
                  person.id,
                  {
                    id: jobId(step.job),
                    title: 'Nurse',
                    companyName: 'Harbour Health',
                    validThrough: new Date(clock.now().getTime() + 365 * day).toISOString(),
                    questions: [],
                  },
                  {
                    coverLetter: '',
                    answers: {},
                    resumeId: person.resumeId,
                    organisationId:
                      organisation === undefined ? undefined : organisations[organisation],
                  },
                );
                if (closedJobs.has(step.job) && application === undefined) {
                  expect(result).toEqual({ ok: false, problem: 'closed' });
                } else if (application !== undefined) {
                  expect(result).toMatchObject({ ok: true, created: false });
                } else {
                  if (!result.ok) throw new Error('apply refused');
                  expect(result.created).toBe(true);
                  applications.set(key, {
                    id: result.application.id,
                    latest: 'submitted',
                    validThrough: clock.now().getTime() + 365 * day,
                  });
                  events.push({
                    kind: 'applied',
                    key,
                    organisation,
                    at: clock.now().getTime(),
                  });
                }
                break;
              }
              case 'decide': {
                if (application === undefined) break;
                const result = await setStatus(hiring, application.id, step.status);
                if (application.latest === 'withdrawn') {
                  expect(result).toEqual({ ok: false, problem: 'withdrawn' });
                } else if (application.latest === step.status) {
                  expect(result).toEqual({ ok: true, changed: false });
                } else {
                  expect(result).toEqual({ ok: true, changed: true });
                  application.latest = step.status;
                  if (step.status !== 'viewed') {
                    events.push({ kind: 'decided', key, at: clock.now().getTime() });
                  }
                }
                break;
              }
              case 'view': {
                if (application === undefined) break;
                const organisation = JOB_ORGANISATION[step.job];
                if (organisation === undefined) break;
                const seen = await getCandidate(hiring, jobId(step.job), application.id, {
                  viewer: { organisationId: organisations[organisation]! },
                });
                if (application.latest === 'submitted') application.latest = 'viewed';
                expect(seen?.status).toBe(application.latest);
                break;
              }
              case 'withdraw': {
                if (application === undefined) break;
                const result = await withdrawApplication(
                  hiring,
                  seekers[step.seeker]!.id,
                  application.id,
                );
                // Over: hired, withdrawn, or the ad closed (or expired) before any decision.
                const expiredUndecided =
                  (application.latest === 'submitted' || application.latest === 'viewed') &&
                  clock.now().getTime() >= application.validThrough;
                if (
                  application.latest === 'hired' ||
                  application.latest === 'withdrawn' ||
                  application.latest === 'ad-closed' ||
                  expiredUndecided
                ) {
                  expect(result).toEqual({ ok: false, problem: 'final' });
                } else {
                  expect(result).toEqual({ ok: true });
                  application.latest = 'withdrawn';
                  events.push({ kind: 'withdrew', key });
                }
                break;
              }
              case 'close': {
                const result = await adClosed(hiring, jobId(step.job), clock.now());
                if (closedJobs.has(step.job)) {
                  expect(result).toEqual({ closed: 0 });
                  break;
                }
                closedJobs.add(step.job);
                let undecided = 0;
                for (const [other, state] of applications) {
                  if (!other.endsWith(`:${step.job}`)) continue;
                  if (state.latest === 'submitted' || state.latest === 'viewed') {
                    state.latest = 'ad-closed';
                    undecided += 1;
                  }
                }
                expect(result).toEqual({ closed: undecided });
                events.push({ kind: 'closed', job: step.job });
                break;
              }
              case 'wait':
                clock.advance(step.ms);
                break;
            }
          }

          const expected = [bruteForce(events, 0), bruteForce(events, 1)];
          for (const [index, organisation] of organisations.entries()) {
            expect(await responseSignal(hiring, organisation)).toEqual(expected[index]!.signal);
            // The counters themselves, also below the threshold where nothing is shown.
            const counters = await hiring.db
              .selectFrom('response_counters')
              .select(['settled', 'heard_back'])
              .where('organisation_id', '=', organisation)
              .executeTakeFirst();
            expect({
              settled: Number(counters?.settled ?? 0),
              heardBack: Number(counters?.heard_back ?? 0),
            }).toEqual({
              settled: expected[index]!.settled,
              heardBack: expected[index]!.heardBack,
            });
            const histogram = await hiring.db
              .selectFrom('response_days')
              .select(['days', 'applications'])
              .where('organisation_id', '=', organisation)
              .orderBy('days')
              .execute();
            expect(
              histogram.flatMap((row) =>
                Array.from({ length: Number(row.applications) }, () => Number(row.days)),
              ),
            ).toEqual(expected[index]!.days);
          }
          shown += expected.filter((e) => e.signal !== null).length;
          const together = await responseSignals(hiring, organisations);
          for (const [index, organisation] of organisations.entries()) {
            expect(together.get(organisation) ?? null).toEqual(expected[index]!.signal);
          }
        },
      ),
      { numRuns: 20 },
    );
    // The histories are long enough that the shown signal itself is compared, not only null.
    expect(shown).toBeGreaterThan(5);
  });
});
