import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import {
  deleteAccount,
  openAccounts,
  signUp,
  type Accounts,
  type AccountTables,
} from '@joblane/accounts';
import { migrateToLatest } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { mailMigrations, type MailTables } from '@joblane/mail';
import type { ScreeningQuestion } from '@joblane/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  applicationResume,
  appliedJobIds,
  deleteSeekerData,
  directoryFileStore,
  exportApplications,
  getApplication,
  getResume,
  listApplications,
  openHiring,
  purgeUnusedResumes,
  seekerFileKeys,
  setStatus,
  storeResume,
  submitApplication,
  withdrawApplication,
  type ApplicationJob,
  type Hiring,
  type HiringTables,
} from './index.ts';
import { sampleDocx, sampleExecutable, samplePdf } from './testing/index.ts';

class TestClock {
  time = Date.parse('2026-11-24T09:00:00.000Z');
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

const hour = 3600_000;
const password = 'violet harbour lantern 42';
let counter = 0;

const questions: ScreeningQuestion[] = [
  { id: 'visa', kind: 'yes-no', question: 'Do you have the right to work here?' },
  {
    id: 'start',
    kind: 'choice',
    question: 'How soon could you start?',
    options: ['Straight away', 'Within a month'],
  },
  { id: 'why', kind: 'text', question: 'Why this role?' },
];

const goodAnswers = { visa: 'yes', start: 'Within a month', why: 'I love night shifts.' };

describe.each(dialects)('applications on %s', (dialect) => {
  let database: TestDatabase;
  // What the tests inspect besides hiring's tables: the queued emails and who they went to.
  const tables = () => database.as<HiringTables & MailTables & Pick<AccountTables, 'users'>>();
  let accounts: Accounts;
  let hiring: Hiring;
  let filesDir: string;
  const clock = new TestClock();

  const job = (id: string, validDays = 30): ApplicationJob => ({
    id,
    title: 'Registered Nurse',
    companyName: 'Harbour Health',
    validThrough: new Date(clock.time + validDays * 24 * hour).toISOString(),
    questions,
  });

  async function seeker(name = 'Ana Seeker') {
    const email = `seeker.${(counter += 1)}@example.com`;
    const result = await signUp(accounts, { role: 'seeker', name, email, password });
    if (!result.ok) throw new Error('sign-up failed');
    return { id: result.user.id, email };
  }

  async function resumeOf(seekerId: string, bytes: Buffer = samplePdf(), name = 'cv.pdf') {
    const stored = await storeResume(hiring, seekerId, { stream: Readable.from([bytes]), name });
    if (!stored.ok) throw new Error(stored.problem);
    return stored.resume;
  }

  async function apply(seekerId: string, jobId = `job-${(counter += 1)}`, validDays = 30) {
    const resume = await resumeOf(seekerId);
    const result = await submitApplication(hiring, seekerId, job(jobId, validDays), {
      coverLetter: 'Dear Harbour Health,\r\nI would like this job.',
      answers: goodAnswers,
      resumeId: resume.id,
    });
    if (!result.ok || !result.created) throw new Error('apply failed');
    return result.application;
  }

  const queuedMail = () =>
    tables()
      .selectFrom('mail_queue')
      .select(['id', 'kind', 'recipient', 'data', 'next_attempt_at'])
      .where('kind', '=', 'application-status')
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    filesDir = mkdtempSync(join(tmpdir(), 'joblane-files-'));
    accounts = await openAccounts(database, {
      now: clock.now,
      hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    });
    // Status emails are queued in mail's table: the app's start-up migrates it before hiring.
    await migrateToLatest(database, mailMigrations);
    hiring = await openHiring(database, { files: directoryFileStore(filesDir), now: clock.now });
  });
  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('submits one application per job: a second attempt returns the first', async () => {
    const ana = await seeker();
    const resume = await resumeOf(ana.id);
    const input = { coverLetter: 'Hello\r\nthere  ', answers: goodAnswers, resumeId: resume.id };
    const first = await submitApplication(hiring, ana.id, job('nurse-1'), input);
    expect(first).toMatchObject({
      ok: true,
      created: true,
      application: {
        jobId: 'nurse-1',
        jobTitle: 'Registered Nurse',
        companyName: 'Harbour Health',
        coverLetter: 'Hello\nthere',
        answers: goodAnswers,
        resume: { id: resume.id, name: 'cv.pdf', mediaType: 'application/pdf' },
        status: 'submitted',
        history: [{ status: 'submitted', at: clock.now().toISOString() }],
        active: true,
        canWithdraw: true,
      },
    });
    const again = await submitApplication(hiring, ana.id, job('nurse-1'), {
      ...input,
      coverLetter: 'A different letter',
    });
    expect(again).toEqual({
      ok: true,
      created: false,
      application: first.ok ? first.application : null,
    });
    expect(await listApplications(hiring, ana.id)).toHaveLength(1);
    expect(await appliedJobIds(hiring, ana.id)).toEqual(['nurse-1']);
    expect(await appliedJobIds(hiring, ana.id, ['nurse-1', 'other'])).toEqual(['nurse-1']);
    expect(await appliedJobIds(hiring, ana.id, [])).toEqual([]);
  });

  it('keeps the one-per-job rule in the database, and under two concurrent submissions', async () => {
    const ana = await seeker();
    const application = await apply(ana.id, 'nurse-unique');
    await expect(
      hiring.db
        .insertInto('applications')
        .values({
          id: 'another-id',
          job_id: 'nurse-unique',
          seeker_id: ana.id,
          job_title: 'x',
          company_name: 'x',
          job_valid_through: application.jobValidThrough,
          cover_letter: '',
          answers: '{}',
          resume_id: null,
          created_at: application.appliedAt,
        })
        .execute(),
    ).rejects.toThrow();

    const ben = await seeker();
    const resume = await resumeOf(ben.id);
    // A second server's pool on PostgreSQL; SQLite has one writer connection per process (two
    // in one thread would wait on each other's lock), so there the same handle races itself.
    const second = dialect === 'postgres' ? database.connectAgain() : undefined;
    const other =
      second === undefined
        ? hiring
        : await openHiring(second, { files: hiring.files, now: clock.now });
    const input = { coverLetter: '', answers: goodAnswers, resumeId: resume.id };
    const results = await Promise.all([
      submitApplication(hiring, ben.id, job('nurse-race'), input),
      submitApplication(other, ben.id, job('nurse-race'), input),
    ]);
    await second?.close();
    const ids = results.map((result) => (result.ok ? result.application.id : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[0]).toBe(ids[1]);
    expect(results.filter((result) => result.ok && result.created).length).toBeLessThanOrEqual(1);
    expect(await listApplications(hiring, ben.id)).toHaveLength(1);
  });

  it('refuses a 2 001-character cover letter with the field message, and stores nothing', async () => {
    const ana = await seeker();
    const resume = await resumeOf(ana.id);
    const result = await submitApplication(hiring, ana.id, job('long-letter'), {
      coverLetter: 'x'.repeat(2001),
      answers: goodAnswers,
      resumeId: resume.id,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        coverLetter:
          'Your cover letter is 2,001 characters long. Shorten it to 2,000 characters or fewer.',
      },
    });
    expect(await listApplications(hiring, ana.id)).toEqual([]);
    // Line breaks count once each, as the Textarea counts them, though the form posts CR LF.
    const atLimit = 'y'.repeat(999) + '\r\n' + 'z'.repeat(1000);
    const accepted = await submitApplication(hiring, ana.id, job('at-limit'), {
      coverLetter: atLimit,
      answers: goodAnswers,
      resumeId: resume.id,
    });
    expect(accepted.ok && accepted.application.coverLetter.length).toBe(2000);
  });

  it('checks every screening answer and needs a résumé of the seeker', async () => {
    const ana = await seeker();
    const ben = await seeker();
    const bensResume = await resumeOf(ben.id);
    const result = await submitApplication(hiring, ana.id, job('answers'), {
      coverLetter: '',
      answers: { visa: 'maybe', start: 'Next year', extra: 'ignored' },
      resumeId: bensResume.id,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'answer.visa': 'Choose yes or no.',
        'answer.start': 'Choose one of the answers given.',
        'answer.why': 'Answer this question.',
        resume: 'Attach your résumé: a PDF or Word (.docx) document of up to 5 MB.',
      },
    });
    expect(await listApplications(hiring, ana.id)).toEqual([]);
  });

  it('refuses an application once the ad has closed', async () => {
    const ana = await seeker();
    const resume = await resumeOf(ana.id);
    const closed = { ...job('closed'), validThrough: new Date(clock.time - 1).toISOString() };
    expect(
      await submitApplication(hiring, ana.id, closed, {
        coverLetter: '',
        answers: goodAnswers,
        resumeId: resume.id,
      }),
    ).toEqual({ ok: false, problem: 'closed' });
  });

  it('stores résumés typed by content; refuses executables and large files while streaming', async () => {
    const ana = await seeker();
    const before = readdirSync(filesDir).length;
    const docx = await storeResume(hiring, ana.id, {
      stream: Readable.from([sampleDocx()]),
      name: '../../My CV.docx',
    });
    expect(docx).toMatchObject({
      ok: true,
      resume: {
        name: 'My CV.docx',
        mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    });
    expect(readdirSync(filesDir)).toHaveLength(before + 1);

    const exe = await storeResume(hiring, ana.id, {
      stream: Readable.from([sampleExecutable()]),
      name: 'cv.pdf',
    });
    expect(exe).toEqual({ ok: false, problem: 'wrong-type' });

    // 6 MB offered in 64 KiB chunks: reading stops soon after 5 MB, and nothing is kept.
    let offered = 0;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const large = new Readable({
      read() {
        if (offered >= 6 * 1024 * 1024) this.push(null);
        else {
          offered += chunk.length;
          this.push(chunk);
        }
      },
    });
    expect(await storeResume(hiring, ana.id, { stream: large, name: 'big.pdf' })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(offered).toBeLessThan(6 * 1024 * 1024);
    // A parser that cut the file at its own limit says so: refused, nothing kept.
    expect(
      await storeResume(hiring, ana.id, {
        stream: Readable.from([samplePdf()]),
        name: 'cut.pdf',
        truncated: () => true,
      }),
    ).toEqual({ ok: false, problem: 'too-large' });
    expect(
      await storeResume(hiring, ana.id, { stream: Readable.from([]), name: 'empty.pdf' }),
    ).toEqual({ ok: false, problem: 'empty' });
    expect(readdirSync(filesDir)).toHaveLength(before + 1);
  });

  it('emails status changes; Not progressing shows (and is emailed) only after 48 hours', async () => {
    const ana = await seeker('Ana Ruiz');
    const application = await apply(ana.id);
    const mailBefore = (await queuedMail()).length;

    expect(await setStatus(hiring, application.id, 'shortlisted')).toEqual({
      ok: true,
      changed: true,
    });
    expect(await setStatus(hiring, application.id, 'shortlisted')).toEqual({
      ok: true,
      changed: false,
    });
    const mail = (await queuedMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: ana.email });
    expect(JSON.parse(mail[0]!.data!)).toEqual({
      name: 'Ana Ruiz',
      jobTitle: 'Registered Nurse',
      companyName: 'Harbour Health',
      status: 'shortlisted',
    });

    clock.advance(hour);
    await setStatus(hiring, application.id, 'not-progressing');
    const rejection = (await queuedMail()).at(-1)!;
    expect(rejection.next_attempt_at).toBe(new Date(clock.time + 48 * hour).toISOString());
    expect((await getApplication(hiring, ana.id, application.id))?.status).toBe('shortlisted');
    clock.advance(48 * hour - 1);
    expect((await getApplication(hiring, ana.id, application.id))?.status).toBe('shortlisted');
    clock.advance(1);
    const seen = await getApplication(hiring, ana.id, application.id);
    expect(seen).toMatchObject({ status: 'not-progressing', active: false });
    expect(seen?.history.map((event) => event.status)).toEqual([
      'submitted',
      'shortlisted',
      'not-progressing',
    ]);
    expect(await listApplications(hiring, ana.id, 'closed')).toHaveLength(1);
    expect(await listApplications(hiring, ana.id, 'active')).toHaveLength(0);
  });

  it('forgets a Not progressing replaced within 48 hours, and takes its email back', async () => {
    const ana = await seeker();
    const application = await apply(ana.id);
    await setStatus(hiring, application.id, 'not-progressing');
    const pending = (await queuedMail()).at(-1)!;
    clock.advance(10 * hour);
    await setStatus(hiring, application.id, 'interviewing');
    const ids = (await queuedMail()).map((mail) => mail.id);
    expect(ids).not.toContain(pending.id);
    clock.advance(48 * hour);
    const seen = await getApplication(hiring, ana.id, application.id);
    expect(seen?.status).toBe('interviewing');
    expect(seen?.history.map((event) => event.status)).toEqual(['submitted', 'interviewing']);
  });

  it('withdraws; an employer cannot change a withdrawn application', async () => {
    const ana = await seeker();
    const application = await apply(ana.id);
    const ben = await seeker();
    expect(await withdrawApplication(hiring, ben.id, application.id)).toEqual({
      ok: false,
      problem: 'not-found',
    });
    expect(await withdrawApplication(hiring, ana.id, application.id)).toEqual({ ok: true });
    expect(await withdrawApplication(hiring, ana.id, application.id)).toEqual({
      ok: false,
      problem: 'final',
    });
    expect(await getApplication(hiring, ana.id, application.id)).toMatchObject({
      status: 'withdrawn',
      active: false,
      canWithdraw: false,
    });
    expect(await setStatus(hiring, application.id, 'shortlisted')).toEqual({
      ok: false,
      problem: 'withdrawn',
    });
    expect(await setStatus(hiring, 'no-such-application', 'viewed')).toEqual({
      ok: false,
      problem: 'not-found',
    });
  });

  it('shows Ad closed once the ad closes with no decision, but not after one', async () => {
    const ana = await seeker();
    const undecided = await apply(ana.id, `short-${counter}`, 2);
    const decided = await apply(ana.id, `short-decided-${counter}`, 2);
    await setStatus(hiring, decided.id, 'interviewing');
    clock.advance(3 * 24 * hour);
    expect(await getApplication(hiring, ana.id, undecided.id)).toMatchObject({
      status: 'ad-closed',
      active: false,
      history: [{ status: 'submitted' }, { status: 'ad-closed', at: undecided.jobValidThrough }],
    });
    expect((await getApplication(hiring, ana.id, decided.id))?.status).toBe('interviewing');
  });

  it('offers no withdrawal once the ad closed with no decision, and refuses one', async () => {
    const ana = await seeker();
    const undecided = await apply(ana.id, `short-final-${counter}`, 2);
    const decided = await apply(ana.id, `short-final-decided-${counter}`, 2);
    await setStatus(hiring, decided.id, 'interviewing');
    clock.advance(3 * 24 * hour);
    expect(await getApplication(hiring, ana.id, undecided.id)).toMatchObject({
      status: 'ad-closed',
      canWithdraw: false,
    });
    expect(await withdrawApplication(hiring, ana.id, undecided.id)).toEqual({
      ok: false,
      problem: 'final',
    });
    expect((await getApplication(hiring, ana.id, undecided.id))?.status).toBe('ad-closed');
    // A decision made before the ad closed goes on: that one can still be withdrawn.
    expect((await getApplication(hiring, ana.id, decided.id))?.canWithdraw).toBe(true);
    expect(await withdrawApplication(hiring, ana.id, decided.id)).toEqual({ ok: true });
  });

  it("answers nothing about another person's application or résumé", async () => {
    const ana = await seeker();
    const ben = await seeker();
    const application = await apply(ana.id);
    expect(await getApplication(hiring, ben.id, application.id)).toBeUndefined();
    expect(await applicationResume(hiring, ben.id, application.id)).toBeUndefined();
    const own = await applicationResume(hiring, ana.id, application.id);
    const bytes: Buffer[] = [];
    for await (const chunk of own!.content) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).equals(samplePdf())).toBe(true);
  });

  it('purges résumés uploaded but never sent, files included, and keeps the ones in use', async () => {
    // Other tests' seekers left unsent résumés behind: those go first.
    await purgeUnusedResumes(hiring, new Date(clock.time + 1));
    const ana = await seeker();
    const sent = await apply(ana.id);
    const unused = await resumeOf(ana.id);
    const keys = await seekerFileKeys(hiring, ana.id);
    expect(keys).toHaveLength(2);
    // Too recent: the seeker may still be on the review page.
    expect(await purgeUnusedResumes(hiring, new Date(clock.time - hour))).toBe(0);
    clock.advance(25 * hour);
    expect(await purgeUnusedResumes(hiring, new Date(clock.time - 24 * hour))).toBe(1);
    expect(await getResume(hiring, ana.id, unused.id)).toBeUndefined();
    expect(await seekerFileKeys(hiring, ana.id)).toHaveLength(1);
    expect(readdirSync(filesDir).filter((name) => keys.includes(name))).toHaveLength(1);
    expect((await getApplication(hiring, ana.id, sent.id))?.resume).not.toBeNull();
  });

  it('exports a seeker’s applications, and deletes them with their files', async () => {
    const ana = await seeker();
    const application = await apply(ana.id);
    const exported = await exportApplications(hiring, ana.id);
    expect(exported.applications).toEqual([
      expect.objectContaining({ id: application.id, coverLetter: application.coverLetter }),
    ]);
    expect(exported.resumes).toHaveLength(1);

    const keys = await seekerFileKeys(hiring, ana.id);
    expect(keys).toHaveLength(1);
    const files = readdirSync(filesDir);
    expect(files).toContain(keys[0]);
    expect(await deleteAccount(accounts, ana.id, password)).toEqual({ ok: true });
    // The rows went with the user (ON DELETE CASCADE); the files go now.
    expect(await listApplications(hiring, ana.id)).toEqual([]);
    await deleteSeekerData(hiring, ana.id, keys);
    expect(readdirSync(filesDir)).not.toContain(keys[0]);
    expect(await exportApplications(hiring, ana.id)).toEqual({
      applications: [],
      resumes: [],
      keptResumes: [],
      rememberedAnswers: [],
    });
  });
});
