import { mkdtempSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { organisationsOf, type Accounts, type AccountTables } from '@joblane/accounts';
import { createTestUser, openTestAccounts, TestClock } from '@joblane/accounts/testing';
import { migrateToLatest } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { mailMigrations, type MailTables } from '@joblane/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  adClosed,
  addNote,
  candidateCounts,
  candidateResume,
  directoryFileStore,
  exportApplications,
  getApplication,
  getCandidate,
  claimReminder,
  isActivelyReviewing,
  lastReviews,
  settleStalledInterviews,
  waitingApplications,
  listCandidates,
  openHiring,
  responseSignal,
  responseSignals,
  seekerHistory,
  setStatus,
  setStatuses,
  storeResume,
  submitApplication,
  withdrawApplication,
  type ApplicationJob,
  type Hiring,
  type HiringTables,
} from './index.ts';
import { samplePdf } from './testing/index.ts';

const hour = 3600_000;
const day = 24 * hour;
let counter = 0;

describe.each(dialects)('candidates on %s', (dialect) => {
  let database: TestDatabase;
  // What the tests inspect besides hiring's tables: the queued emails and who they went to.
  const tables = () => database.as<HiringTables & MailTables & Pick<AccountTables, 'users'>>();
  let accounts: Accounts;
  let hiring: Hiring;
  let filesDir: string;
  const clock = new TestClock();

  // How long the jobs applied for stay open (a test of long waits sets more).
  let validDays = 30;
  const job = (id: string): ApplicationJob => ({
    id,
    title: `Nurse ${id}`,
    companyName: 'Harbour Health',
    validThrough: new Date(clock.now().getTime() + validDays * day).toISOString(),
    questions: [{ id: 'visa', kind: 'yes-no', question: 'Right to work here?' }],
  });

  async function organisation() {
    const owner = await createTestUser(accounts, 'employer');
    const [first] = await organisationsOf(accounts, owner.id);
    return { ownerId: owner.id, id: first!.id };
  }

  async function apply(organisationId: string | undefined, jobId: string, seekerId?: string) {
    const seeker = seekerId ?? (await createTestUser(accounts)).id;
    const stored = await storeResume(hiring, seeker, {
      stream: Readable.from([samplePdf(`Seeker ${(counter += 1)}`)]),
      name: 'C:\\Users\\ana\\cv.pdf',
    });
    if (!stored.ok) throw new Error(stored.problem);
    const result = await submitApplication(hiring, seeker, job(jobId), {
      coverLetter: 'I would like this job.',
      answers: { visa: 'yes' },
      resumeId: stored.resume.id,
      organisationId,
    });
    if (!result.ok || !result.created) throw new Error('apply failed');
    return { seekerId: seeker, application: result.application };
  }

  const mailTo = (applicationIds: string[]) =>
    tables()
      .selectFrom('mail_queue')
      .innerJoin('users', 'users.email', 'mail_queue.recipient')
      .innerJoin('applications', 'applications.seeker_id', 'users.id')
      .select(['applications.id', 'mail_queue.data'])
      .where('mail_queue.kind', '=', 'application-status')
      .where('applications.id', 'in', applicationIds)
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    filesDir = mkdtempSync(join(tmpdir(), 'joblane-candidates-'));
    accounts = await openTestAccounts(database, clock);
    // Status emails are queued in mail's table: the app's start-up migrates it before hiring.
    await migrateToLatest(database, mailMigrations);
    hiring = await openHiring(database, { files: directoryFileStore(filesDir), now: clock.now });
  });
  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('keeps when the organisation last opened or moved an application: actively reviewing for 14 days', async () => {
    const org = await organisation();
    const jobId = `reviewed-${(counter += 1)}`;
    const quiet = `quiet-${counter}`;
    const { application } = await apply(org.id, jobId);
    await apply(org.id, quiet);
    // Applying is not reviewing: no evidence, nothing.
    expect(await lastReviews(hiring, [jobId, quiet])).toEqual(new Map());

    // A HEAD request reads without marking: not evidence either.
    await getCandidate(hiring, jobId, application.id, {
      viewer: { organisationId: org.id },
      markViewed: false,
    });
    expect((await lastReviews(hiring, [jobId])).size).toBe(0);

    const opened = clock.now().toISOString();
    await getCandidate(hiring, jobId, application.id, { viewer: { organisationId: org.id } });
    expect(await lastReviews(hiring, [jobId, quiet])).toEqual(new Map([[jobId, opened]]));
    expect(isActivelyReviewing(opened, clock.now())).toBe(true);

    // Moving it later moves the last review; an older moment never moves it back.
    clock.advance(3 * day);
    const moved = clock.now().toISOString();
    await setStatus(hiring, application.id, 'shortlisted');
    expect((await lastReviews(hiring, [jobId])).get(jobId)).toBe(moved);

    clock.advance(14 * day - 1000);
    expect(isActivelyReviewing(moved, clock.now())).toBe(true);
    clock.advance(1000);
    expect(isActivelyReviewing(moved, clock.now())).toBe(false);
    expect(isActivelyReviewing(undefined, clock.now())).toBe(false);
  });

  it('lists applications waiting 30 days to their organisation once, even from several servers', async () => {
    const org = await organisation();
    const jobId = `waiting-${(counter += 1)}`;
    validDays = 60;
    const submitted = await apply(org.id, jobId);
    const interviewed = await apply(org.id, jobId);
    const decided = await apply(org.id, jobId);
    const withdrawn = await apply(org.id, jobId);
    validDays = 30;
    // An ad that ended at 30 days: its undecided application shows Ad closed, no reminder.
    await apply(org.id, `${jobId}-ended`);
    await setStatus(hiring, interviewed.application.id, 'interviewing');
    await setStatus(hiring, decided.application.id, 'offered');
    await withdrawApplication(hiring, withdrawn.seekerId, withdrawn.application.id);
    const mine = async () =>
      ((await waitingApplications(hiring, clock.now())).get(org.id) ?? []).map((a) => a.id);

    clock.advance(30 * day - 1000);
    expect(await mine()).toEqual([]);
    clock.advance(1000);
    const waiting = await mine();
    expect(waiting.toSorted()).toEqual(
      [submitted.application.id, interviewed.application.id].toSorted(),
    );
    expect((await waitingApplications(hiring, clock.now())).get(org.id)![0]).toMatchObject({
      jobId,
      jobTitle: `Nurse ${jobId}`,
      candidateName: expect.stringMatching(/^Test Seeker/),
    });

    // Three servers claim at once: each application goes into one reminder only.
    const servers =
      dialect === 'postgres'
        ? [hiring, ...[1, 2].map(() => ({ ...hiring, db: database.connectAgain().as() }))]
        : [hiring, hiring, hiring];
    const mailed: string[][] = [];
    const claims = await Promise.all(
      servers.map((server) =>
        claimReminder(server as Hiring, waiting, async (_trx, claimed) => {
          mailed.push(claimed);
        }),
      ),
    );
    expect(claims.flat().toSorted()).toEqual(waiting.toSorted());
    expect(mailed.flat().toSorted()).toEqual(waiting.toSorted());
    expect(mailed).toHaveLength(1);
    expect(await mine()).toEqual([]);
  });

  it('counts an interview with no decision 45 days on against the signal, once; the seeker sees it', async () => {
    const org = await organisation();
    const jobId = `stalled-${(counter += 1)}`;
    const applications = [];
    for (let i = 0; i < 10; i += 1) applications.push(await apply(org.id, jobId));
    clock.advance(day);
    for (const { application } of applications.slice(0, 9)) {
      await setStatus(hiring, application.id, 'interviewing');
    }
    await setStatus(hiring, applications[9]!.application.id, 'offered');
    expect(await responseSignal(hiring, org.id)).toEqual({
      settled: 10,
      medianDays: 1,
      heardBackPercent: 100,
    });
    const first = applications[0]!;
    clock.advance(45 * day - 1000);
    expect(
      (await getApplication(hiring, first.seekerId, first.application.id))!.noDecisionYet,
    ).toBe(false);
    await settleStalledInterviews(hiring, clock.now());
    expect((await responseSignal(hiring, org.id))!.heardBackPercent).toBe(100);
    // A decision before the 45 days: it stays heard back.
    await setStatus(hiring, applications[1]!.application.id, 'hired');
    clock.advance(1000);
    expect(
      (await getApplication(hiring, first.seekerId, first.application.id))!.noDecisionYet,
    ).toBe(true);
    // (Other tests' interviews count too: the store is shared.)
    expect(await settleStalledInterviews(hiring, clock.now())).toBeGreaterThanOrEqual(8);
    expect(await settleStalledInterviews(hiring, clock.now())).toBe(0);
    expect(await responseSignal(hiring, org.id)).toEqual({
      settled: 10,
      medianDays: 1,
      heardBackPercent: 20,
    });
    // A decision after does not give it back: the candidate waited.
    await setStatus(hiring, first.application.id, 'not-progressing');
    expect((await responseSignal(hiring, org.id))!.heardBackPercent).toBe(20);
  });

  it('lists a job’s candidates with status, date and answers; filters and sorts', async () => {
    const org = await organisation();
    const jobId = `list-${(counter += 1)}`;
    const first = await apply(org.id, jobId);
    clock.advance(hour);
    const second = await apply(org.id, jobId);
    clock.advance(hour);
    const third = await apply(org.id, jobId);
    await setStatus(hiring, second.application.id, 'shortlisted');
    await setStatus(hiring, first.application.id, 'interviewing');

    const newest = await listCandidates(hiring, jobId, { organisationId: org.id });
    expect(newest.map((c) => c.id)).toEqual([
      third.application.id,
      second.application.id,
      first.application.id,
    ]);
    expect(newest[0]).toMatchObject({
      jobId,
      seekerId: third.seekerId,
      name: expect.stringMatching(/^Test Seeker/),
      answers: { visa: 'yes' },
      coverLetter: 'I would like this job.',
      resume: { name: 'cv.pdf', mediaType: 'application/pdf' },
      status: 'submitted',
      appliedAt: third.application.appliedAt,
    });
    const oldest = await listCandidates(hiring, jobId, { organisationId: org.id, sort: 'oldest' });
    expect(oldest.map((c) => c.id)).toEqual([
      first.application.id,
      second.application.id,
      third.application.id,
    ]);
    const byStatus = await listCandidates(hiring, jobId, {
      organisationId: org.id,
      sort: 'status',
    });
    expect(byStatus.map((c) => c.status)).toEqual(['submitted', 'shortlisted', 'interviewing']);
    const shortlisted = await listCandidates(hiring, jobId, {
      organisationId: org.id,
      status: 'shortlisted',
    });
    expect(shortlisted.map((c) => c.id)).toEqual([second.application.id]);

    const other = await organisation();
    expect(await listCandidates(hiring, jobId, { organisationId: other.id })).toEqual([]);
  });

  it('counts each job’s candidates as its list shows them: every status, withdrawn included', async () => {
    const org = await organisation();
    const jobId = `count-${(counter += 1)}`;
    const quietJob = `count-${(counter += 1)}`;
    await apply(org.id, jobId);
    const interviewing = await apply(org.id, jobId);
    clock.advance(day);
    const withdrawn = await apply(org.id, jobId);
    const shortlisted = await apply(org.id, jobId);
    await setStatus(hiring, interviewing.application.id, 'interviewing');
    await setStatus(hiring, shortlisted.application.id, 'shortlisted');
    await withdrawApplication(hiring, withdrawn.seekerId, withdrawn.application.id);
    // Another organisation's application to a job of the same id is never counted.
    const other = await organisation();
    await apply(other.id, jobId);

    const counts = await candidateCounts(hiring, org.id, [jobId, quietJob]);
    const listed = await listCandidates(hiring, jobId, { organisationId: org.id });
    expect(listed).toHaveLength(4);
    expect(counts.get(jobId)?.total).toBe(listed.length);
    expect(counts.get(jobId)?.statuses).toEqual([
      { status: 'submitted', count: 1 },
      { status: 'shortlisted', count: 1 },
      { status: 'interviewing', count: 1 },
      { status: 'withdrawn', count: 1 },
    ]);
    const today = clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(clock.now().getTime() - day).toISOString().slice(0, 10);
    expect(counts.get(jobId)?.byDay).toEqual({ [yesterday]: 2, [today]: 2 });
    expect(counts.has(quietJob)).toBe(false);
  });

  it('marks a Submitted application Viewed when opened (once, with its email), not a withdrawn one', async () => {
    const org = await organisation();
    const jobId = `view-${(counter += 1)}`;
    const { seekerId, application } = await apply(org.id, jobId);
    const viewer = { organisationId: org.id };

    const opened = await getCandidate(hiring, jobId, application.id, { viewer });
    expect(opened?.status).toBe('viewed');
    expect(opened?.history.map((event) => event.status)).toEqual(['submitted', 'viewed']);
    expect((await getApplication(hiring, seekerId, application.id))?.status).toBe('viewed');
    await getCandidate(hiring, jobId, application.id, { viewer });
    expect(
      (await mailTo([application.id])).map((mail) => JSON.parse(mail.data ?? 'null').status),
    ).toEqual(['viewed']);

    const withdrawnOne = await apply(org.id, jobId);
    expect(
      await withdrawApplication(hiring, withdrawnOne.seekerId, withdrawnOne.application.id),
    ).toEqual({ ok: true });
    const seen = await getCandidate(hiring, jobId, withdrawnOne.application.id, { viewer });
    expect(seen?.status).toBe('withdrawn');
    expect(await mailTo([withdrawnOne.application.id])).toEqual([]);

    // Another organisation, or the right organisation with another job's id: nothing.
    const other = await organisation();
    const strangers = { viewer: { organisationId: other.id } };
    expect(await getCandidate(hiring, jobId, application.id, strangers)).toBeUndefined();
    expect(await getCandidate(hiring, 'another-job', application.id, { viewer })).toBeUndefined();
  });

  it('keeps private notes for the organisation only, with a length limit', async () => {
    const org = await organisation();
    const jobId = `notes-${(counter += 1)}`;
    const { seekerId, application } = await apply(org.id, jobId);
    const note = {
      organisationId: org.id,
      jobId,
      applicationId: application.id,
      authorId: org.ownerId,
    };

    expect(await addNote(hiring, { ...note, body: '  \r\n ' })).toEqual({
      ok: false,
      errors: { body: 'Write a note before adding it.' },
    });
    expect(await addNote(hiring, { ...note, body: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: {
        body: 'Your note is 2001 characters long. Shorten it to 2000 characters or fewer.',
      },
    });
    const added = await addNote(hiring, { ...note, body: 'Strong ICU background.\r\nCall back.' });
    expect(added).toMatchObject({
      ok: true,
      note: {
        body: 'Strong ICU background.\nCall back.',
        authorName: expect.stringMatching(/^Test Employer/),
      },
    });
    expect(await addNote(hiring, { ...note, body: 'x'.repeat(2000) })).toMatchObject({ ok: true });

    const other = await organisation();
    expect(
      await addNote(hiring, {
        ...note,
        organisationId: other.id,
        authorId: other.ownerId,
        body: 'Hi',
      }),
    ).toEqual({ ok: false, problem: 'not-found' });
    const detail = await getCandidate(hiring, jobId, application.id, {
      viewer: { organisationId: org.id },
    });
    expect(detail?.notes.map((n) => n.body)).toEqual([
      'Strong ICU background.\nCall back.',
      'x'.repeat(2000),
    ]);
    // The seeker's own data never carries the organisation's notes.
    expect(JSON.stringify(await exportApplications(hiring, seekerId))).not.toContain(
      'ICU background',
    );
  });

  it('changes several statuses in one go, each with its email; refuses ids of other jobs whole', async () => {
    const org = await organisation();
    const jobId = `bulk-${(counter += 1)}`;
    const a = await apply(org.id, jobId);
    const b = await apply(org.id, jobId);
    const c = await apply(org.id, jobId);
    await withdrawApplication(hiring, c.seekerId, c.application.id);
    await setStatus(hiring, b.application.id, 'shortlisted');
    const elsewhere = await apply(org.id, `bulk-other-${counter}`);

    const refused = await setStatuses(hiring, {
      organisationId: org.id,
      jobId,
      applicationIds: [a.application.id, elsewhere.application.id],
      status: 'interviewing',
    });
    expect(refused).toEqual({ ok: false, problem: 'not-found' });
    expect((await getApplication(hiring, a.seekerId, a.application.id))?.status).toBe('submitted');

    const result = await setStatuses(hiring, {
      organisationId: org.id,
      jobId,
      applicationIds: [a.application.id, b.application.id, c.application.id],
      status: 'shortlisted',
    });
    expect(result).toEqual({
      ok: true,
      changed: [a.application.id],
      unchanged: [b.application.id],
      withdrawn: [c.application.id],
    });
    const interviewing = await setStatuses(hiring, {
      organisationId: org.id,
      jobId,
      applicationIds: [a.application.id, b.application.id],
      status: 'interviewing',
    });
    expect(interviewing).toMatchObject({
      ok: true,
      changed: [a.application.id, b.application.id].toSorted(),
    });
    expect((await getApplication(hiring, a.seekerId, a.application.id))?.status).toBe(
      'interviewing',
    );
    const mail = await mailTo([a.application.id, b.application.id, c.application.id]);
    expect(
      mail
        .map(
          (m) =>
            `${m.id === a.application.id ? 'a' : m.id === b.application.id ? 'b' : 'c'}:${JSON.parse(m.data ?? 'null').status}`,
        )
        .toSorted(),
    ).toEqual(['a:interviewing', 'a:shortlisted', 'b:interviewing', 'b:shortlisted']);
    const other = await organisation();
    expect(
      await setStatuses(hiring, {
        organisationId: other.id,
        jobId,
        applicationIds: [a.application.id],
        status: 'hired',
      }),
    ).toEqual({ ok: false, problem: 'not-found' });
  });

  it('gives the résumé to the organisation only, and the seeker’s history with it', async () => {
    const org = await organisation();
    const jobId = `cv-${(counter += 1)}`;
    const { seekerId, application } = await apply(org.id, jobId);
    const file = await candidateResume(hiring, {
      organisationId: org.id,
      jobId,
      applicationId: application.id,
    });
    expect(file?.resume).toMatchObject({ name: 'cv.pdf', mediaType: 'application/pdf' });
    expect(await text(file!.content)).toContain('%PDF-1.4');
    const other = await organisation();
    expect(
      await candidateResume(hiring, {
        organisationId: other.id,
        jobId,
        applicationId: application.id,
      }),
    ).toBeUndefined();

    clock.advance(day);
    const later = await apply(org.id, `cv-later-${counter}`, seekerId);
    await apply(other.id, `cv-other-${counter}`, seekerId);
    await setStatus(hiring, later.application.id, 'shortlisted');
    const history = await seekerHistory(hiring, org.id, seekerId);
    expect(history).toEqual([
      expect.objectContaining({ applicationId: later.application.id, status: 'shortlisted' }),
      expect.objectContaining({ applicationId: application.id, jobId, status: 'submitted' }),
    ]);
  });

  it('closes an ad: undecided applications show Ad closed, decided ones keep theirs, no new ones', async () => {
    const org = await organisation();
    const jobId = `close-${(counter += 1)}`;
    const undecided = await apply(org.id, jobId);
    const viewed = await apply(org.id, jobId);
    const decided = await apply(org.id, jobId);
    const withdrawn = await apply(org.id, jobId);
    await getCandidate(hiring, jobId, viewed.application.id, {
      viewer: { organisationId: org.id },
    });
    await setStatus(hiring, decided.application.id, 'shortlisted');
    await withdrawApplication(hiring, withdrawn.seekerId, withdrawn.application.id);
    clock.advance(hour);
    const closedAt = clock.now();

    // Inside the caller's transaction (the ad's expiry): rolled back with it, nothing closed.
    await expect(
      hiring.db.transaction().execute(async (trx) => {
        expect(await adClosed(hiring, jobId, closedAt, { within: trx })).toEqual({ closed: 2 });
        throw new Error('the expiry failed');
      }),
    ).rejects.toThrow('the expiry failed');
    expect(
      (await getApplication(hiring, undecided.seekerId, undecided.application.id))?.status,
    ).toBe('submitted');
    expect(
      await hiring.db
        .transaction()
        .execute((trx) => adClosed(hiring, jobId, closedAt, { within: trx })),
    ).toEqual({ closed: 2 });
    expect(await adClosed(hiring, jobId, closedAt)).toEqual({ closed: 0 });
    const seen = await getApplication(hiring, undecided.seekerId, undecided.application.id);
    expect(seen?.status).toBe('ad-closed');
    expect(seen?.history.at(-1)).toEqual({ status: 'ad-closed', at: closedAt.toISOString() });
    expect((await getApplication(hiring, viewed.seekerId, viewed.application.id))?.status).toBe(
      'ad-closed',
    );
    expect((await getApplication(hiring, decided.seekerId, decided.application.id))?.status).toBe(
      'shortlisted',
    );
    expect(
      (await getApplication(hiring, withdrawn.seekerId, withdrawn.application.id))?.status,
    ).toBe('withdrawn');

    const late = await createTestUser(accounts);
    const stored = await storeResume(hiring, late.id, {
      stream: Readable.from([samplePdf()]),
      name: 'cv.pdf',
    });
    if (!stored.ok) throw new Error(stored.problem);
    expect(
      await submitApplication(hiring, late.id, job(jobId), {
        coverLetter: '',
        answers: { visa: 'no' },
        resumeId: stored.resume.id,
        organisationId: org.id,
      }),
    ).toEqual({ ok: false, problem: 'closed' });
  });

  it('shows the response signal from 10 settled applications, for many organisations at once', async () => {
    const org = await organisation();
    const quiet = await organisation();
    const jobId = `signal-${(counter += 1)}`;
    // Nine answered after 1, 1, 2, 2, 3, 3, 4, 5 and 9 days (a minute over counts as the next day).
    const waits = [1, 1, 2, 2, 3, 3, 4, 5, 9];
    const applications = [];
    for (let index = 0; index < waits.length + 3; index += 1)
      applications.push(await apply(org.id, jobId));
    await apply(quiet.id, `quiet-${counter}`);
    const start = clock.now().getTime();
    for (const [index, wait] of waits.entries()) {
      clock.advance(start + (wait - 1) * day + 60_000 - clock.now().getTime());
      await setStatus(
        hiring,
        applications[index]!.application.id,
        index % 2 ? 'not-progressing' : 'shortlisted',
      );
    }
    // Viewed is not an answer; a withdrawal before an answer is never settled.
    await getCandidate(hiring, jobId, applications[9]!.application.id, {
      viewer: { organisationId: org.id },
    });
    await withdrawApplication(hiring, applications[11]!.seekerId, applications[11]!.application.id);
    expect(await responseSignal(hiring, org.id)).toBeNull();

    await adClosed(hiring, jobId, clock.now());
    // Settled: 9 answered + 2 closed unanswered = 11; median of 9 values is the 5th: 3 days.
    expect(await responseSignal(hiring, org.id)).toEqual({
      settled: 11,
      medianDays: 3,
      heardBackPercent: 82,
    });
    // An answer after the ad closed changes nothing.
    await setStatus(hiring, applications[10]!.application.id, 'hired');
    expect(await responseSignal(hiring, org.id)).toEqual({
      settled: 11,
      medianDays: 3,
      heardBackPercent: 82,
    });
    const many = await responseSignals(hiring, [org.id, quiet.id, 'no-such-organisation']);
    expect([...many.keys()]).toEqual([org.id]);
    expect(many.get(org.id)?.medianDays).toBe(3);
  });
});
