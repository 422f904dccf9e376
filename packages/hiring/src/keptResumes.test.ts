import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import { deleteAccount, openAccounts, signUp, type Accounts } from '@joblane/accounts';
import { migrateToLatest } from '@joblane/database';
import { dialects, openTestDatabase, type TestDatabase } from '@joblane/database/testing';
import { mailMigrations } from '@joblane/mail';
import type { ScreeningQuestion } from '@joblane/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  deleteSeekerData,
  directoryFileStore,
  exportApplications,
  forgetRememberedAnswers,
  keepResume,
  listKeptResumes,
  openHiring,
  purgeUnusedResumes,
  rememberedAnswers,
  removeKeptResume,
  seekerFileKeys,
  setDefaultResume,
  submitApplication,
  type Hiring,
} from './index.ts';
import { sampleDocx, sampleExecutable, samplePdf } from './testing/index.ts';

const password = 'violet harbour lantern 42';
let counter = 0;

const questions: ScreeningQuestion[] = [
  { id: 'rights', kind: 'yes-no', question: 'Do you have the right to work in Australia?' },
  {
    id: 'start',
    kind: 'choice',
    question: 'How soon could you start?',
    options: ['Straight away', 'Within a month'],
  },
  { id: 'why', kind: 'text', question: 'Why this role?' },
];

describe.each(dialects)('résumés kept in a profile, and remembered answers, on %s', (dialect) => {
  let database: TestDatabase;
  let accounts: Accounts;
  let hiring: Hiring;
  let filesDir: string;
  let time = Date.parse('2026-11-24T09:00:00.000Z');
  const now = () => new Date(time);

  async function seeker() {
    const email = `kept.${(counter += 1)}@example.com`;
    const result = await signUp(accounts, { role: 'seeker', name: 'Kim', email, password });
    if (!result.ok) throw new Error('sign-up failed');
    return result.user.id;
  }

  async function keep(seekerId: string, name: string, bytes: Buffer = samplePdf()) {
    time += 1000;
    return keepResume(hiring, seekerId, { stream: Readable.from([bytes]), name });
  }

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    filesDir = mkdtempSync(join(tmpdir(), 'joblane-kept-'));
    accounts = await openAccounts(database, {
      now,
      hashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    });
    await migrateToLatest(database, mailMigrations);
    hiring = await openHiring(database, { files: directoryFileStore(filesDir), now });
  });
  afterAll(async () => {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('keeps up to three résumés with the same checks, the first the default, and moves the default', async () => {
    const kim = await seeker();
    expect(await keep(kim, 'virus.exe', sampleExecutable())).toEqual({
      ok: false,
      problem: 'wrong-type',
    });
    expect(await keep(kim, 'empty.pdf', Buffer.alloc(0))).toEqual({ ok: false, problem: 'empty' });
    const first = await keep(kim, 'Nursing CV.pdf');
    const second = await keep(kim, 'Short CV.docx', sampleDocx());
    const third = await keep(kim, 'Old CV.pdf');
    expect([first.ok, second.ok, third.ok]).toEqual([true, true, true]);
    expect(await keep(kim, 'Fourth.pdf')).toEqual({ ok: false, problem: 'limit' });
    expect(readdirSync(filesDir)).toHaveLength(3);
    const listed = await listKeptResumes(hiring, kim);
    expect(listed.map((resume) => [resume.name, resume.isDefault])).toEqual([
      ['Nursing CV.pdf', true],
      ['Short CV.docx', false],
      ['Old CV.pdf', false],
    ]);
    const secondId = second.ok ? second.resume.id : '';
    expect(await setDefaultResume(hiring, kim, secondId)).toBe(true);
    expect((await listKeptResumes(hiring, kim)).map((resume) => resume.isDefault)).toEqual([
      false,
      true,
      false,
    ]);
    // Someone else's résumé is not theirs to choose or remove.
    const other = await seeker();
    expect(await setDefaultResume(hiring, other, secondId)).toBe(false);
    expect(await removeKeptResume(hiring, other, secondId)).toBe(false);
    expect(await listKeptResumes(hiring, other)).toEqual([]);
    // The unsent-upload purge leaves kept résumés alone.
    time += 3 * 24 * 3600_000;
    expect(await purgeUnusedResumes(hiring, now())).toBe(0);
    expect(await listKeptResumes(hiring, kim)).toHaveLength(3);
  });

  it('removes a kept résumé (file and all), moves the default, and keeps one an application sent', async () => {
    const kim = await seeker();
    const used = await keep(kim, 'Sent CV.pdf');
    const spare = await keep(kim, 'Spare CV.pdf');
    if (!used.ok || !spare.ok) throw new Error('not kept');
    const sent = await submitApplication(
      hiring,
      kim,
      {
        id: `job-${(counter += 1)}`,
        title: 'Registered Nurse',
        companyName: 'Harbour Health',
        validThrough: new Date(time + 30 * 24 * 3600_000).toISOString(),
        questions: [],
      },
      { coverLetter: '', answers: {}, resumeId: used.resume.id },
    );
    expect(sent.ok).toBe(true);
    const files = readdirSync(filesDir).length;
    expect(await removeKeptResume(hiring, kim, spare.resume.id)).toBe(true);
    expect(readdirSync(filesDir)).toHaveLength(files - 1);
    // The default (the one sent) leaves the profile but stays with its application.
    expect(await removeKeptResume(hiring, kim, used.resume.id)).toBe(true);
    expect(readdirSync(filesDir)).toHaveLength(files - 1);
    expect(await listKeptResumes(hiring, kim)).toEqual([]);
    expect(await removeKeptResume(hiring, kim, used.resume.id)).toBe(false);
    const third = await keep(kim, 'New CV.pdf');
    expect(third.ok && third.resume.isDefault).toBe(true);
  });

  it('remembers answers by kind and wording, offers only what the question still takes, exports, forgets and deletes them', async () => {
    const kim = await seeker();
    const kept = await keep(kim, 'CV.pdf');
    if (!kept.ok) throw new Error('not kept');
    const job = (id: string, asked: ScreeningQuestion[]) => ({
      id,
      title: 'Nurse',
      companyName: 'Harbour Health',
      validThrough: new Date(time + 30 * 24 * 3600_000).toISOString(),
      questions: asked,
    });
    const answers = { rights: 'yes', start: 'Within a month', why: 'I love night shifts.' };
    const sent = await submitApplication(hiring, kim, job(`job-${(counter += 1)}`, questions), {
      coverLetter: '',
      answers,
      resumeId: kept.resume.id,
    });
    expect(sent.ok).toBe(true);
    // Another ad asks the same (other ids, other case and spacing), one changed its options, and
    // one is a different question.
    const asked: ScreeningQuestion[] = [
      { id: 'q1', kind: 'yes-no', question: 'do you have the  right to work in Australia?' },
      {
        id: 'q2',
        kind: 'choice',
        question: 'How soon could you start?',
        options: ['Straight away', 'In two weeks'],
      },
      { id: 'q3', kind: 'text', question: 'Why this role?' },
      { id: 'q4', kind: 'text', question: 'Why us?' },
    ];
    expect(await rememberedAnswers(hiring, kim, asked)).toEqual({
      q1: 'yes',
      q3: 'I love night shifts.',
    });
    expect(await rememberedAnswers(hiring, await seeker(), asked)).toEqual({});
    const exported = await exportApplications(hiring, kim);
    expect(exported.rememberedAnswers.map((answer) => answer.question).sort()).toEqual([
      'Do you have the right to work in Australia?',
      'How soon could you start?',
      'Why this role?',
    ]);
    expect(exported.keptResumes).toEqual([{ id: kept.resume.id, isDefault: true }]);
    expect(await forgetRememberedAnswers(hiring, kim)).toBe(3);
    expect(await rememberedAnswers(hiring, kim, asked)).toEqual({});

    await submitApplication(hiring, kim, job(`job-${(counter += 1)}`, questions), {
      coverLetter: '',
      answers,
      resumeId: kept.resume.id,
    });
    const keys = await seekerFileKeys(hiring, kim);
    expect(await deleteAccount(accounts, kim, password)).toEqual({ ok: true });
    await deleteSeekerData(hiring, kim, keys);
    expect(await rememberedAnswers(hiring, kim, questions)).toEqual({});
    expect(await listKeptResumes(hiring, kim)).toEqual([]);
    for (const key of keys) expect(readdirSync(filesDir)).not.toContain(key);
  });
});
